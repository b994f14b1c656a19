package io.objbench.controller.run;

import io.objbench.core.protocol.TriggerReport;
import io.objbench.core.workload.Trigger;
import java.time.Instant;

/**
 * One trigger on one driver, as the controller saw it: for {@code scripts.log}.
 *
 * @param scope      the run id for a workload trigger, the stage id ({@code s2-main}) for a stage trigger
 * @param driverName the driver
 * @param trigger    the script and its arguments
 * @param startedAt  when the start was asked
 * @param stoppedAt  when the stop returned (or failed)
 * @param pid        the script's process id on the driver, 0 when it never started
 * @param report     the driver's report at the stop, or null when it never started or the stop failed
 * @param problem    why it did not start or could not be stopped (the driver's message, naming the
 *                   script), else empty; the report's own message says how a started script failed
 */
public record TriggerLog(String scope, String driverName, Trigger trigger, Instant startedAt, Instant stoppedAt,
                         long pid, TriggerReport report, String problem) {

    public TriggerLog {
        problem = problem == null ? "" : problem;
    }

    /** True when something went wrong: not started, not stopped, or a run that failed. */
    public boolean failed() {
        return !problem.isEmpty() || (report != null && !report.message().isEmpty());
    }
}
