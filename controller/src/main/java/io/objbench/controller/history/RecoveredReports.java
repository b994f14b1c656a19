package io.objbench.controller.history;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.AtomicFiles;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.SummaryCsv;
import io.objbench.controller.run.MissionLog;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.StateChange;
import io.objbench.controller.run.WorkMerger;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.json.LenientJson;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.stats.OpStats;
import io.objbench.core.protocol.MissionIds;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Adds to the archive of each run a controller crash interrupted what its drivers still held:
 * the final reports of its missions, which the restarted controller's pool collects when it
 * aborts them (or reads their unread reports) on reaching a driver ({@code DriverPool.onOrphanReport}).
 *
 * <p>Why merging is sound: a mission's final report is cumulative for the whole mission (every
 * in-window sample it measured, up to the abort), and the crashed controller never wrote results
 * for a stage that had not ended (its summary row says {@code waiting}; only the timeline rows it
 * merged are on disk, in the stage's own file). So the stage's results are the merge of its
 * missions' reports alone, as at a normal stage end: nothing is counted twice, and the timeline
 * keeps what the controller received before the crash (the difference is what it never received).
 * A stage whose results were already written (it ended before the crash) is left alone: its
 * reports were read then. Each recovered report is also kept raw as
 * {@code recovered-<mission id>.json} in the run's directory, and logged in {@code workload.log}.
 * A retried stage's missions ({@code -r<N>} ids) count only for the latest attempt collected, the
 * earlier attempts having been aborted before they measured for the stage.
 */
public final class RecoveredReports implements BiConsumer<String, MissionReport> {

    private static final System.Logger LOG = System.getLogger(RecoveredReports.class.getName());
    // archive JSON indented for people, as JsonSummary writes it; read back leniently (another version's fields)
    private static final ObjectWriter PRETTY = io.objbench.core.json.Json.mapper().writerWithDefaultPrettyPrinter();

    private final History history;
    private final CsvFormat format;
    private final Clock clock;
    private final Map<String, Pending> runs = new LinkedHashMap<>();

    /** Collects for the runs {@code history} recorded as interrupted at this start. */
    public RecoveredReports(History history, ZoneId zone, Clock clock) {
        this.history = history;
        this.format = new CsvFormat(zone);
        this.clock = clock;
        for (History.InterruptedRun r : history.interruptedAtLastStop()) {
            if (r.xml() == null) {
                continue;
            }
            try {
                runs.put(r.id(), new Pending(r, WorkloadReader.read(r.xml(), r.fileName() == null ? r.id() + ".xml"
                        : r.fileName())));
            } catch (io.objbench.core.workload.WorkloadException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "cannot read the workload of interrupted run " + r.id()
                        + " again; what its drivers still hold is not collected: " + e.getMessage());
            }
        }
    }

    /** A mission of an interrupted run: where its report goes. */
    record Target(String runId, Stage stage, int workIndex, int attempt) {
    }

    /** The mission {@code missionId} of {@code driver}, when it belongs to an interrupted run. */
    synchronized Optional<Target> target(String driver, String missionId) {
        for (Pending p : runs.values()) {
            if (!missionId.startsWith(p.run.id() + "-")) { // run ids w<N> are mission id characters already
                continue;
            }
            for (Stage s : p.workload.stages()) {
                for (int w = 1; w <= s.works().size(); w++) {
                    String base = MissionIds.of(p.run.id(), s.id(), w, driver);
                    if (missionId.equals(base)) {
                        return Optional.of(new Target(p.run.id(), s, w, 0));
                    }
                    if (missionId.startsWith(base + "-r") && missionId.substring(base.length() + 2).matches("[1-9][0-9]{0,8}")) {
                        return Optional.of(new Target(p.run.id(), s, w, Integer.parseInt(missionId.substring(base.length() + 2))));
                    }
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public synchronized void accept(String driver, MissionReport report) {
        Optional<Target> t = target(driver, report.missionId());
        if (t.isEmpty()) {
            return; // a mission of no interrupted run (another controller's): nothing of ours to keep
        }
        Pending p = runs.get(t.get().runId());
        try {
            add(p, t.get(), driver, report);
            history.summaryChanged(p.run.id());
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "cannot add the recovered report of mission " + report.missionId()
                    + " to the archive of " + p.run.id() + ": " + e);
        }
    }

    private void add(Pending p, Target t, String driver, MissionReport report) throws IOException {
        Path dir = history.archive().runDir(p.run.id(), p.workload.name());
        Files.createDirectories(dir);
        Instant now = clock.instant();
        // the report in the wire protocol's JSON (histograms encoded), as the driver gave it
        AtomicFiles.write(ArchiveLayout.recovered(dir, report.missionId()),
                PRETTY.writeValueAsString(new RecoveredJson(p.run.id(), t.stage().id(), t.workIndex(), driver,
                        now.toString(), report)) + "\n");
        Path jsonFile = ArchiveLayout.summaryJson(dir);
        Optional<JsonNode> existing = Files.isRegularFile(jsonFile)
                ? Optional.of(LenientJson.mapper().readTree(jsonFile.toFile())) : Optional.empty();
        boolean ended = existing.map(j -> stageEnded(j, t.stage().id())).orElse(false);
        long ops = report.ops().stream().mapToLong(OpStats::total).sum();
        String line;
        if (ended) {
            line = "mission " + report.missionId() + " on driver " + driver + ": report collected after the restart ("
                    + ops + " operations attempted) but stage " + t.stage().id() + " had ended before the crash with its results"
                    + " written: kept apart in recovered-" + report.missionId() + ".json, not merged";
        } else {
            Map<String, Collected> stage = p.stages.computeIfAbsent(t.stage().id(), k -> new LinkedHashMap<>());
            stage.put(report.missionId(), new Collected(t, new MissionLog(driver, t.workIndex(), report)));
            rewriteSummaries(p, dir, existing, now);
            line = "mission " + report.missionId() + " on driver " + driver + ": final report collected after the"
                    + " restart (mission " + report.state().name().toLowerCase(java.util.Locale.ROOT) + "); " + ops
                    + " operations attempted (cumulative for the mission: they include those its snapshots had"
                    + " delivered to the timeline before the crash) make stage " + t.stage().id() + "'s results";
        }
        LOG.log(System.Logger.Level.INFO, "run " + p.run.id() + ": " + line);
        appendLog(dir, report, driver, t, now, line);
    }

    /** True when the stage's results were written: a final state other than waiting. */
    private static boolean stageEnded(JsonNode json, String stageId) {
        for (JsonNode s : json.path("stages")) {
            if (s.path("id").asText().equals(stageId)) {
                String state = s.path("state").asText("waiting").toUpperCase(java.util.Locale.ROOT);
                try {
                    return StageState.valueOf(state).isFinal() && !s.path("recovered").asBoolean(false);
                } catch (IllegalArgumentException e) {
                    return true; // unknown: do not touch it
                }
            }
        }
        return false;
    }

    /** Rewrites the summary CSV and JSON: the recovered stages from their reports, the others as written. */
    private void rewriteSummaries(Pending p, Path dir, Optional<JsonNode> existing, Instant now)
            throws IOException {
        WorkloadResult result = result(p, now);
        Map<String, List<List<String>>> newRows = rowsByStage(SummaryCsv.render(result, format));
        Path csvFile = ArchiveLayout.summaryCsv(dir);
        Map<String, List<List<String>>> oldRows = Files.isRegularFile(csvFile)
                ? rowsByStage(Files.readString(csvFile, StandardCharsets.UTF_8)) : Map.of();
        StringBuilder csv = new StringBuilder(SummaryCsv.HEADER);
        for (Stage s : p.workload.stages()) {
            if (p.workload.search() != null && s.index() == p.workload.search().stageIndex()) {
                // a capacity search's steps stand in its main stage: their rows as archived
                oldRows.forEach((id, rows) -> {
                    if (id.startsWith("s" + s.index() + "-" + io.objbench.core.workload.Steps.PREFIX)) {
                        rows.forEach(r -> csv.append(CsvFormat.line(r)));
                    }
                });
                continue;
            }
            List<List<String>> rows = p.stages.containsKey(s.id()) || !oldRows.containsKey(s.id())
                    ? newRows.getOrDefault(s.id(), List.of()) : oldRows.get(s.id());
            rows.forEach(r -> csv.append(CsvFormat.line(r)));
        }
        AtomicFiles.write(csvFile, csv.toString());

        ObjectNode fresh = (ObjectNode) LenientJson.mapper().readTree(JsonSummary.render(result));
        ObjectNode json;
        if (existing.isPresent() && existing.get() instanceof ObjectNode old) {
            json = old;
            ArrayNode stages = JsonNodeFactory.instance.arrayNode();
            for (JsonNode s : old.path("stages")) {
                String id = s.path("id").asText();
                stages.add(p.stages.containsKey(id) ? stageNode(fresh, id) : s);
            }
            json.set("stages", stages);
        } else {
            json = fresh;
            json.put("state", History.INTERRUPTED.toLowerCase(java.util.Locale.ROOT));
        }
        AtomicFiles.write(ArchiveLayout.summaryJson(dir), PRETTY.writeValueAsString(json) + "\n");
    }

    private static JsonNode stageNode(ObjectNode json, String id) {
        for (JsonNode s : json.path("stages")) {
            if (s.path("id").asText().equals(id)) {
                return s;
            }
        }
        throw new IllegalStateException("stage " + id + " not rendered");
    }

    private static Map<String, List<List<String>>> rowsByStage(String csv) throws IOException {
        List<List<String>> records = CsvFormat.records(csv);
        Map<String, List<List<String>>> out = new LinkedHashMap<>();
        for (List<String> r : records.subList(Math.min(1, records.size()), records.size())) {
            if (!r.isEmpty()) {
                out.computeIfAbsent(CsvFormat.raw(r.get(0)), k -> new ArrayList<>()).add(r);
            }
        }
        return out;
    }

    /** The run as far as recovered: each recovered stage from its reports, the others waiting. */
    WorkloadResult result(Pending p, Instant now) {
        List<StageResult> stages = new ArrayList<>();
        for (Stage s : p.workload.plannedStages()) { // a search's steps are kept from the archive, not recovered
            Map<String, Collected> got = p.stages.get(s.id());
            if (got == null) {
                stages.add(new StageResult(s, StageState.WAITING, List.of(new StateChange<>(StageState.WAITING, now)),
                        List.of(), List.of(), List.of(), ""));
                continue;
            }
            int latest = got.values().stream().mapToInt(c -> c.target.attempt()).max().orElse(0);
            List<MissionLog> logs = got.values().stream().filter(c -> c.target.attempt() == latest)
                    .map(c -> c.log).toList();
            List<WorkResult> works = new ArrayList<>();
            for (int w = 1; w <= s.works().size(); w++) {
                int index = w;
                works.add(WorkMerger.merge(w, s.works().get(w - 1),
                        logs.stream().filter(l -> l.workIndex() == index).map(MissionLog::report).toList()));
            }
            stages.add(new StageResult(s, StageState.TERMINATED,
                    List.of(new StateChange<>(StageState.TERMINATED, p.run.stopped())), works, List.of(), logs,
                    "interrupted by a controller crash; results from the final reports of " + logs.size()
                            + " mission(s) the drivers still held, collected after the restart", now));
        }
        List<StateChange<WorkloadState>> changes = List.of(new StateChange<>(WorkloadState.QUEUING, p.run.submitted()),
                new StateChange<>(WorkloadState.PROCESSING, p.run.started()));
        return new WorkloadResult(p.run.id(), p.workload, WorkloadState.PROCESSING, changes, p.run.submitted(),
                p.run.started(), p.run.stopped(), stages);
    }

    private void appendLog(Path dir, MissionReport report, String driver, Target t, Instant now, String line)
            throws IOException {
        StringBuilder sb = new StringBuilder("\n== recovered @ ").append(format.dateTime(now))
                .append(" (stage ").append(t.stage().id()).append(", after the controller restart)\n")
                .append(line).append('\n')
                .append("-- mission ").append(report.missionId()).append(" on driver ").append(driver).append(": ")
                .append(report.state().name().toLowerCase(java.util.Locale.ROOT));
        if (!report.message().isEmpty()) {
            sb.append(" (").append(report.message()).append(')');
        }
        sb.append('\n');
        report.log().forEach(l -> sb.append(l).append('\n'));
        Files.writeString(dir.resolve(ArchiveLayout.WORKLOAD_LOG), sb.toString(), StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** {@code recovered-<mission>.json}: a recovered report as the driver gave it. */
    record RecoveredJson(String run, String stage, int work, String driver, String collectedAt, MissionReport report) {
    }

    /** A collected report and where it belongs. */
    private record Collected(Target target, MissionLog log) {
    }

    /** An interrupted run and the reports collected for it so far, by stage then mission id. */
    static final class Pending {
        final History.InterruptedRun run;
        final Workload workload;
        final Map<String, Map<String, Collected>> stages = new LinkedHashMap<>();

        Pending(History.InterruptedRun run, Workload workload) {
            this.run = run;
            this.workload = workload;
        }
    }
}
