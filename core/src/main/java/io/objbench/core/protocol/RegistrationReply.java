package io.objbench.core.protocol;

/**
 * The controller's answer to a {@link DriverRegistration}: how it took the call and how often the
 * driver must call again.
 *
 * @param name            the registered name
 * @param outcome         {@code joined} (new name), {@code renewed} (a heartbeat of the registered
 *                        driver) or {@code replaced} (the same name and URL from a new process:
 *                        a restarted driver rejoining)
 * @param heartbeatMillis how often the driver should send its registration again
 * @param livenessMillis  after how long without a heartbeat the controller drops the driver
 */
public record RegistrationReply(String name, String outcome, long heartbeatMillis, long livenessMillis) {
}
