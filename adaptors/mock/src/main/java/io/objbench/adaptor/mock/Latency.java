package io.objbench.adaptor.mock;

import io.objbench.api.AdaptorException;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How long a mock call takes, as a distribution in milliseconds (fractions allowed), written in
 * the {@code latency=} key: {@code fixed(<ms>)}, {@code uniform(<lo>,<hi>)}, {@code exp(<mean>)}
 * or {@code lognormal(<median>,<sigma>)}. Measurement tests use the known shape to check what the
 * driver reports.
 */
sealed interface Latency {

    /** The next delay in nanoseconds, drawn with the session's random. */
    long nextNanos(SplittableRandom random);

    /** Always {@code ms}. */
    record Fixed(double ms) implements Latency {
        @Override
        public long nextNanos(SplittableRandom random) {
            return toNanos(ms);
        }
    }

    /** Uniform between {@code lo} and {@code hi} ms. */
    record Uniform(double lo, double hi) implements Latency {
        @Override
        public long nextNanos(SplittableRandom random) {
            return toNanos(lo + random.nextDouble() * (hi - lo));
        }
    }

    /** Exponential with the given mean in ms. */
    record Exponential(double mean) implements Latency {
        @Override
        public long nextNanos(SplittableRandom random) {
            // 1 - u lies in (0, 1], so the logarithm is finite
            return toNanos(-mean * Math.log(1.0 - random.nextDouble()));
        }
    }

    /** Log-normal: {@code median · e^(sigma·Z)} ms with Z standard normal. */
    record LogNormal(double median, double sigma) implements Latency {
        @Override
        public long nextNanos(SplittableRandom random) {
            return toNanos(median * Math.exp(sigma * random.nextGaussian()));
        }
    }

    private static long toNanos(double ms) {
        return (long) (ms * 1_000_000.0);
    }

    /**
     * Parses a {@code latency=} value.
     *
     * @throws AdaptorException naming the accepted forms when {@code text} is not one of them
     */
    static Latency parse(String text) throws AdaptorException {
        String s = text.trim();
        int open = s.indexOf('(');
        if (open < 0 || !s.endsWith(")")) {
            throw bad(text, "expected a distribution such as fixed(5), uniform(1,9), exp(4) or lognormal(3,0.5)");
        }
        String name = s.substring(0, open).trim().toLowerCase(Locale.ROOT);
        double[] args = numbers(text, s.substring(open + 1, s.length() - 1));
        Latency latency = switch (name) {
            case "fixed" -> new Fixed(arg(text, args, 1, 0));
            case "uniform" -> new Uniform(arg(text, args, 2, 0), arg(text, args, 2, 1));
            case "exp" -> new Exponential(arg(text, args, 1, 0));
            case "lognormal" -> new LogNormal(arg(text, args, 2, 0), arg(text, args, 2, 1));
            default -> throw bad(text, "unknown distribution '" + name + "' (expected fixed, uniform, exp or lognormal)");
        };
        if (latency instanceof Uniform u && u.lo() > u.hi()) {
            throw bad(text, "uniform needs lo <= hi");
        }
        return latency;
    }

    private static double[] numbers(String text, String inside) throws AdaptorException {
        String[] parts = inside.split(",", -1);
        double[] values = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                values[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw bad(text, "'" + parts[i].trim() + "' is not a number of milliseconds");
            }
            if (!(values[i] >= 0) || Double.isInfinite(values[i])) {
                throw bad(text, "values must be finite and >= 0");
            }
        }
        return values;
    }

    private static double arg(String text, double[] args, int expected, int index) throws AdaptorException {
        if (args.length != expected) {
            throw bad(text, "expected " + expected + (expected == 1 ? " argument" : " arguments"));
        }
        return args[index];
    }

    private static AdaptorException bad(String text, String why) {
        return new AdaptorException("config key 'latency' has value '" + text + "': " + why);
    }
}
