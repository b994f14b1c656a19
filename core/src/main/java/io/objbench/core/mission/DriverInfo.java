package io.objbench.core.mission;

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
 */
public record DriverInfo(String name, String version, List<String> storageTypes, List<String> authTypes,
                         int cores, long epochMillis) {

    public DriverInfo {
        storageTypes = List.copyOf(storageTypes);
        authTypes = List.copyOf(authTypes);
    }
}
