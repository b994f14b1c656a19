package io.objbench.controller.metrics;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tallies {@code /metrics} shows: every queued or running run, and the last
 * {@value #KEPT_ENDED} that ended, so a scrape after a run's end still sees its final totals
 * (Prometheus would otherwise keep only the value of the scrape before it). Thread-safe.
 */
public final class RunTallies {

    /** How many ended runs stay visible, newest kept. */
    public static final int KEPT_ENDED = 16;

    private final Map<String, RunTally> open = new LinkedHashMap<>();
    private final ArrayDeque<RunTally> ended = new ArrayDeque<>();

    /** A new tally for run {@code id} of workload {@code name}, shown from now on. */
    public synchronized RunTally open(String id, String name) {
        RunTally t = new RunTally(id, name);
        open.put(id, t);
        return t;
    }

    /** Run {@code id} ended: its tally stays shown among the last {@value #KEPT_ENDED} ended. */
    public synchronized void ended(String id) {
        RunTally t = open.remove(id);
        if (t == null || t.totals().isEmpty()) {
            return; // nothing ran (cancelled while queued): nothing worth a slot
        }
        if (ended.size() == KEPT_ENDED) {
            ended.removeFirst();
        }
        ended.addLast(t);
    }

    /** The tallies shown: ended runs (oldest first), then the open ones. */
    public synchronized List<RunTally> shown() {
        List<RunTally> all = new ArrayList<>(ended);
        all.addAll(open.values());
        return all;
    }
}
