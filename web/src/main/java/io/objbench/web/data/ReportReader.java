package io.objbench.web.data;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.MissionBreakdown;
import io.objbench.controller.history.PastRun;
import io.objbench.core.json.LenientJson;
import io.objbench.core.selector.SelectorParser;
import io.objbench.core.selector.SizeSelector;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A past run's report from its archive: the JSON summary (numbers, per-mission parts, encoded
 * histograms decoded into buckets and CDF) and the archived workload XML (sizes), both read by
 * the archive's {@link ArchiveReader}.
 */
public final class ReportReader {

    /** The search summary's file in a run directory and its key in the JSON summary. */
    public static final String SEARCH_JSON = "search.json";
    static final String SEARCH_KEY = "search";

    private ReportReader() {
    }

    /** The report of {@code run} with its latency distributions; empty when it has no JSON summary. */
    public static Optional<RunReport> read(PastRun run) throws IOException {
        return readWithWorkload(run, true).map(WithWorkload::report);
    }

    /**
     * A report with the archived workload it was read with (null when not archived): the sweep view
     * needs the workload's mixes and rates, and a 216-stage workload is not worth parsing twice.
     */
    public record WithWorkload(RunReport report, Workload workload) {
    }

    /**
     * The report of {@code run} and its workload; empty when it has no JSON summary. Without
     * {@code distributions} the operations' histograms are not decoded (their distributions are
     * empty): the HTML pages do not show them (their scripts load the JSON), and decoding every
     * histogram of a 216-stage run was most of the report page's time.
     */
    public static Optional<WithWorkload> readWithWorkload(PastRun run, boolean distributions) throws IOException {
        Optional<Path> summary = run.summary();
        if (summary.isEmpty()) {
            return Optional.empty();
        }
        // one read of the summary for both the typed numbers and the search key the types may not know yet
        JsonNode tree = LenientJson.mapper().readTree(summary.get().toFile());
        JsonSummary.RunJson json = LenientJson.mapper().treeToValue(tree, JsonSummary.RunJson.class);
        Workload workload = ArchiveReader.workload(run.dir()).orElse(null);
        return Optional.of(new WithWorkload(of(json, workload, run.files(), search(tree.get(SEARCH_KEY), run.dir()),
                distributions), workload));
    }

    /**
     * The run's capacity search: the summary's {@code "search"} key, else {@code search.json} in
     * the run directory; null when the run is not a search. A summary that is there but cannot be
     * read gives a view that says why (the rest of the report still shows).
     */
    static SearchView search(JsonNode key, Path runDir) {
        if (key != null && !key.isNull()) {
            try {
                return SearchView.of(LenientJson.mapper().treeToValue(key, SearchReport.class));
            } catch (IOException | IllegalArgumentException e) {
                return SearchView.unreadable("key \"" + SEARCH_KEY + "\" of the JSON summary: " + message(e));
            }
        }
        Path file = runDir == null ? null : runDir.resolve(SEARCH_JSON);
        if (file == null || !Files.isRegularFile(file)) {
            return null;
        }
        try {
            return SearchView.of(LenientJson.mapper().readValue(file.toFile(), SearchReport.class));
        } catch (IOException | IllegalArgumentException e) {
            return SearchView.unreadable(SEARCH_JSON + ": " + message(e));
        }
    }

    private static String message(Exception e) {
        return e instanceof JsonProcessingException j ? j.getOriginalMessage() : String.valueOf(e.getMessage());
    }

    /** The report of a parsed summary; {@code workload} (may be null) gives sizes and workers. */
    public static RunReport of(JsonSummary.RunJson json, Workload workload, List<String> files) {
        return of(json, workload, files, null);
    }

    /** The same for a run that is a capacity search ({@code search} null when it is not). */
    public static RunReport of(JsonSummary.RunJson json, Workload workload, List<String> files, SearchView search) {
        return of(json, workload, files, search, true);
    }

    private static RunReport of(JsonSummary.RunJson json, Workload workload, List<String> files, SearchView search,
                                boolean distributions) {
        List<RunReport.StageReport> stages = new ArrayList<>();
        for (JsonSummary.StageJson s : json.stages()) {
            Stage stage = stage(workload, s.id());
            List<OpReport> ops = new ArrayList<>();
            for (JsonSummary.OpJson o : s.ops()) {
                ops.add(op(o, operation(stage, o.opId()), distributions));
            }
            int workers = stage == null ? ops.stream().mapToInt(OpReport::workers).max().orElse(0)
                    : stage.works().stream().mapToInt(Work::workers).sum();
            stages.add(new RunReport.StageReport(s.id(), s.state(), s.message() == null ? "" : s.message(), workers,
                    ops, s.missions() == null ? List.of() : s.missions(), s.generator(), s.steady(),
                    s.clientNetwork(), s.validity(), s.telemetry(), slowest(s, ops)));
        }
        return new RunReport(json.id(), json.name(), json.state(), json.startedAt(), json.stoppedAt(), stages, files,
                search);
    }

