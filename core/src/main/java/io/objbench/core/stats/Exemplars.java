package io.objbench.core.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Merging of slow-request exemplars: the driver merges its workers' per-interval picks, the
 * controller merges intervals and drivers into a stage's. Each merge keeps, per operation, the
 * {@code k} slowest, which is exact: the k slowest of a union are among the k slowest of each part.
 */
public final class Exemplars {

    /** Slowest first; equal latencies by start, then by request id, so merges are deterministic. */
    public static final Comparator<Exemplar> SLOWEST_FIRST = Comparator.comparingLong(Exemplar::latencyMicros).reversed()
            .thenComparingLong(Exemplar::startMicros)
            .thenComparing(e -> e.requestId() == null ? "" : e.requestId());

    private Exemplars() {
    }

    /**
     * The {@code k} slowest of {@code all} per operation, operations in order of first appearance,
     * each operation's slowest first; empty for {@code k <= 0}.
     */
    public static List<Exemplar> slowest(List<Exemplar> all, int k) {
        if (k <= 0 || all.isEmpty()) {
            return List.of();
        }
        Map<String, List<Exemplar>> byOp = new LinkedHashMap<>();
        for (Exemplar e : all) {
            byOp.computeIfAbsent(e.opId(), id -> new ArrayList<>()).add(e);
        }
        List<Exemplar> out = new ArrayList<>();
        for (List<Exemplar> ofOp : byOp.values()) {
            ofOp.sort(SLOWEST_FIRST);
            out.addAll(ofOp.subList(0, Math.min(k, ofOp.size())));
        }
        return List.copyOf(out);
    }
}
