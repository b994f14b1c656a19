package io.objbench.core.protocol;

import java.util.List;

/**
 * Asks a driver to start a trigger script ({@code POST} {@link DriverRoutes#TRIGGERS}).
 *
 * @param runId  the workload run, e.g. {@code w12}
 * @param scope  what the trigger spans: the run id for a workload trigger, the stage id
 *               ({@code s2-main}) for a stage trigger; shown in the driver's log
 * @param script the script's file name in the driver's scripts directory
 * @param args   its arguments, each passed as one argv entry
 */
public record TriggerStart(String runId, String scope, String script, List<String> args) {
}
