package io.objbench.core.selector;

import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Exact Zipf draws over the ranks 1..n (P(k) ∝ k^-s) at the cost of a uniform draw: the first
 * {@value #HEAD} ranks are columns of an alias table (Walker's method, built as Vose describes),
 * and when n is larger one more column stands for all the other ranks, which
 * {@link ZipfSampler} then draws by rejection-inversion. A draw is one random number and two
 * array reads, plus the rejection-inversion only when the tail column comes up.
 *
 * <p>The tail's mass Σ_{k=HEAD+1..n} k^-s is computed by the Euler–Maclaurin formula, whose
 * remainder is far below double precision there; the head is summed term by term. Immutable and
 * shared: {@link #of} returns the same table for the same (n, s) while one is in use, so 10,000
 * workers hold one table, not 10,000.
 */
public final class ZipfTable {

    /** Ranks drawn from the table: 8192 columns, about 100 KB, stays in a core's L2 cache. */
    static final int HEAD = 8192;

    // the tables in use, by (n, s); weak so a finished mission's tables go with it
    private static final Map<Key, WeakReference<ZipfTable>> IN_USE = new ConcurrentHashMap<>();

    private record Key(long n, double exponent) {
    }

    private final int columns;
    private final int head;
    private final double[] keep;
    private final long[] keepBelow;
    private final int[] alias;
    private final ZipfSampler tail;

    private ZipfTable(long n, double exponent) {
        head = (int) Math.min(n, HEAD);
        columns = n > head ? head + 1 : head;
        double[] weight = new double[columns];
        for (int k = head; k >= 1; k--) {
            weight[k - 1] = Math.pow(k, -exponent);
        }
        if (n > head) {
            weight[head] = tailMass(exponent, head + 1, n);
            tail = new ZipfSampler(exponent, head + 1, n);
        } else {
            tail = null;
        }
        keep = new double[columns];
        alias = new int[columns];
        build(weight);
        keepBelow = new long[columns];
        for (int i = 0; i < columns; i++) {
            keepBelow[i] = keep[i] >= 1 ? -1L : (long) (keep[i] * 0x1p63) << 1; // keep · 2^64, unsigned
        }
    }

    /** The table for ranks 1..n with skew s, shared with any other user of the same (n, s). */
    public static ZipfTable of(long n, double exponent) {
        if (n < 1) {
            throw new IllegalArgumentException("a Zipf range needs at least one value, not " + n);
        }
        Key key = new Key(n, exponent);
        WeakReference<ZipfTable> ref = IN_USE.get(key);
        ZipfTable table = ref == null ? null : ref.get();
        if (table == null) {
            table = new ZipfTable(n, exponent);
            IN_USE.values().removeIf(r -> r.get() == null);
            IN_USE.put(key, new WeakReference<>(table));
        }
        return table;
    }

    /**
     * A rank in 1..n. One 64-bit random r gives both the column, ⌊r·c / 2^64⌋, and the coin, the
     * fraction (r·c mod 2^64) / 2^64, uniform within the column: both exact to c / 2^64 (below
     * 10^-15 here), finer than the doubles the table is built from.
     */
    public long sample(SplittableRandom random) {
        long r = random.nextLong();
        int i = (int) Math.unsignedMultiplyHigh(r, columns);
        if (Long.compareUnsigned(r * columns, keepBelow[i]) >= 0) {
            i = alias[i];
        }
        return i < head ? i + 1 : tail.sample(random);
    }

    /** Vose's alias table: column i keeps itself with probability keep[i], else gives alias[i]. */
    private void build(double[] weight) {
        double total = 0;
        for (int i = weight.length - 1; i >= 0; i--) {
            total += weight[i];
        }
        double[] scaled = new double[columns];
        int[] small = new int[columns];
        int[] large = new int[columns];
        int ns = 0;
        int nl = 0;
        for (int i = 0; i < columns; i++) {
            scaled[i] = weight[i] * columns / total;
            if (scaled[i] < 1) {
                small[ns++] = i;
            } else {
                large[nl++] = i;
            }
        }
        while (ns > 0 && nl > 0) {
            int s = small[--ns];
            int l = large[--nl];
            keep[s] = scaled[s];
            alias[s] = l;
            scaled[l] = (scaled[l] + scaled[s]) - 1;
            if (scaled[l] < 1) {
                small[ns++] = l;
            } else {
                large[nl++] = l;
            }
        }
        while (nl > 0) { // what is left has (up to rounding) exactly one column of mass
            int l = large[--nl];
            keep[l] = 1;
            alias[l] = l;
        }
        while (ns > 0) {
            int s = small[--ns];
            keep[s] = 1;
            alias[s] = s;
        }
    }

    /** Σ_{k=a..b} k^-s by Euler–Maclaurin (a ≥ HEAD + 1, where the remainder is negligible). */
    static double tailMass(double s, long a, long b) {
        double fa = Math.pow(a, -s);
        double fb = Math.pow(b, -s);
        double logRatio = Math.log((double) b / a);
        double t = (1 - s) * logRatio;
        double integral = fa * a * logRatio * (Math.abs(t) > 1e-8 ? Math.expm1(t) / t : 1 + t / 2);
        // f'(x) = -s x^(-s-1), f'''(x) = -s(s+1)(s+2) x^(-s-3)
        double d1 = -s * (fb / b - fa / a);
        double d3 = -s * (s + 1) * (s + 2) * (fb / ((double) b * b * b) - fa / ((double) a * a * a));
        return integral + (fa + fb) / 2 + d1 / 12 - d3 / 720;
    }
}
