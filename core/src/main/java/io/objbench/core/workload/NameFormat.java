package io.objbench.core.workload;

import java.util.Map;

/**
 * How container or object number {@code n} becomes a name: {@code prefix + (n + offset) + suffix},
 * the number zero-padded to {@code digits} (0: as it is). COSBench knows only the prefix and
 * suffix ({@code cprefix}, {@code csuffix}, {@code oprefix}, {@code osuffix});
 * {@code cdigits}/{@code odigits} and {@code coffset}/{@code ooffset} are objbench extensions, so a
 * workload can address names such as ssbench's {@code ssbench_000000_default_policy} (containers
 * numbered from 0, six digits) while selectors keep counting from 1.
 *
 * @param prefix text before the number
 * @param suffix text after the number
 * @param digits the number's width, zero-padded (0..{@value #MAX_DIGITS}, 0 = no padding)
 * @param offset added to the selected number before it is written
 */
public record NameFormat(String prefix, String suffix, int digits, long offset) {

    /** The widest padding accepted: a long has at most 19 digits. */
    public static final int MAX_DIGITS = 19;

    public NameFormat {
        if (digits < 0 || digits > MAX_DIGITS) {
            throw new IllegalArgumentException("digits " + digits + ": expected 0.." + MAX_DIGITS);
        }
    }

    /** Container names of an effective config: cprefix (default mycontainers), csuffix, cdigits, coffset. */
    public static NameFormat containers(Map<String, String> config) {
        return of(config, "c", "mycontainers");
    }

    /** Object names of an effective config: oprefix (default myobjects), osuffix, odigits, ooffset. */
    public static NameFormat objects(Map<String, String> config) {
        return of(config, "o", "myobjects");
    }

    private static NameFormat of(Map<String, String> config, String letter, String defaultPrefix) {
        String digits = config.get(letter + "digits");
        String offset = config.get(letter + "offset");
        return new NameFormat(config.getOrDefault(letter + "prefix", defaultPrefix),
                config.getOrDefault(letter + "suffix", ""),
                digits == null ? 0 : Integer.parseInt(digits.trim()), offset == null ? 0 : Long.parseLong(offset.trim()));
    }

    /** The name of number {@code n}. */
    public String name(long n) {
        long v = n + offset;
        if (digits == 0) {
            return prefix + v + suffix;
        }
        String number = Long.toString(Math.abs(v));
        StringBuilder b = new StringBuilder(prefix.length() + suffix.length() + digits + 1).append(prefix);
        if (v < 0) {
            b.append('-');
        }
        for (int i = number.length(); i < digits; i++) {
            b.append('0');
        }
        return b.append(number).append(suffix).toString();
    }
}
