/**
 * The dry run: what the controller would do with a workload over a set of drivers, computed with
 * the scheduler and the workers' slice arithmetic and never run. One implementation serves
 * {@code objbench run --dry-run}, {@code objbench validate} and the web UI's Validate and Dry run.
 */
package io.objbench.controller.plan;
