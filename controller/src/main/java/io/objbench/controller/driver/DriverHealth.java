package io.objbench.controller.driver;

import io.objbench.core.driver.DriverClient;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.protocol.DriverView;
import java.util.List;

/**
 * What the pool knows about one driver from its info polls. A driver is alive once it answered
 * and until it misses {@code missedPollsToLose} polls in a row, or at once when it is certainly
 * down ({@link #down}); one good answer revives it. Polls may overlap (a hung one never blocks
 * the next): each carries a number and an outcome older than the last one applied is dropped.
 * Thread-safe: polls land on virtual threads while views are read anywhere.
 */
final class DriverHealth {

    private static final System.Logger LOG = System.getLogger(DriverHealth.class.getName());

    private final DriverEndpoint endpoint;
    private final DriverClient client;
    private final int missedPollsToLose;
    private boolean answered;
    private int missed;
    private long lastSeenMillis;
    private long skewMillis;
    private DriverInfo info;
    private String lastError = "";
    private long pollsStarted;
    private long lastOutcome;
    private final String joined;
    private final long joinedMillis;
    private long lastHeartbeatMillis;

    /** A configured driver, join time unknown (tests). */
    DriverHealth(DriverEndpoint endpoint, DriverClient client, int missedPollsToLose) {
        this(endpoint, client, missedPollsToLose, 0);
    }

    /** A driver configured in controller.conf, in the list since {@code sinceMillis}. */
    DriverHealth(DriverEndpoint endpoint, DriverClient client, int missedPollsToLose, long sinceMillis) {
        this(endpoint, client, missedPollsToLose, DriverView.STATIC, sinceMillis, 0);
    }

    /**
     * @param joined              {@link DriverView#STATIC} or {@link DriverView#REGISTERED}
     * @param joinedMillis        since when it is in the list
     * @param lastHeartbeatMillis a registered driver's last heartbeat, 0 for a static one
     */
    DriverHealth(DriverEndpoint endpoint, DriverClient client, int missedPollsToLose, String joined,
                 long joinedMillis, long lastHeartbeatMillis) {
        this.endpoint = endpoint;
        this.client = client;
        this.missedPollsToLose = missedPollsToLose;
        this.joined = joined;
        this.joinedMillis = joinedMillis;
        this.lastHeartbeatMillis = lastHeartbeatMillis;
    }

    /** A registered driver called again at {@code millis}. */
    synchronized void heartbeat(long millis) {
        lastHeartbeatMillis = millis;
    }

    DriverEndpoint endpoint() {
        return endpoint;
    }

    DriverClient client() {
        return client;
    }

    /** Numbers the next poll. */
    synchronized long startPoll() {
        return ++pollsStarted;
    }

    /** False when an outcome of a later poll was already applied (this one came too late to matter). */
    private boolean current(long poll) {
        if (poll < lastOutcome) {
            return false;
        }
        lastOutcome = poll;
        return true;
    }

    /** Poll {@code poll} got {@code info}; the request left at {@code sentMillis}, the reply came at {@code receivedMillis}. */
    synchronized void answered(long poll, DriverInfo reply, long sentMillis, long receivedMillis) {
        if (!current(poll)) {
            return;
        }
        if (!alive()) {
            LOG.log(System.Logger.Level.INFO, "driver " + endpoint.name() + " at " + endpoint.url() + " is alive"
                    + (answered ? " again after " + missed + " missed info polls" : ""));
        }
        answered = true;
        missed = 0;
        info = reply;
        lastSeenMillis = receivedMillis;
        // the driver read its clock somewhere in the round trip: assume the middle
        skewMillis = reply.epochMillis() - (sentMillis + (receivedMillis - sentMillis) / 2);
        lastError = "";
    }

    /** Poll {@code poll} failed (timed out, rejected). */
    synchronized void failed(long poll, String why) {
        if (current(poll)) {
            missed(why);
        }
    }

    /**
     * The driver is certainly down (connection refused, a mission it had is gone): not alive
     * from now until it answers a poll again.
     *
     * @return true when it was alive until now
     */
    synchronized boolean down(String why) {
        boolean was = alive();
        missed = Math.max(missed + 1, missedPollsToLose);
        lastError = why == null ? "" : why;
        return was;
    }

    private void missed(String why) {
        missed++;
        lastError = why == null ? "" : why;
        if (answered && missed == missedPollsToLose) {
            // a fault event: the driver gets no new work until it answers again
            LOG.log(System.Logger.Level.WARNING, "driver " + endpoint.name() + " at " + endpoint.url() + " is down: "
                    + missed + " info polls missed in a row (last: " + lastError + ")");
        }
    }

    synchronized boolean alive() {
        return answered && missed < missedPollsToLose;
    }

    synchronized long skewMillis() {
        return skewMillis;
    }

    synchronized DriverView view() {
        return new DriverView(endpoint.name(), endpoint.url(), alive(), lastSeenMillis, missed,
                info == null ? "" : info.version(),
                info == null ? List.of() : info.storageTypes(),
                info == null ? List.of() : info.authTypes(),
                skewMillis, lastError, joined, joinedMillis, lastHeartbeatMillis);
    }
}
