package io.objbench.api;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A delay in milliseconds (fractions allowed) drawn from a distribution, written
 * {@code fixed(<ms>)}, {@code uniform(<lo>,<hi>)}, {@code exp(<mean>)} or
 * {@code lognormal(<median>,<sigma>)}. One syntax for every delay a workload can describe: the
 * {@code mock} storage's {@code latency=} key and a work's {@code thinktime} attribute both parse
 * it here, so they accept exactly the same forms.
 *
 * @since 0.3.0
 */
public sealed interface DelayDistribution {

    /** The next delay in nanoseconds, drawn with the caller's random. */
    long nextNanos(SplittableRandom random);

    /**
     * Always {@code ms}.
     *
     * @param ms the delay in milliseconds
     */
    record Fixed(double ms) implements DelayDistribution {
        @Override
        public long nextNanos(SplittableRandom random) {
            return toNanos(ms);
        }
    }

    /**
     * Uniform between {@code lo} and {@code hi} ms.
     *
     * @param lo the least delay in ms
     * @param hi the greatest delay in ms
     */
    record Uniform(double lo, double hi) implements DelayDistribution {
        @Override
        public long nextNanos(SplittableRandom random) {
            return toNanos(lo + random.nextDouble() * (hi - lo));
        }
    }

    /**
     * Exponential with the given mean in ms.
     *
     * @param mean the mean delay in ms
     */
    record Exponential(double mean) implements DelayDistribution {
        @Override
        public long nextNanos(SplittableRandom random) {
            // 1 - u lies in (0, 1], so the logarithm is finite
            return toNanos(-mean * Math.log(1.0 - random.nextDouble()));
        }
    }

    /**
     * Log-normal: {@code median · e^(sigma·Z)} ms with Z standard normal.
     *
     * @param median the median delay in ms
     * @param sigma  the spread of the delay's logarithm
     */
    record LogNormal(double median, double sigma) implements DelayDistribution {
        @Override
        public long nextNanos(SplittableRandom random) {
            return toNanos(median * Math.exp(sigma * random.nextGaussian()));
        }
    }

    private static long toNanos(double ms) {
        return (long) (ms * 1_000_000.0);
    }

    /**
     * Parses a distribution.
     *
     * @param key  what the text is the value of ({@code latency}, {@code thinktime}), named in the error
     * @param text the value
     * @throws IllegalArgumentException naming {@code key} and the accepted forms when {@code text}
     *                                  is not one of them
     */
    static DelayDistribution parse(String key, String text) {
        String s = text.trim();
        int open = s.indexOf('(');
        if (open < 0 || !s.endsWith(")")) {
            throw bad(key, text, "expected a distribution such as fixed(5), uniform(1,9), exp(4) or lognormal(3,0.5)");
        }
        String name = s.substring(0, open).trim().toLowerCase(Locale.ROOT);
        double[] args = numbers(key, text, s.substring(open + 1, s.length() - 1));
        DelayDistribution distribution = switch (name) {
            case "fixed" -> new Fixed(arg(key, text, args, 1, 0));
            case "uniform" -> new Uniform(arg(key, text, args, 2, 0), arg(key, text, args, 2, 1));
            case "exp" -> new Exponential(arg(key, text, args, 1, 0));
            case "lognormal" -> new LogNormal(arg(key, text, args, 2, 0), arg(key, text, args, 2, 1));
            default -> throw bad(key, text, "unknown distribution '" + name
                    + "' (expected fixed, uniform, exp or lognormal)");
        };
        if (distribution instanceof Uniform u && u.lo() > u.hi()) {
            throw bad(key, text, "uniform needs lo <= hi");
        }
        return distribution;
    }

    private static double[] numbers(String key, String text, String inside) {
        String[] parts = inside.split(",", -1);
        double[] values = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                values[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw bad(key, text, "'" + parts[i].trim() + "' is not a number of milliseconds");
            }
            if (!(values[i] >= 0) || Double.isInfinite(values[i])) {
                throw bad(key, text, "values must be finite and >= 0");
            }
        }
        return values;
    }

    private static double arg(String key, String text, double[] args, int expected, int index) {
        if (args.length != expected) {
            throw bad(key, text, "expected " + expected + (expected == 1 ? " argument" : " arguments"));
        }
        return args[index];
    }

    private static IllegalArgumentException bad(String key, String text, String why) {
        return new IllegalArgumentException(key + "='" + text + "': " + why);
    }
}
