package io.objbench.controller.driver;

import io.objbench.core.mission.DriverInfo;
import io.objbench.core.protocol.DriverView;
import java.util.List;

/**
 * What the pool knows about one driver from its info polls. A driver is alive once it answered
 * and until it misses {@code missedPollsToLose} polls in a row; one good answer revives it.
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
    private boolean polling;

    DriverHealth(DriverEndpoint endpoint, DriverClient client, int missedPollsToLose) {
        this.endpoint = endpoint;
        this.client = client;
        this.missedPollsToLose = missedPollsToLose;
    }

    DriverEndpoint endpoint() {
        return endpoint;
    }

    DriverClient client() {
        return client;
    }

    /** Claims the next poll; false (and a miss) while the previous one is still waiting for a reply. */
    synchronized boolean startPoll() {
        if (polling) {
            missed(endpoint.name() + ": no reply to the previous poll yet");
            return false;
        }
        polling = true;
        return true;
    }

    /** The driver answered {@code info}; the request left at {@code sentMillis}, the reply came at {@code receivedMillis}. */
    synchronized void answered(DriverInfo reply, long sentMillis, long receivedMillis) {
        polling = false;
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

    /** The poll failed (refused, timed out, rejected). */
    synchronized void failed(String why) {
        polling = false;
        missed(why);
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
                skewMillis, lastError);
    }
}
