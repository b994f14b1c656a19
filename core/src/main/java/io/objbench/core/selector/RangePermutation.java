package io.objbench.core.selector;

/**
 * A fixed pseudo-random bijection of [0, n): what {@code zs()} uses to spread a Zipfian's hot
 * ranks over its range.
 *
 * <p>YCSB scrambles by hashing the rank (FNV-64) and taking it modulo n, which is not a
 * permutation: a value gets the summed mass of every rank that hashes to it, and over n ranks
 * some values get none, so the distribution actually drawn is no longer the Zipfian asked for. Here the rank goes through an invertible mix on the smallest
 * power-of-two domain 2^b ≥ n (additions and multiplications by odd constants modulo 2^b and
 * xor-shifts, each a bijection of b-bit words); results ≥ n are mixed again until they fall in
 * [0, n) ("cycle walking"), which keeps it a bijection of [0, n). As 2^b &lt; 2n, fewer than two
 * rounds are needed on average. The key depends only on the range, so every worker, driver,
 * operation and run with the same range has the same hot keys.
 */
public final class RangePermutation {

    private static final long M1 = 0xbf58476d1ce4e5b9L;
    private static final long M2 = 0x94d049bb133111ebL;

    private final long n;
    private final long mask;
    private final int shift;
    private final long key0;
    private final long key1;

    /**
     * The permutation of [0, n) with a key.
     *
     * @param n   the size, ≥ 1
     * @param key any value; the same key gives the same permutation
     */
    public RangePermutation(long n, long key) {
        if (n < 1) {
            throw new IllegalArgumentException("a permutation needs at least one value, not " + n);
        }
        this.n = n;
        int bits = n == 1 ? 1 : 64 - Long.numberOfLeadingZeros(n - 1);
        this.mask = bits == 64 ? -1L : (1L << bits) - 1;
        this.shift = Math.max(1, (bits + 1) / 2);
        long k = mix(key);
        this.key0 = k;
        this.key1 = mix(k ^ M2);
    }

    /** The permutation over [lo, hi] used by {@code zs(lo,hi,…)}: keyed by the bounds only. */
    public static RangePermutation forRange(long lo, long hi) {
        return new RangePermutation(hi - lo + 1, lo * 0x9E3779B97F4A7C15L ^ hi);
    }

    /** The image of x, for x in [0, n). */
    public long apply(long x) {
        long v = x;
        do {
            v = round(v);
        } while (v >= n);
        return v;
    }

    private long round(long x) {
        long v = (x + key0) & mask;
        v ^= v >>> shift;
        v = (v * M1) & mask;
        v ^= v >>> shift;
        v = (v * M2 + key1) & mask;
        v ^= v >>> shift;
        return v;
    }

    /** SplitMix64's finaliser: spreads the key's bits. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * M1;
        z = (z ^ (z >>> 27)) * M2;
        return z ^ (z >>> 31);
    }
}
