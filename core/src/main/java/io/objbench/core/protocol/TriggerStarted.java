package io.objbench.core.protocol;

/**
 * A driver's reply to {@link TriggerStart}: the script runs.
 *
 * @param triggerId what to stop it by ({@link DriverRoutes#trigger(String)})
 * @param pid       the process id of {@code /bin/sh} running the script
 */
public record TriggerStarted(String triggerId, long pid) {
}
