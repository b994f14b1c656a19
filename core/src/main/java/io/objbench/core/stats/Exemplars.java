package io.objbench.core.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * Merging of slow-request exemplars: the driver merges its workers' per-interval picks, the
 * controller merges intervals and drivers into a stage's. Each merge keeps, per operation, the
 * {@code k} slowest, which is exact: the k slowest of a union are among the k slowest of each part.
 */
public final class Exemplars {

    /**
     * Slowest first; equal latencies by start, then by driver, request id, container and object,
     * so a merge keeps the same ones whatever order the drivers' snapshots arrived in.
     */
    public static final Comparator<Exemplar> SLOWEST_FIRST = Comparator.comparingLong(Exemplar::latencyMicros).reversed()
            .thenComparingLong(Exemplar::startMicros)
            .thenComparing(e -> e.driver() == null ? "" : e.driver())
            .thenComparing(e -> e.requestId() == null ? "" : e.requestId())
            .thenComparing(Exemplar::container)
            .thenComparing(Exemplar::object);

    /** The default of the {@code exemplars} key: slowest requests kept per operation (and interval, by each worker). */
    public static final int DEFAULT_KEEP = 10;

    private Exemplars() {
    }

    /** How many exemplars an operation keeps: its {@code exemplars} key, else {@link #DEFAULT_KEEP}. */
    public static int keep(Map<String, String> operationConfig) {
        String v = operationConfig.get("exemplars");
        if (v == null) {
            return DEFAULT_KEEP;
        }
        try {
            return Integer.parseInt(v.trim());
        } catch (NumberFormatException e) {
            return DEFAULT_KEEP; // refused when the workload was read; never reached for a checked one
        }
    }

    /**
     * The {@code k} slowest of {@code all} per operation, operations in order of first appearance,
     * each operation's slowest first; empty for {@code k <= 0}.
     */
    public static List<Exemplar> slowest(List<Exemplar> all, int k) {
        if (k <= 0) {
            return List.of();
        }
        return slowest(all, opId -> k);
    }

    /** As {@link #slowest(List, int)} with each operation's own {@code k}. */
    public static List<Exemplar> slowest(List<Exemplar> all, ToIntFunction<String> kOfOp) {
        if (all.isEmpty()) {
            return List.of();
        }
        Map<String, List<Exemplar>> byOp = new LinkedHashMap<>();
        for (Exemplar e : all) {
            byOp.computeIfAbsent(e.opId(), id -> new ArrayList<>()).add(e);
        }
        List<Exemplar> out = new ArrayList<>();
        for (List<Exemplar> ofOp : byOp.values()) {
            ofOp.sort(SLOWEST_FIRST);
            int k = Math.max(0, kOfOp.applyAsInt(ofOp.getFirst().opId()));
            out.addAll(ofOp.subList(0, Math.min(k, ofOp.size())));
        }
        return List.copyOf(out);
    }
}
