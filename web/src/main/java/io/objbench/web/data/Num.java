package io.objbench.web.data;

/** Undefined numbers (NaN, infinite) as JSON null: browsers' JSON.parse rejects NaN tokens. */
public final class Num {

    private Num() {
    }

    /** {@code v}, or null when it is not a finite number. */
    public static Double of(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
    }

    /** {@code v}, or NaN when null. */
    public static double or(Double v) {
        return v == null ? Double.NaN : v;
    }
}
