package io.objbench.controller.metrics;

import io.objbench.core.stats.OpTotals;

/**
 * What one operation of one stage of a run did so far: the sum of the stage's merged timeline
 * rows, so the same numbers as the archive's timeline.
 *
 * @param stage  the stage id
 * @param opId   the operation id ({@code op1})
 * @param opName the operation's label (COSBench's, as in the reports)
 * @param opType the operation type ({@code read}, {@code write}, …)
 * @param totals the figures
 */
public record StageOpTotals(String stage, String opId, String opName, String opType, OpTotals totals) {
}
