package io.objbench.controller.run;

import java.time.Instant;

/**
 * Something a driver did during a stage that bears on the measurement: a status poll it missed,
 * its return after missed polls, a snapshot that covers much more than one tick (the driver
 * process was paused: its latencies include the pause), or its loss. Written to the run's
 * {@code driver-events.csv} and logged.
 *
 * @param at          when the controller saw it
 * @param driver      the driver
 * @param kind        {@link Kind}
 * @param missedPolls consecutive status polls missed so far (for {@code RESUMED}: how many it had missed)
 * @param detail      the error, or the snapshot's length
 */
public record DriverEvent(Instant at, String driver, Kind kind, int missedPolls, String detail) {

    /** What happened. */
    public enum Kind {
        /** A status poll failed or got no reply in time. */
        MISSED_POLL,
        /** The driver answered again after missed polls. */
        RESUMED,
        /** A snapshot spans more than twice the tick: the driver did not sample for that long. */
        LONG_INTERVAL,
        /** Too many missed polls in a row: the driver's missions end TERMINATED. */
        LOST
    }
}
