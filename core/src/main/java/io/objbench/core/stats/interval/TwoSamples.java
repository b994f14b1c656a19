package io.objbench.core.stats.interval;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Compares a statistic between two runs from their per-batch values (one value per batch of
 * intervals, from {@link BatchMeans#plan}): Welch's t on the logarithms, so the interval is one of
 * a ratio (a 5 % change is a 5 % change at any scale, and latency and throughput are skewed);
 * on the linear scale when some value is not positive. Holm–Bonferroni keeps the chance of any
 * false "significant" over a whole comparison at {@code alpha}.
 */
public final class TwoSamples {

    private TwoSamples() {
    }

    /**
     * The ratio of the mean of {@code b} to the mean of {@code a} with its {@code confidence}
     * interval; unknown (NaN interval and p) when either side has fewer than two values.
     */
    public static RatioEstimate ratio(double[] a, double[] b, double confidence) {
        boolean logScale = allPositive(a) && allPositive(b);
        double[] x = logScale ? logs(a) : a;
        double[] y = logScale ? logs(b) : b;
        double meanA = a.length == 0 ? Double.NaN : BatchMeans.mean(a);
        double meanB = b.length == 0 ? Double.NaN : BatchMeans.mean(b);
        double point = logScale ? Math.exp(BatchMeans.mean(y) - BatchMeans.mean(x)) : meanB / meanA;
        if (a.length < 2 || b.length < 2) {
            return new RatioEstimate(point, Double.NaN, Double.NaN, Double.NaN);
        }
        double mx = BatchMeans.mean(x);
        double my = BatchMeans.mean(y);
        double vx = BatchMeans.variance(x, mx) / x.length;
        double vy = BatchMeans.variance(y, my) / y.length;
        double diff = my - mx;
        double se = Math.sqrt(vx + vy);
        if (se == 0) {
            // identical batches on both sides: the difference is exact
            double p = diff == 0 ? 1 : 0;
            return new RatioEstimate(point, point, point, p);
        }
        double dof = (vx + vy) * (vx + vy)
                / (vx * vx / (x.length - 1) + vy * vy / (y.length - 1));
        double t = StudentT.critical(confidence, dof);
        double p = StudentT.twoSidedP(diff / se, dof);
        if (logScale) {
            return new RatioEstimate(point, Math.exp(diff - t * se), Math.exp(diff + t * se), p);
        }
        if (meanA == 0) {
            return new RatioEstimate(point, Double.NaN, Double.NaN, p);
        }
        return new RatioEstimate(point, 1 + (diff - t * se) / meanA, 1 + (diff + t * se) / meanA, p);
    }

    /**
     * Holm–Bonferroni: which of the hypotheses with {@code pValues} are rejected at family-wise
     * level {@code alpha}. NaN p-values count as 1 (never significant).
     */
    public static boolean[] holm(double[] pValues, double alpha) {
        int m = pValues.length;
        boolean[] significant = new boolean[m];
        double[] p = Arrays.stream(pValues).map(v -> Double.isNaN(v) ? 1 : v).toArray();
        Integer[] order = IntStream.range(0, m).boxed().sorted(Comparator.comparingDouble(i -> p[i]))
                .toArray(Integer[]::new);
        for (int k = 0; k < m; k++) {
            if (p[order[k]] > alpha / (m - k)) {
                break;
            }
            significant[order[k]] = true;
        }
        return significant;
    }

    private static boolean allPositive(double[] v) {
        for (double d : v) {
            if (!(d > 0)) {
                return false;
            }
        }
        return true;
    }

    private static double[] logs(double[] v) {
        double[] out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = Math.log(v[i]);
        }
        return out;
    }
}
