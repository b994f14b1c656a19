package io.objbench.core.protocol;

import java.util.List;

/**
 * A driver as the controller sees it (REST {@code GET …/drivers}, the UI, {@code objbench info}).
 *
 * @param name              the configured name (what {@code <work driver=…>} matches)
 * @param url               the driver's base URL
 * @param alive             false once it missed the configured number of consecutive polls
 * @param lastSeenMillis    epoch ms of the last successful poll, 0 if never
 * @param missedPolls       consecutive failed polls
 * @param version           the driver's objbench version, empty if never reached
 * @param storageTypes      storage adaptor types it offers
 * @param authTypes         auth adaptor types it offers
 * @param clockSkewMillis   driver clock minus controller clock, estimated at the last poll
 * @param lastError         why the last poll failed, empty when it succeeded
 */
public record DriverView(String name, String url, boolean alive, long lastSeenMillis, int missedPolls,
                         String version, List<String> storageTypes, List<String> authTypes,
                         long clockSkewMillis, String lastError) {

    public DriverView {
        storageTypes = List.copyOf(storageTypes);
        authTypes = List.copyOf(authTypes);
        version = version == null ? "" : version;
        lastError = lastError == null ? "" : lastError;
    }
}
