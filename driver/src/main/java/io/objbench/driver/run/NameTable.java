package io.objbench.driver.run;

import io.objbench.core.workload.NameFormat;

/**
 * Container or object names ({@link NameFormat}: {@code prefix + n + suffix}, optionally
 * zero-padded and offset). For ranges of at most {@value #MAX_TABLE} values the names are built
 * once and shared by all workers, so picking a name allocates nothing; larger ranges build the
 * name per call.
 */
final class NameTable {

    static final long MAX_TABLE = 100_000;

    private final NameFormat format;
    private final long lo;
    private final long hi;
    private final String[] table;

    NameTable(NameFormat format, long lo, long hi) {
        this.format = format;
        this.lo = lo;
        this.hi = hi;
        long size = hi - lo + 1;
        if (size > 0 && size <= MAX_TABLE) {
            table = new String[(int) size];
            for (int i = 0; i < table.length; i++) {
                table[i] = format.name(lo + i);
            }
        } else {
            table = null;
        }
    }

    /** True when both tables build the same name for every number. */
    boolean samePattern(NameTable other) {
        return format.equals(other.format);
    }

    /**
     * A table with these names over [lo, this table's last value]: what a latest() reader uses,
     * covering the existing objects and those its writer adds (no name built per read).
     */
    NameTable spanning(long from) {
        return new NameTable(format, Math.min(from, lo), hi);
    }

    /** The name of value {@code n}. */
    String name(long n) {
        long i = n - lo;
        if (table != null && i >= 0 && i < table.length) {
            return table[(int) i];
        }
        return format.name(n);
    }
}
