package io.objbench.app;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code objbench run w.xml}: reads and validates the workload, runs it on an in-process driver
 * with live progress, writes the archive, prints a summary, and exits with the final state
 * (0 finished, 1 failed, 2 bad input, 3 terminated or cancelled). Ctrl-C cancels gracefully:
 * the running missions are aborted and the partial results archived. With {@code --dry-run} it
 * prints the schedule over this run's driver (or {@code --drivers N}, {@code --controller-conf})
 * and runs nothing: 0, or 2 with every error of the file. The workload's assertions and
 * {@code --assert} are checked on the archived results ({@link io.objbench.app.check.RunChecks}): 6 when it finished but
 * one failed. With {@code --baseline RUN} the run is
 * then compared with that run (exit 7 on a significant regression beyond
 * {@code --fail-on-regression}); with {@code --repeat N} it runs N times and prints the means over
 * the runs with their 95 % intervals, exiting with the worst run's code.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run a COSBench workload (or an ssbench scenario) in this process and archive the results.",
        footer = {"Exit: 0 finished and every assertion passed, 1 failed, 2 bad input, 3 terminated or cancelled,",
                "5 no archive, 6 finished but an assertion failed, 7 a significant regression beyond",
                "--fail-on-regression (--baseline)."})
public class RunCommand extends WorkloadRunCommand {

    @CommandLine.Mixin
    ScenarioOptions scenario;

    @Override
    ScenarioOptions scenarioOptions() {
        return scenario;
    }
}
