/**
 * Comparing runs from their archives (docs/metrics.md, "Comparing runs"): each stage's
 * operations matched by stage id and op label, their in-window interval histograms grouped into
 * batches, and the change of throughput, mean and percentiles judged with a confidence interval
 * and Holm–Bonferroni; also the mean across repetitions of one workload. The command line
 * ({@code objbench compare}, {@code run --baseline}, {@code run --repeat}) and the web UI's
 * compare page use the same code.
 */
package io.objbench.controller.compare;
