package io.objbench.controller.compare;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.stats.interval.BatchMeans;
import io.objbench.core.stats.interval.MeanEstimate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The repetitions of one workload ({@code run --repeat N}): per stage and operation, the mean of
 * each figure over the runs with its 95 % Student-t interval ({@link BatchMeans#iid}: whole runs
 * are independent samples, unlike the intervals of one run). A figure a run lacks (no successes)
 * is left out of that figure's mean.
 *
 * @param runs the repetitions' run ids, in order
 * @param ops  per stage and operation of the first run, in its order
 */
public record Repetitions(List<String> runs, List<RepeatedOp> ops) {

    /** The figures averaged, in table order: name in the JSON summary's terms. */
    public static final List<String> FIGURES = List.of("throughput", "avg", "p50", "p90", "p99", "p99.9");

    /**
     * One operation over the repetitions.
     *
     * @param stage   the stage id
     * @param op      the operation's label
     * @param figures per figure of {@link #FIGURES}: its mean over the runs with the interval
     */
    public record RepeatedOp(String stage, String op, Map<String, MeanEstimate> figures) {
        public RepeatedOp {
            figures = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(figures));
        }
    }

    public Repetitions {
        runs = List.copyOf(runs);
        ops = List.copyOf(ops);
    }

    /** Reads the JSON summaries of the runs in {@code runDirs} and averages them. */
    public static Repetitions of(List<Path> runDirs) throws IOException {
        List<JsonSummary.RunJson> summaries = new ArrayList<>();
        for (Path dir : runDirs) {
            Optional<JsonSummary.RunJson> s = ArchiveReader.summary(dir);
            if (s.isEmpty()) {
                throw new IOException(dir + ": not an archived run (no JSON summary)");
            }
            summaries.add(s.get());
        }
        return average(summaries);
    }

    /** The averages of runs already read. */
    public static Repetitions average(List<JsonSummary.RunJson> summaries) {
        List<String> ids = summaries.stream().map(JsonSummary.RunJson::id).toList();
        List<Map<String, JsonSummary.OpJson>> byKey = summaries.stream().map(Repetitions::byKey).toList();
        List<RepeatedOp> ops = new ArrayList<>();
        if (summaries.isEmpty()) {
            return new Repetitions(ids, ops);
        }
        for (Map.Entry<String, JsonSummary.OpJson> first : byKey.get(0).entrySet()) {
            Map<String, MeanEstimate> figures = new LinkedHashMap<>();
            for (String figure : FIGURES) {
                List<Double> values = new ArrayList<>();
                for (Map<String, JsonSummary.OpJson> run : byKey) {
                    JsonSummary.OpJson op = run.get(first.getKey());
                    Double v = op == null ? null : figure(op, figure);
                    if (v != null && Double.isFinite(v)) {
                        values.add(v);
                    }
                }
                figures.put(figure, BatchMeans.iid(values.stream().mapToDouble(Double::doubleValue).toArray(),
                        BatchMeans.CONFIDENCE));
            }
            ops.add(new RepeatedOp(first.getValue().stage(), key(first.getKey()), figures));
        }
        return new Repetitions(ids, ops);
    }

    private static Double figure(JsonSummary.OpJson op, String figure) {
        return switch (figure) {
            case "throughput" -> op.throughput();
            case "avg" -> op.avgResTimeMs();
            default -> op.percentilesMs() == null ? null : op.percentilesMs().get(figure);
        };
    }

    /** The operations of a run by {@code stage \n label}; a label two operations of a stage share gets the op id. */
    private static Map<String, JsonSummary.OpJson> byKey(JsonSummary.RunJson run) {
        Map<String, JsonSummary.OpJson> out = new LinkedHashMap<>();
        for (JsonSummary.StageJson s : run.stages()) {
            Map<String, Integer> uses = new HashMap<>();
            s.ops().forEach(o -> uses.merge(o.label(), 1, Integer::sum));
            for (JsonSummary.OpJson o : s.ops()) {
                String label = uses.get(o.label()) > 1 ? o.label() + " (" + o.opId() + ")" : o.label();
                out.put(s.id() + "\n" + label, o);
            }
        }
        return out;
    }

    private static String key(String stageAndLabel) {
        return stageAndLabel.substring(stageAndLabel.indexOf('\n') + 1);
    }
}
