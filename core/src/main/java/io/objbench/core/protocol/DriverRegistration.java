package io.objbench.core.protocol;

/**
 * What a self-registering driver sends to {@link ControllerRoutes#REGISTRATIONS} (POST): once to
 * join, then again at every heartbeat. The controller dials {@code url} for missions; the
 * registration only tells it where that is.
 *
 * @param name     the driver's name, what {@code <work driver=…>} matches; unique in the fleet
 * @param url      the base URL the controller reaches the driver at, e.g. {@code http://10.0.0.5:18088}
 * @param instance a random id of this driver process (a new one after a restart); optional, null
 *                 when absent
 * @param version  the driver's objbench version; optional, null when absent
 */
public record DriverRegistration(String name, String url, String instance, String version) {
}
