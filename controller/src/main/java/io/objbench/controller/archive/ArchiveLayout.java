package io.objbench.controller.archive;

import io.objbench.controller.run.StageOps;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Where every file of the archive is (docs/metrics.md, "The archive"): the archive directory
 * holds the id counter {@code .meta}, its lock {@code .lock}, the in-flight markers under
 * {@code .inflight/}, the indexes {@code run-history.csv} and {@code workloads.csv}, and one
 * folder {@code w<N>-<name part>/} per run. A run's folder holds {@code workload-config.xml}
 * (and {@code ssbench.scenario} when the workload was generated from one),
 * the summary {@code w<N>-<name>.csv} and {@code .json}, the response-time histogram
 * {@code w<N>-<name>-rt-histogram.csv}, per stage its timeline {@code <stage part>.csv} and one
 * {@code <stage part>-<label part>.hlog} per operation (an open-loop operation also
 * {@code <stage part>-<label part>.service.hlog} and {@code .lag.hlog}, a read also
 * {@code <stage part>-<label part>.firstbyte.hlog}; an open-loop stage also
 * {@code <stage part>.open-loop.csv}), {@code workload.log}, {@code scripts.log},
 * {@code driver-events.csv} (only when a driver missed a poll or was lost) and
 * {@code recovered-<mission id>.json} (only for reports collected after a controller crash).
 * <p>
 * The writers ({@link Archive}, the history) and the readers ({@link ArchiveReader}, the web
 * pages) take every name from here; how a name becomes a safe file name is {@link ArchiveNames}.
 */
public final class ArchiveLayout {

    /** The last run id handed out. */
    public static final String META = ".meta";
    /** The lock file guarding {@link #META} and the indexes across processes. */
    public static final String LOCK = ".lock";
    /** The folder of the in-flight markers, one {@code <id>.json} per accepted run not archived yet. */
    public static final String INFLIGHT = ".inflight";
    /** The run index, one row per run (COSBench's). */
    public static final String RUN_HISTORY = "run-history.csv";
    /** The cross-run matrix, one row per run, stage and operation (COSBench's). */
    public static final String WORKLOADS = "workloads.csv";
    /** A run's workload as submitted. */
    public static final String WORKLOAD_CONFIG = "workload-config.xml";
    /**
     * The ssbench scenario a run's workload was generated from (docs/ssbench.md), beside
     * {@link #WORKLOAD_CONFIG}; only in such a run.
     */
    public static final String SCENARIO = "ssbench.scenario";
    /** A run's mission logs by stage. */
    public static final String WORKLOAD_LOG = "workload.log";
    /** A capacity search's summary (objbench; docs/capacity.md), only in a run with a search. */
    public static final String SEARCH_JSON = "search.json";
    /** A run's trigger outputs (COSBench's name). */
    public static final String SCRIPTS_LOG = "scripts.log";
    /** A run's driver events: missed polls, returns, pauses, losses. */
    public static final String DRIVER_EVENTS = "driver-events.csv";

    private ArchiveLayout() {
    }

    /** The folder of run {@code id} of a workload named {@code workloadName} in {@code archiveDir}. */
    public static Path runDir(Path archiveDir, String id, String workloadName) {
        return archiveDir.resolve(ArchiveNames.runDir(id, workloadName));
    }

    /**
     * The folder of run {@code id} in {@code archiveDir}, found by its {@code w<N>-} prefix (the
     * name part is not needed); empty when the run has none.
     */
    public static Optional<Path> findRunDir(Path archiveDir, String id) throws IOException {
        if (!Files.isDirectory(archiveDir)) {
            return Optional.empty();
        }
        try (Stream<Path> s = Files.list(archiveDir)) {
            return s.filter(Files::isDirectory).filter(p -> p.getFileName().toString().startsWith(id + "-")).findFirst();
        }
    }

    /** The summary CSV {@code w<N>-<name>.csv} of the run in {@code runDir}. */
    public static Path summaryCsv(Path runDir) {
        return runDir.resolve(runDir.getFileName() + ".csv");
    }

    /** The JSON summary {@code w<N>-<name>.json} of the run in {@code runDir}. */
    public static Path summaryJson(Path runDir) {
        return runDir.resolve(runDir.getFileName() + ".json");
    }

    /** The response-time histogram CSV {@code w<N>-<name>-rt-histogram.csv} of the run in {@code runDir}. */
    public static Path histogramCsv(Path runDir) {
        return runDir.resolve(runDir.getFileName() + "-rt-histogram.csv");
    }

    /** The timeline CSV of stage {@code stageId}. */
    public static Path timeline(Path runDir, String stageId) {
        return runDir.resolve(ArchiveNames.timeline(stageId));
    }

