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
 * @param joined            how the driver joined: {@link #STATIC} (a {@code [driver<n>]} section of
 *                          controller.conf) or {@link #REGISTERED} (it registered itself); a
 *                          controller older than this field sends none, read as static
 * @param joinedMillis      epoch ms since when it is in the list (the controller's start for a
 *                          static driver, its last join for a registered one), 0 when unknown
 * @param lastHeartbeatMillis epoch ms of a registered driver's last heartbeat, 0 for a static one
 */
public record DriverView(String name, String url, boolean alive, long lastSeenMillis, int missedPolls,
                         String version, List<String> storageTypes, List<String> authTypes,
                         long clockSkewMillis, String lastError, String joined, long joinedMillis,
                         long lastHeartbeatMillis) {

    /** Join mode of a driver configured in controller.conf. */
    public static final String STATIC = "static";
    /** Join mode of a driver that registered itself ({@code objbench driver --controller URL}). */
    public static final String REGISTERED = "registered";

    public DriverView {
        joined = joined == null || joined.isEmpty() ? STATIC : joined;
        storageTypes = List.copyOf(storageTypes);
        authTypes = List.copyOf(authTypes);
        version = version == null ? "" : version;
        lastError = lastError == null ? "" : lastError;
    }

    /** A statically configured driver, join time unknown (tests, older callers). */
    public DriverView(String name, String url, boolean alive, long lastSeenMillis, int missedPolls, String version,
                      List<String> storageTypes, List<String> authTypes, long clockSkewMillis, String lastError) {
        this(name, url, alive, lastSeenMillis, missedPolls, version, storageTypes, authTypes, clockSkewMillis,
                lastError, STATIC, 0, 0);
    }
}
