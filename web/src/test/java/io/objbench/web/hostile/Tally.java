package io.objbench.web.hostile;

import java.util.Map;
import java.util.TreeMap;

/** Cases per surface and outcome, printed at the end of the suite (docs/security.md quotes them). */
final class Tally {

    private final Map<String, Map<String, Integer>> counts = new TreeMap<>();

    synchronized void count(String surface, String outcome) {
        counts.computeIfAbsent(surface, s -> new TreeMap<>()).merge(outcome, 1, Integer::sum);
    }

    synchronized int total() {
        return counts.values().stream().flatMap(m -> m.values().stream()).mapToInt(Integer::intValue).sum();
    }

    synchronized int total(String surface) {
        return counts.getOrDefault(surface, Map.of()).values().stream().mapToInt(Integer::intValue).sum();
    }

    /** One line per surface: {@code surface: N cases (outcome n, …)}. */
    synchronized String report() {
        StringBuilder sb = new StringBuilder();
        counts.forEach((surface, outcomes) -> {
            int n = outcomes.values().stream().mapToInt(Integer::intValue).sum();
            sb.append(String.format("%-28s %5d  %s%n", surface, n, outcomes));
        });
        return sb.append(String.format("%-28s %5d%n", "total", total())).toString();
    }
}