    /**
     * objbench's slowest requests of stage {@code stageId} ({@link SlowestCsv}):
     * {@code <stage part>-slowest.csv}, written only for a stage that kept some.
     */
    public static Path slowest(Path runDir, String stageId) {
        String timeline = ArchiveNames.timeline(stageId);
        return runDir.resolve(timeline.substring(0, timeline.length() - ".csv".length()) + "-slowest.csv");
    }

    /**
     * objbench's per-interval open-loop file of stage {@code stageId} ({@link OpenLoopCsv}):
     * {@code <stage part>.open-loop.csv}, written only for a stage with open-loop works.
     */
    public static Path openLoopTimeline(Path runDir, String stageId) {
        String timeline = ArchiveNames.timeline(stageId);
        return runDir.resolve(timeline.substring(0, timeline.length() - ".csv".length()) + ".open-loop.csv");
    }

    /**
     * objbench's per-size-class file of stage {@code stageId} ({@link SizeClassCsv}):
     * {@code <stage part>-classes.csv}, written only for a stage with an operation whose sizes
     * come from {@code h(…)}.
     */
    public static Path sizeClasses(Path runDir, String stageId) {
        String timeline = ArchiveNames.timeline(stageId);
        return runDir.resolve(timeline.substring(0, timeline.length() - ".csv".length()) + "-classes.csv");
    }

    /**
     * objbench's per-driver telemetry file of stage {@code stageId} ({@link TelemetryCsv}):
     * {@code <stage part>-telemetry.csv}, written when its drivers reported telemetry.
     */
    public static Path telemetry(Path runDir, String stageId) {
        String timeline = ArchiveNames.timeline(stageId);
        return runDir.resolve(timeline.substring(0, timeline.length() - ".csv".length()) + "-telemetry.csv");
    }

    /** The raw report of a mission collected after a controller crash. */
    public static Path recovered(Path runDir, String missionId) {
        return runDir.resolve("recovered-" + missionId + ".json");
    }

    /**
     * The {@code .hlog} file name of each operation of {@code stage}, in {@link StageOps} order:
     * {@code <stage part>-<label part>.hlog}; a label shared by two operations of the stage gets
     * the op id appended, so each operation has its own file.
     */
    public static List<String> hlogNames(Stage stage) {
        List<Operation> ops = StageOps.of(stage);
        Set<String> seen = new HashSet<>();
        Set<String> shared = new HashSet<>();
        for (Operation op : ops) {
            if (!seen.add(op.label())) {
                shared.add(op.label());
            }
        }
        List<String> names = new ArrayList<>(ops.size());
        for (Operation op : ops) {
            String label = shared.contains(op.label()) ? op.label() + "-" + op.id() : op.label();
            names.add(ArchiveNames.hlog(stage.id(), label));
        }
        return names;
    }

    /** The service-time log of an open-loop operation: its {@link #hlogNames} name ending {@code .service.hlog}. */
    public static final String SERVICE_HLOG = ".service.hlog";
    /** The schedule-lag log of an open-loop operation: its {@link #hlogNames} name ending {@code .lag.hlog}. */
    public static final String LAG_HLOG = ".lag.hlog";

    /**
     * The service-time {@code .hlog} file name of each operation of {@code stage}, in
     * {@link StageOps} order: its {@link #hlogNames} name with {@code .hlog} replaced by
     * {@value #SERVICE_HLOG} (written only for open-loop operations). Should that be another
     * operation's response-time log (a label ending {@code .service}), the op id is added before
     * the suffix.
     */
    public static List<String> serviceHlogNames(Stage stage) {
        return suffixed(stage, SERVICE_HLOG);
    }

    /** The schedule-lag {@code .hlog} file names, as {@link #serviceHlogNames} with {@value #LAG_HLOG}. */
    public static List<String> lagHlogNames(Stage stage) {
        return suffixed(stage, LAG_HLOG);
    }

    /** The first-byte log of a read: its {@link #hlogNames} name ending {@code .firstbyte.hlog}. */
    public static final String FIRST_BYTE_HLOG = ".firstbyte.hlog";

    /**
     * The first-byte {@code .hlog} file names, as {@link #serviceHlogNames} with
     * {@value #FIRST_BYTE_HLOG} (written only for operations whose rows carry a first byte: reads).
     */
    public static List<String> firstByteHlogNames(Stage stage) {
        return suffixed(stage, FIRST_BYTE_HLOG);
    }

    private static List<String> suffixed(Stage stage, String suffix) {
        List<String> base = hlogNames(stage);
        List<Operation> ops = StageOps.of(stage);
        Set<String> taken = new HashSet<>(base);
        List<String> names = new ArrayList<>(base.size());
        for (int i = 0; i < base.size(); i++) {
            String stem = base.get(i).substring(0, base.get(i).length() - ".hlog".length());
            String name = stem + suffix;
            names.add(taken.contains(name) ? stem + "-" + ArchiveNames.part(ops.get(i).id()) + suffix : name);
        }
        return names;
    }
}
