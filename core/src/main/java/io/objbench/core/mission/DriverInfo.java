package io.objbench.core.mission;

import io.objbench.core.protocol.MissionSummary;
import java.util.List;

/**
 * What a driver says about itself.
 *
 * @param name         the driver's name (what {@code <work driver="…">} matches)
 * @param version      objbench version
 * @param storageTypes storage adaptor types it can run
 * @param authTypes    auth adaptor types it can run
 * @param cores        available processors
 * @param epochMillis  the driver's wall clock when it answered (for skew measurement)
 * @param missions     every mission the driver holds as it answers (what {@code GET missions}
 *                     lists), so the controller's liveness poll needs one request, not two; null
 *                     when the driver did not say (the controller then asks for the list)
 */
public record DriverInfo(String name, String version, List<String> storageTypes, List<String> authTypes,
                         int cores, long epochMillis, List<MissionSummary> missions) {

    public DriverInfo {
        storageTypes = List.copyOf(storageTypes);
        authTypes = List.copyOf(authTypes);
        missions = missions == null ? null : List.copyOf(missions);
    }

    /** A driver's info without its mission list. */
    public DriverInfo(String name, String version, List<String> storageTypes, List<String> authTypes,
                      int cores, long epochMillis) {
        this(name, version, storageTypes, authTypes, cores, epochMillis, null);
    }
}
