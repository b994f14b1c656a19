package io.objbench.controller.compare;

import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.TimelineCsv;
import io.objbench.controller.archive.TimelineTable;
import io.objbench.controller.run.StageOps;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * A run read back for a comparison: per stage, each operation's in-window interval histograms
 * from its {@code .hlog} with the same rows' throughput from the stage's timeline CSV. The window is the work's: intervals wholly inside {@code rampup} to
 * {@code rampup + runtime} seconds after the stage's first interval began (COSBench's window;
 * ramp-up and ramp-down measure something else), starting later where the stage's detected
 * warm-up ended (its JSON {@code steady.warmupEndsAt}, as the stage's figures do); a work
 * without {@code runtime} keeps every interval.
 *
 * @param id     the run id ({@code w3})
 * @param name   the workload's name
 * @param dir    the run's archive folder
 * @param stages per stage in run order, its operations in stage order
 */
public record RunIntervals(String id, String name, Path dir, List<StageIntervals> stages) {

    /** How far an interval may reach past a window edge and still count: the rows are cut by the poll, not the window. */
    static final long EDGE_SLACK_MS = 50;

    /**
     * One stage.
     *
     * @param id  the stage id
     * @param ops its operations with their intervals
     */
    public record StageIntervals(String id, List<OpIntervals> ops) {
        public StageIntervals {
            ops = List.copyOf(ops);
        }
    }

    public RunIntervals {
        stages = List.copyOf(stages);
    }

    /**
     * Reads the run in {@code runDir}: its JSON summary (ids, name), its archived workload
     * (stages, operations, windows) and the {@code .hlog} of each operation.
     *
     * @throws IOException when the folder is not a run with a JSON summary and a readable workload
     */
    public static RunIntervals read(Path runDir) throws IOException {
        Optional<JsonSummary.RunJson> summary = ArchiveReader.summary(runDir);
        if (summary.isEmpty()) {
            throw new IOException(runDir + ": not an archived run (no " + ArchiveLayout.summaryJson(runDir).getFileName()
                    + ")");
        }
        Optional<Workload> workload = ArchiveReader.workload(runDir);
        if (workload.isEmpty()) {
            throw new IOException(runDir + ": no readable " + ArchiveLayout.WORKLOAD_CONFIG
                    + " (it names the stages' operations and windows)");
        }
        Map<String, Double> steadyFrom = new HashMap<>();
        for (JsonSummary.StageJson s : summary.get().stages()) {
            // where the stage's steady window began (detected warm-up), 0 when not cut
            JsonSummary.SteadyJson st = s.steady();
            steadyFrom.put(s.id(), st != null && st.warmupEndsAt() != null ? st.warmupEndsAt() : 0.0);
        }
        List<StageIntervals> stages = new ArrayList<>();
        for (Stage stage : workload.get().stages()) {
            if (steadyFrom.containsKey(stage.id())) {
                stages.add(stage(runDir, stage, steadyFrom.get(stage.id())));
            }
        }
        return new RunIntervals(summary.get().id(), summary.get().name(), runDir, stages);
    }

    private static StageIntervals stage(Path runDir, Stage stage, double steadyFromSeconds) throws IOException {
        List<Operation> ops = StageOps.of(stage);
        List<String> files = ArchiveLayout.hlogNames(stage);
        Map<String, Integer> labelUses = new HashMap<>();
        for (Operation op : ops) {
            labelUses.merge(op.label(), 1, Integer::sum);
        }
        TimelineTable timeline = ArchiveReader.timeline(runDir, stage.id());
        List<OpIntervals> out = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            Operation op = ops.get(i);
            String key = labelUses.get(op.label()) > 1 ? op.label() + " (" + op.id() + ")" : op.label();
            Path hlog = runDir.resolve(files.get(i));
            List<Histogram> rows = Files.isRegularFile(hlog) ? ArchiveReader.intervals(hlog) : List.of();
            double[] rates = new double[rows.size()];
            for (int r = 0; r < rates.length; r++) {
                // one timeline row per .hlog row, in the same order (both are the stage's merged rows)
                Double rate = timeline.size() == rows.size() ? timeline.value(r, TimelineCsv.THROUGHPUT, i) : null;
                rates[r] = rate == null ? Double.NaN : rate;
            }
            out.add(window(stage.id(), key, rows, rates, workOf(stage, op), steadyFromSeconds));
        }
        return new StageIntervals(stage.id(), out);
    }

    private static Work workOf(Stage stage, Operation op) {
        for (Work w : stage.works()) {
            if (w.operations().contains(op)) {
                return w;
            }
        }
        throw new IllegalStateException("operation " + op.id() + " is in no work of stage " + stage.id());
    }

    /** The rows inside the work's window (all of them for a work without runtime). */
    static OpIntervals window(String stage, String key, List<Histogram> rows, double[] rates, Work work) {
        return window(stage, key, rows, rates, work, 0);
    }

    /**
     * The rows inside the work's window, starting no earlier than {@code steadyFromSeconds} after
     * the first row (the detected end of the warm-up, as the stage's figures do).
     */
    static OpIntervals window(String stage, String key, List<Histogram> rows, double[] rates, Work work,
                              double steadyFromSeconds) {
        List<Interval> kept = new ArrayList<>();
        if (rows.isEmpty()) {
            return new OpIntervals(stage, key, kept, 0);
        }
        boolean windowed = work.runtime() > 0;
        long launch = rows.get(0).getStartTimeStamp();
        long to = launch + work.rampup() * 1000L + work.runtime() * 1000L;
        long from = launch + Math.max(work.rampup() * 1000L, Math.round(steadyFromSeconds * 1000));
        for (int r = 0; r < rows.size(); r++) {
            Histogram h = rows.get(r);
            if (!windowed || h.getStartTimeStamp() >= from - EDGE_SLACK_MS && h.getEndTimeStamp() <= to + EDGE_SLACK_MS) {
                kept.add(new Interval(h.getStartTimeStamp(), h.getEndTimeStamp(), h, rates[r]));
            }
        }
        return new OpIntervals(stage, key, kept, rows.size() - kept.size());
    }
}
