package io.objbench.core.selector;

import java.util.SplittableRandom;

/**
 * Exact Zipf draws over the ranks 1..n: P(k) = k^-s / Σ_{j=1..n} j^-s, for any skew s &gt; 0.
 *
 * <p>Rejection-inversion (W. Hörmann and G. Derflinger, "Rejection-inversion to generate variates
 * from monotone discrete distributions", ACM TOMACS 6(3), 1996). With h(x) = x^-s and H its
 * antiderivative, a uniform u over (H(1.5) − 1, H(n + 0.5)] is inverted to x = H⁻¹(u) and rounded
 * to the rank k; u is accepted when it falls in the last h(k) of k's interval
 * [H(k − 0.5), H(k + 0.5)), so every rank is accepted with mass exactly h(k) and the result
 * follows the pmf above, not an approximation of it (YCSB's generator, after Gray et al., is an
 * approximation). Because h is convex, most draws are accepted by a cheap test on k − x alone;
 * a rejected try is rare, and nothing depends on n except one constant, so there is no table and the cost per draw is O(1) (one log and one exp).
 *
 * <p>Not thread-safe when {@link #sample(SplittableRandom, long)} is used with changing n: one
 * sampler per worker.
 */
public final class ZipfSampler {

    private final double exponent;
    private final double oneMinusS;
    private final long first;
    private final double hIntegralLow;
    private final double shortcut;
    private long n;
    private double hIntegralN;

    /**
     * A sampler over 1..n.
     *
     * @param exponent the skew s, &gt; 0
     * @param n        the number of ranks, ≥ 1
     */
    public ZipfSampler(double exponent, long n) {
        this(exponent, 1, n);
    }

    /**
     * A sampler over the ranks first..n only, each still with probability ∝ k^-s (the tail of a
     * Zipfian whose head {@link ZipfTable} draws from a table).
     *
     * @param exponent the skew s, &gt; 0
     * @param first    the smallest rank, 1 ≤ first ≤ n
     * @param n        the largest rank
     */
    public ZipfSampler(double exponent, long first, long n) {
        if (!(exponent > 0) || Double.isInfinite(exponent)) {
            throw new IllegalArgumentException("the Zipf exponent must be a positive number, not " + exponent);
        }
        if (first < 1) {
            throw new IllegalArgumentException("Zipf ranks start at 1, not " + first);
        }
        this.exponent = exponent;
        this.oneMinusS = 1 - exponent;
        this.first = first;
        // rank 1's interval is exactly h(1) long; from rank 2 on, [H(k - 0.5), H(k + 0.5)) is at least h(k)
        this.hIntegralLow = first == 1 ? hIntegral(1.5) - 1 : hIntegral(first - 0.5);
        this.shortcut = 2 - hIntegralInverse(hIntegral(2.5) - h(2));
        resize(n);
    }

    /** A rank in 1..n (n as constructed). */
    public long sample(SplittableRandom random) {
        long size = n;
        double top = hIntegralN;
        while (true) {
            double u = top + random.nextDouble() * (hIntegralLow - top);
            double x = hIntegralInverse(u);
            long k = (long) (x + 0.5);
            if (k < first) {
                k = first;
            } else if (k > size) {
                k = size;
            }
            // k - x <= shortcut implies the full test below (the paper's squeeze): most draws stop here
            if (k - x <= shortcut || u >= hIntegral(k + 0.5) - h(k)) {
                return k;
            }
        }
    }

    /** A rank in 1..n for this n, which may change between calls (the one constant is recomputed). */
    public long sample(SplittableRandom random, long n) {
        if (n != this.n) {
            resize(n);
        }
        return sample(random);
    }

    /** P(k) for ranks 1..n, from the definition (for tests and tools; O(n)). */
    public static double[] probabilities(double exponent, int n) {
        double[] p = new double[n];
        double sum = 0;
        for (int k = n; k >= 1; k--) { // smallest terms first: less rounding
            p[k - 1] = Math.pow(k, -exponent);
            sum += p[k - 1];
        }
        for (int k = 0; k < n; k++) {
            p[k] /= sum;
        }
        return p;
    }

    private void resize(long n) {
        if (n < first) {
            throw new IllegalArgumentException("a Zipf range needs at least one value: ranks " + first + ".." + n);
        }
        this.n = n;
        this.hIntegralN = hIntegral(n + 0.5);
    }

    private double h(double x) {
        return Math.exp(-exponent * Math.log(x));
    }

    /** H(x) = (x^(1-s) - 1) / (1 - s), log x when s = 1, written to stay accurate near s = 1. */
    private double hIntegral(double x) {
        double logX = Math.log(x);
        return expm1OverX(oneMinusS * logX) * logX;
    }

    /** H⁻¹(y) = (1 + (1 - s) y)^(1 / (1 - s)), exp(y) when s = 1. */
    private double hIntegralInverse(double y) {
        double t = y * oneMinusS;
        if (t < -1) {
            t = -1; // only reachable by rounding at the very top of the range
        }
        return Math.exp(log1pOverX(t) * y);
    }

    /** log(1 + t) / t, 1 at t = 0. */
    private static double log1pOverX(double t) {
        if (Math.abs(t) > 1e-3) {
            return Math.log(1 + t) / t; // Math.log is an intrinsic, log1p is not; 1 + t loses < 1e-13 here
        }
        if (Math.abs(t) > 1e-8) {
            return Math.log1p(t) / t;
        }
        return 1 - t * (0.5 - t * (1.0 / 3 - 0.25 * t));
    }

    /** (e^t - 1) / t, 1 at t = 0. */
    private static double expm1OverX(double t) {
        if (Math.abs(t) > 1e-8) {
            return Math.expm1(t) / t;
        }
        return 1 + t * 0.5 * (1 + t / 3 * (1 + 0.25 * t));
    }
}
