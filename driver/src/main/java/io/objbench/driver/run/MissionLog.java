package io.objbench.driver.run;

import io.objbench.driver.measure.EpochMapping;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A mission's log: its start and end, the first occurrence of each error, warnings. Bounded, so a
 * failing mission cannot fill the heap; written off the hot path only.
 */
final class MissionLog {

    static final int MAX_LINES = 500;

    private final EpochMapping epoch;
    private final List<String> lines = new ArrayList<>();
    private int dropped;

    MissionLog(EpochMapping epoch) {
        this.epoch = epoch;
    }

    /** Appends a line stamped with the clock time {@code nanos}. */
    synchronized void add(long nanos, String text) {
        if (lines.size() >= MAX_LINES) {
            dropped++;
            return;
        }
        long micros = epoch.toEpochMicros(nanos);
        Instant at = Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1_000L);
        lines.add(at + " " + text);
    }

    /** The lines so far. */
    synchronized List<String> lines() {
        List<String> out = new ArrayList<>(lines);
        if (dropped > 0) {
            out.add("(" + dropped + " more lines dropped)");
        }
        return out;
    }
}
