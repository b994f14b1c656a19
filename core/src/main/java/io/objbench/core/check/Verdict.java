package io.objbench.core.check;

/**
 * The outcome of one criterion against a run.
 *
 * @param criterion what was checked
 * @param value     the measured value in the metric's base unit (ms, ops/s, B/s or a ratio);
 *                  NaN when there was nothing to measure
 * @param pass      true when the value meets the limit
 * @param reason    why it failed without a comparable value (no such stage or operation,
 *                  nothing measured); null otherwise
 */
public record Verdict(Criterion criterion, double value, boolean pass, String reason) {

    /** The measured value in the unit the limit was written in ({@code 12.3ms}), or {@code -} when none. */
    public String shownValue() {
        return Double.isNaN(value) ? "-" : criterion.show(value);
    }

    /** The limit as written, normalised ({@code <= 20ms}). */
    public String shownLimit() {
        return criterion.comparison().symbol() + " " + criterion.show(criterion.limit());
    }
}
