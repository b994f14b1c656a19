package io.objbench.core.check;

import java.util.Locale;

/**
 * What a criterion measures, with the unit its value is computed in (the base unit: limits
 * written in other units are converted to it when parsed).
 *
 * @param kind       which figure
 * @param percentile for {@link Kind#PERCENTILE} the percentile, 0 &lt; p &lt; 100 ({@code p99.9} →
 *                   99.9); NaN for every other kind
 */
public record Metric(Kind kind, double percentile) {

    /** The figures a criterion can name. */
    public enum Kind {
        /** {@code pNN} or {@code pNN.N}: response-time percentile of successes, ms. */
        PERCENTILE(Dimension.TIME),
        /** {@code avg}: mean response time of successes, ms. */
        AVG(Dimension.TIME),
        /** {@code max}: largest response time of a success, ms. */
        MAX(Dimension.TIME),
        /** {@code throughput}: successes per second, ops/s. */
        THROUGHPUT(Dimension.RATE),
        /** {@code bandwidth}: bytes of successes per second, B/s. */
        BANDWIDTH(Dimension.BANDWIDTH),
        /** {@code errors}: failures / (successes + failures), a ratio 0..1. */
        ERRORS(Dimension.RATIO),
        /** {@code success}: successes / (successes + failures), a ratio 0..1. */
        SUCCESS(Dimension.RATIO);

        private final Dimension dimension;

        Kind(Dimension dimension) {
            this.dimension = dimension;
        }

        /** What the value measures, which decides the units a limit may be written in. */
        public Dimension dimension() {
            return dimension;
        }
    }

    /** The physical dimension of a metric's value. */
    public enum Dimension {
        /** Milliseconds; written {@code us}, {@code ms}, {@code s} (bare number: ms). */
        TIME,
        /** Operations per second; written {@code ops/s} (bare number: ops/s). */
        RATE,
        /** Bytes per second; written {@code B/s KB/s MB/s GB/s KiB/s MiB/s GiB/s} (bare: B/s). */
        BANDWIDTH,
        /** A ratio 0..1; written {@code %} or as a bare ratio. */
        RATIO
    }

    public Metric {
        if (kind == Kind.PERCENTILE) {
            if (!(percentile > 0 && percentile < 100)) {
                throw new IllegalArgumentException("percentile must be in (0, 100): " + percentile);
            }
        } else {
            percentile = Double.NaN;
        }
    }

    /** A metric other than a percentile. */
    public static Metric of(Kind kind) {
        return new Metric(kind, Double.NaN);
    }

    /** The metric of the name written in a criterion ({@code p99}, {@code p99.9}, {@code avg}, …), or null. */
    public static Metric named(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.matches("p\\d{1,2}(\\.\\d+)?")) {
            double p = Double.parseDouble(n.substring(1));
            return p > 0 && p < 100 ? new Metric(Kind.PERCENTILE, p) : null;
        }
        return switch (n) {
            case "avg" -> of(Kind.AVG);
            case "max" -> of(Kind.MAX);
            case "throughput" -> of(Kind.THROUGHPUT);
            case "bandwidth" -> of(Kind.BANDWIDTH);
            case "errors" -> of(Kind.ERRORS);
            case "success" -> of(Kind.SUCCESS);
            default -> null;
        };
    }

    /** The name as written ({@code p99.9}, {@code throughput}). */
    public String name() {
        if (kind == Kind.PERCENTILE) {
            String s = Double.toString(percentile);
            return "p" + (s.endsWith(".0") ? s.substring(0, s.length() - 2) : s);
        }
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** This metric's value of {@code f} in its base unit (ms, ops/s, B/s or ratio); NaN when undefined. */
    public double valueOf(Figures f) {
        return switch (kind) {
            case PERCENTILE -> f.percentileMs(percentile);
            case AVG -> f.avgMs();
            case MAX -> f.maxMs();
            case THROUGHPUT -> f.throughput();
            case BANDWIDTH -> f.bandwidth();
            case ERRORS -> f.errorRatio();
            case SUCCESS -> f.successRatio();
        };
    }

    @Override
    public String toString() {
        return name();
    }
}
