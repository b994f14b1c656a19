package io.objbench.app.report;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.selector.Selector;
import io.objbench.core.selector.SelectorParser;
import io.objbench.core.selector.SizeSelector;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One stage of an archived run as ssbench's reporter sees a run: its read, write and delete
 * operations as CRUD kinds and size classes, from the JSON summary and the archived workload
 * (docs/ssbench.md, "Reports in ssbench's layout", says where every figure comes from).
 *
 * @param name         the run's name
 * @param stageId      the stage reported
 * @param ops          its operations in stage order (other types left out)
 * @param skipped      labels of the stage's operations of other types (list, head, …)
 * @param classes      the rows of the size table: size classes in order of first appearance, and
 *                     {@link #ALL} for operations without one, each with its byte range (the union
 *                     of its writes' {@code sizes}; null when unknown)
 * @param drivers      distinct drivers of the stage's missions
 * @param concurrency  the workers of the works holding the operations
 * @param ranFrom      the stage's start (its change to running); null when unknown
 * @param ranTo        the stage's end (its change to closing, else its last change); null when unknown
 * @param deleteAfter  the storage's {@code delete_after} seconds (the swift adaptor's key); null when not set
 * @param perDriver    successes of the operations per driver, for the distribution line
 */
record SsbenchRun(String name, String stageId, List<ReportOp> ops, List<String> skipped,
                  Map<String, long[]> classes, int drivers, int concurrency, Instant ranFrom, Instant ranTo,
                  String deleteAfter, Map<String, Long> perDriver) {

    /** The size table's row of the operations without a size class. */
    static final String ALL = "all";

    /** {@code create-tiny}, {@code read tiny}: the kind then the class, as converted scenarios name them. */
    private static final Pattern NAMED = Pattern.compile("(create|read|update|delete)[- ](.+)");

    /**
     * Reads stage {@code stage} (its id {@code s3-main} or name {@code main}; null: the only stage
     * with read, write or delete operations, else the one named {@code main}) of the run in {@code runDir}.
     *
     * @throws IOException              when the run has no JSON summary or it cannot be read
     * @throws IllegalArgumentException when the stage does not exist or cannot be chosen
     */
    static SsbenchRun read(Path runDir, String stage) throws IOException {
        JsonSummary.RunJson run = ArchiveReader.summary(runDir).orElseThrow(() -> new IOException(
                "no JSON summary in " + runDir + ": the run has not ended or its archive is incomplete"));
        Optional<Workload> workload = ArchiveReader.workload(runDir);
        JsonSummary.StageJson s = stage(run, stage);
        Map<String, Operation> operations = new LinkedHashMap<>();
        Map<String, Integer> workers = new LinkedHashMap<>();
        String deleteAfter = null;
        if (workload.isPresent()) {
            for (Stage st : workload.get().stages()) {
                if (st.id().equals(s.id())) {
                    for (Work w : st.works()) {
                        w.operations().forEach(o -> operations.put(o.id(), o));
                        String d = w.storage().configMap().get("delete_after");
                        deleteAfter = d != null && !d.isBlank() && !d.equals("0") ? d : deleteAfter;
                    }
                }
            }
        }
        List<ReportOp> ops = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        Map<String, long[]> classes = new LinkedHashMap<>();
        Set<String> opIds = new LinkedHashSet<>();
        for (JsonSummary.OpJson o : s.ops()) {
            Operation op = operations.get(o.opId());
            Crud crud = crud(o, op);
            if (crud == null) {
                skipped.add(o.label());
                continue;
            }
            String name = op != null ? op.name() : o.label();
            Matcher m = NAMED.matcher(name);
            String sizeClass = m.matches() && Crud.valueOf(m.group(1).toUpperCase(Locale.ROOT)).type().equals(o.type())
                    ? m.group(2) : null;
            String row = sizeClass != null ? sizeClass : ALL;
            long[] own = op == null ? null : sizeRange(op);
            long[] range = classes.get(row);
            classes.put(row, own == null ? range : range == null ? own
                    : new long[] {Math.min(range[0], own[0]), Math.max(range[1], own[1])});
            ops.add(new ReportOp(crud, sizeClass, o, HistogramCodec.decode(o.histogram()),
                    o.firstByte() == null || o.firstByte().histogram() == null ? null
                            : HistogramCodec.decode(o.firstByte().histogram())));
            opIds.add(o.opId());
            workers.putIfAbsent(o.work(), o.workers());
        }
        Map<String, Long> perDriver = new LinkedHashMap<>();
        for (JsonSummary.OpJson o : s.ops()) {
            if (opIds.contains(o.opId()) && o.missions() != null) {
                o.missions().forEach(p -> perDriver.merge(p.driver(), p.opCount(), Long::sum));
            }
        }
        Set<String> drivers = new LinkedHashSet<>();
        if (s.missions() != null) {
            s.missions().forEach(mj -> drivers.add(mj.driver()));
        }
        return new SsbenchRun(run.name(), s.id(), ops, skipped, classes, drivers.size(),
                workers.values().stream().mapToInt(Integer::intValue).sum(), at(s, "running", true),
                at(s, "closing", false), deleteAfter, perDriver);
    }

    private static JsonSummary.StageJson stage(JsonSummary.RunJson run, String stage) {
        List<JsonSummary.StageJson> stages = run.stages() == null ? List.of() : run.stages();
        if (stage != null) {
            for (JsonSummary.StageJson s : stages) {
                if (s.id().equals(stage) || s.id().substring(s.id().indexOf('-') + 1).equals(stage)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("run " + run.id() + " has no stage '" + stage + "' (stages: "
                    + String.join(", ", stages.stream().map(JsonSummary.StageJson::id).toList()) + ")");
        }
        List<JsonSummary.StageJson> crud = stages.stream().filter(s -> s.ops() != null
                && s.ops().stream().anyMatch(o -> crud(o, null) != null)).toList();
        if (crud.size() == 1) {
            return crud.getFirst();
        }
        for (JsonSummary.StageJson s : crud) {
            if (s.id().endsWith("-main")) {
                return s;
            }
        }
        throw new IllegalArgumentException(crud.isEmpty()
                ? "run " + run.id() + " has no stage with read, write or delete operations"
                : "run " + run.id() + " has " + crud.size() + " stages with read, write or delete operations ("
                + String.join(", ", crud.stream().map(JsonSummary.StageJson::id).toList())
                + "): choose one with --stage");
    }

    /**
     * The kind of an operation: a read is READ, a delete DELETE, a write CREATE, or UPDATE when
     * it rewrites inventory objects ({@code update=true}); null for every other type.
     */
    static Crud crud(JsonSummary.OpJson o, Operation op) {
        return switch (o.type()) {
            case "read" -> Crud.READ;
            case "delete" -> Crud.DELETE;
            case "write" -> op != null && "true".equals(op.effectiveConfig().get("update")) ? Crud.UPDATE : Crud.CREATE;
            default -> null;
        };
    }

    /** The bytes an operation's {@code sizes} selector draws from, lowest and highest; null without one. */
    private static long[] sizeRange(Operation op) {
        String sizes = op.effectiveConfig().get("sizes");
        if (sizes == null || sizes.isBlank()) {
            return null;
        }
        try {
            SizeSelector sel = SelectorParser.parseSize(sizes);
            Selector s = sel.selector();
            return new long[] {Math.multiplyExact(s.min(), sel.unit().bytes()), sel.maxBytes()};
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The first (or last) change of the stage to {@code state}, else its first (or last) change. */
    private static Instant at(JsonSummary.StageJson s, String state, boolean first) {
        if (s.history() == null || s.history().isEmpty()) {
            return null;
        }
        JsonSummary.ChangeJson found = null;
        for (JsonSummary.ChangeJson c : s.history()) {
            if (c.state().equals(state) && (found == null || !first)) {
                found = c;
            }
        }
        if (found == null) {
            found = first ? s.history().getFirst() : s.history().getLast();
        }
        return Instant.parse(found.at());
    }
}
