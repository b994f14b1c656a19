package io.objbench.core.protocol;

import java.util.List;

/**
 * What a driver reports when it stops a trigger: how the script's run ended, how its
 * {@code -k} run ended, which processes it had to kill, and what they printed.
 *
 * @param triggerId  the trigger's id
 * @param pid        the process id of the script's run
 * @param exitStatus the run's exit status when it ended by itself before the stop, else null
 *                   (it was still running and was killed)
 * @param stopStatus the exit status of the {@code -k} run, or null when it could not start or
 *                   did not end in time (then it was killed)
 * @param killed     process ids killed at the stop (the run and its descendants, and a {@code -k}
 *                   run that did not end in time); empty when nothing was left
 * @param output     what both runs wrote to stdout and stderr, at most
 *                   {@code truncatedBytes} short of everything
 * @param truncatedBytes bytes of output dropped because it went beyond the driver's limit
 * @param message    problems worth telling (a failing run, a {@code -k} run that timed out);
 *                   empty when none
 */
public record TriggerReport(String triggerId, long pid, Integer exitStatus, Integer stopStatus, List<Long> killed,
                            String output, long truncatedBytes, String message) {

    public TriggerReport {
        killed = killed == null ? List.of() : List.copyOf(killed);
        output = output == null ? "" : output;
        message = message == null ? "" : message;
    }
}
