/**
 * Criteria on a run's figures ({@code [stage.][op.]metric cmp value[unit]}): the one parser and
 * evaluator behind {@code --assert}, the workload's {@code <assertions>} and the search's
 * {@code --slo}. {@link io.objbench.core.check.Criterion#parse} reads one,
 * {@link io.objbench.core.check.Criterion#evaluate} checks it against
 * {@link io.objbench.core.check.StageFigures} built from a run's per-operation statistics.
 */
package io.objbench.core.check;
