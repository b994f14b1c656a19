package io.objbench.api;

import java.util.Locale;

/**
 * Byte quantities written with a unit, as in workloads ({@code 64KB}, {@code 4MiB}).
 *
 * <p>Decimal units as COSBench: {@code B}=1, {@code KB}=10³, {@code MB}=10⁶, {@code GB}=10⁹,
 * {@code TB}=10¹². Binary units: {@code KiB}=2¹⁰, {@code MiB}=2²⁰, {@code GiB}=2³⁰, {@code TiB}=2⁴⁰.
 * Units are case-sensitive exactly as written here. Unlike COSBench, {@code KiB} is never read as
 * bytes because it "ends in B": any suffix that is not one of these units is an error.
 */
public enum ByteSize {
    B("B", 1L),
    KB("KB", 1_000L),
    MB("MB", 1_000_000L),
    GB("GB", 1_000_000_000L),
    TB("TB", 1_000_000_000_000L),
    KIB("KiB", 1L << 10),
    MIB("MiB", 1L << 20),
    GIB("GiB", 1L << 30),
    TIB("TiB", 1L << 40);

    private final String symbol;
    private final long bytes;

    ByteSize(String symbol, long bytes) {
        this.symbol = symbol;
        this.bytes = bytes;
    }

    /** The unit as written in workloads, e.g. {@code KiB}. */
    public String symbol() {
        return symbol;
    }

    /** How many bytes one unit is. */
    public long bytes() {
        return bytes;
    }

    /**
     * The unit whose symbol is exactly {@code text}.
     *
     * @throws IllegalArgumentException naming the accepted units when there is none
     */
    public static ByteSize ofSymbol(String text) {
        for (ByteSize unit : values()) {
            if (unit.symbol.equals(text)) {
                return unit;
            }
        }
        throw new IllegalArgumentException("unknown size unit '" + text + "' (expected one of "
                + "B, KB, MB, GB, TB (decimal) or KiB, MiB, GiB, TiB (binary))");
    }

    /**
     * Parses {@code <integer><unit>} such as {@code 128KB} or {@code 4MiB}; a bare number is bytes
     * only when {@code bareIsBytes} is set (adaptor keys), never in workload size selectors.
     *
     * @throws IllegalArgumentException with a message saying what was expected
     */
    public static long parse(String text, boolean bareIsBytes) {
        String s = text.trim();
        int i = 0;
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') { // ASCII only: not other scripts' digits
            i++;
        }
        if (i == 0) {
            throw new IllegalArgumentException("'" + text + "' is not a size: expected a number followed by a unit such as 4KB or 1MiB");
        }
        long value;
        try {
            value = Long.parseLong(s.substring(0, i));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is too large a size", e);
        }
        String suffix = s.substring(i).trim();
        if (suffix.isEmpty()) {
            if (bareIsBytes) {
                return value;
            }
            throw new IllegalArgumentException("size '" + text + "' has no unit: expected one of B, KB, MB, GB, KiB, MiB, GiB");
        }
        return Math.multiplyExact(value, ofSymbol(suffix).bytes);
    }

    /** Formats a byte count with the largest binary unit that divides it exactly, e.g. 4096 → {@code 4KiB}. */
    public static String format(long bytes) {
        for (ByteSize unit : new ByteSize[] {TIB, GIB, MIB, KIB}) {
            if (bytes != 0 && bytes % unit.bytes == 0) {
                return (bytes / unit.bytes) + unit.symbol;
            }
        }
        return String.format(Locale.ROOT, "%dB", bytes);
    }
}