    /** The stage's slowest requests, each labelled as its operation's row (absent from older archives). */
    private static List<SlowRequest> slowest(JsonSummary.StageJson s, List<OpReport> ops) {
        if (s.slowest() == null) {
            return List.of();
        }
        List<SlowRequest> out = new ArrayList<>();
        for (Exemplar e : s.slowest()) {
            String label = ops.stream().filter(o -> o.opId().equals(e.opId())).map(OpReport::label).findFirst()
                    .orElse(e.opId());
            out.add(SlowRequest.of(e, label));
        }
        return out;
    }

    private static OpReport op(JsonSummary.OpJson o, Operation operation, boolean distributions) {
        String sizes = operation == null ? "" : operation.effectiveConfig().getOrDefault("sizes", "");
        List<OpReport.DriverPart> parts = new ArrayList<>();
        if (o.missions() != null) {
            for (MissionBreakdown.OpPartJson p : o.missions()) {
                Map<String, Double> pct = p.percentilesMs() == null ? Map.of() : p.percentilesMs();
                parts.add(new OpReport.DriverPart(p.missionId(), p.driver(), p.opCount(), p.failures(), p.byteCount(),
                        p.avgResTimeMs(), p.throughput(), p.bandwidth(), p.successRatio(), pct.get("p99"),
                        pct.get("max"), p.errors() == null ? Map.of() : p.errors()));
            }
        }
        LatencyDistribution dist = !distributions || o.histogram() == null || o.histogram().isEmpty()
                ? LatencyDistribution.of(null) : LatencyDistribution.of(HistogramCodec.decode(o.histogram()));
        return new OpReport(o.stage(), o.opId(), o.label(), o.type(), o.work(), o.workers(), sizes, sizeBytes(sizes),
                o.opCount(), o.failures(), o.byteCount(), o.avgResTimeMs(), o.avgProcTimeMs(), o.throughput(),
                o.bandwidth(), o.successRatio(), o.percentilesMs() == null ? Map.of() : o.percentilesMs(),
                o.errors() == null ? Map.of() : o.errors(), parts, dist, openLoop(o.openLoop()),
                o.firstByte() == null ? null
                        : o.firstByte().percentilesMs() == null ? Map.of() : o.firstByte().percentilesMs(),
                classes(o.classes()));
    }

    private static List<OpReport.ClassPart> classes(List<JsonSummary.ClassJson> classes) {
        if (classes == null) {
            return null;
        }
        return classes.stream().map(c -> new OpReport.ClassPart(c.label(), c.lowBytes(), c.highBytes(), c.weight(),
                c.opCount(), c.failures(), c.byteCount(), c.avgResTimeMs(), c.throughput(), c.bandwidth(),
                c.successRatio(), c.percentilesMs() == null ? Map.of() : c.percentilesMs(),
                c.firstByte() == null ? null
                        : c.firstByte().percentilesMs() == null ? Map.of() : c.firstByte().percentilesMs())).toList();
    }

    private static OpReport.OpenLoopPart openLoop(JsonSummary.OpenLoopJson o) {
        if (o == null) {
            return null;
        }
        return new OpReport.OpenLoopPart(o.targetRate(), o.achievedRate(),
                o.servicePercentilesMs() == null ? Map.of() : o.servicePercentilesMs(),
                o.lagPercentilesMs() == null ? Map.of() : o.lagPercentilesMs());
    }

    /** The midpoint in bytes of a size selector ({@code c(4)KB} → 4000), null when absent or unparsable. */
    static Long sizeBytes(String sizes) {
        if (sizes == null || sizes.isBlank()) {
            return null;
        }
        try {
            SizeSelector s = SelectorParser.parseSize(sizes);
            long unit = s.unit().bytes();
            return (s.selector().min() * unit + s.selector().max() * unit) / 2;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static Stage stage(Workload w, String id) {
        return w == null ? null : w.stages().stream().filter(s -> s.id().equals(id)).findFirst().orElse(null);
    }

    private static Operation operation(Stage stage, String opId) {
        if (stage == null) {
            return null;
        }
        for (Work w : stage.works()) {
            for (Operation op : w.operations()) {
                if (op.id().equals(opId)) {
                    return op;
                }
            }
        }
        return null;
    }
}
