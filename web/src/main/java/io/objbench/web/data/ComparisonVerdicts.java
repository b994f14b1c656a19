package io.objbench.web.data;

import io.objbench.controller.compare.RunComparer;
import io.objbench.controller.compare.RunIntervals;
import io.objbench.controller.history.History;
import io.objbench.controller.history.PastRun;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The compare page's verdicts: every run picked after the first compared with the first (the
 * baseline) by the controller's {@link RunComparer}, the same comparison as {@code objbench
 * compare} (docs/metrics.md, "Comparing runs"); each as {@code RunComparison.json()}, or a map
 * with {@code a}, {@code b} and {@code error} when a run cannot be read.
 */
public final class ComparisonVerdicts {

    private ComparisonVerdicts() {
    }

    /** The comparisons of {@code ids[1..]} against {@code ids[0]} (at most {@link Comparison#MAX_RUNS} runs). */
    public static List<Map<String, Object>> of(List<String> ids, History history) {
        List<String> wanted = ids.stream().distinct().limit(Comparison.MAX_RUNS).toList();
        List<Map<String, Object>> out = new ArrayList<>();
        if (wanted.size() < 2) {
            return out;
        }
        RunIntervals base;
        try {
            base = read(wanted.get(0), history);
        } catch (IOException e) {
            out.add(error(wanted.get(0), wanted.get(1), e));
            return out;
        }
        for (String id : wanted.subList(1, wanted.size())) {
            try {
                out.add(RunComparer.compare(base, read(id, history)).json());
            } catch (IOException | RuntimeException e) {
                out.add(error(wanted.get(0), id, e));
            }
        }
        return out;
    }

    private static RunIntervals read(String id, History history) throws IOException {
        Optional<Path> dir = history.get(id).flatMap(PastRun::directory);
        if (dir.isEmpty()) {
            throw new IOException("run " + id + " has no archive");
        }
        return RunIntervals.read(dir.get());
    }

    private static Map<String, Object> error(String a, String b, Exception e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("a", a);
        m.put("b", b);
        m.put("error", e.getMessage());
        return m;
    }
}
