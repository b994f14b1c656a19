package io.objbench.web.data;

import io.objbench.controller.archive.ArchiveNames;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.run.StageOps;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * A past stage's series read back from its archive: the per-operation {@code .hlog} interval
 * histograms (times and percentiles) joined row by row with the stage's timeline CSV (rates,
 * averages, counts). Either file may be missing; what it would give is then null.
 */
public final class ArchivedSeries {

    private static final int OP_COUNT = 0;
    private static final int AVG_RES = 2;
    private static final int THROUGHPUT = 4;
    private static final int BANDWIDTH = 5;
    private static final int SUCC_RATIO = 6;

    private ArchivedSeries() {
    }

    /** The series of {@code stage} archived in {@code runDir}. */
    public static StageSeries read(String workloadId, String state, Path runDir, Stage stage) throws IOException {
        List<Operation> ops = StageOps.of(stage);
        List<String[]> csv = csvRows(runDir.resolve(ArchiveNames.timeline(stage.id())));
        List<String> names = hlogNames(stage.id(), ops);
        List<StageSeries.OpSeries> out = new ArrayList<>();
        long last = 0;
        for (int j = 0; j < ops.size(); j++) {
            List<Histogram> intervals = intervals(runDir.resolve(names.get(j)));
            int n = Math.max(intervals.size(), csv.size());
            List<SeriesPoint> points = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                Histogram h = i < intervals.size() ? intervals.get(i) : null;
                String[] row = i < csv.size() ? csv.get(i) : null;
                points.add(point(i + 1, h, row, ops.size(), j));
            }
            last = Math.max(last, n);
            out.add(new StageSeries.OpSeries(ops.get(j).id(), ops.get(j).label(), List.copyOf(points)));
        }
        return new StageSeries(workloadId, stage.id(), state, last, out);
    }

    private static SeriesPoint point(long version, Histogram h, String[] row, int opCount, int op) {
        boolean any = h != null && h.getTotalCount() > 0;
        Double count = cell(row, opCount, OP_COUNT, op);
        Double ratio = cell(row, opCount, SUCC_RATIO, op);
        long successes = count != null ? count.longValue() : h != null ? h.getTotalCount() : 0;
        Long failures = ratio == null || ratio == 0 ? null : Math.round(successes / (ratio / 100.0)) - successes;
        return new SeriesPoint(version, h == null ? 0 : h.getEndTimeStamp(), successes, failures,
                cell(row, opCount, THROUGHPUT, op), cell(row, opCount, BANDWIDTH, op), cell(row, opCount, AVG_RES, op),
                any ? h.getValueAtPercentile(50.0) / 1000.0 : null, any ? h.getValueAtPercentile(99.0) / 1000.0 : null,
                any ? h.getMaxValue() / 1000.0 : null, Map.of());
    }

    private static Double cell(String[] row, int opCount, int metric, int op) {
        int index = 1 + metric * opCount + op;
        if (row == null || index >= row.length) {
            return null;
        }
        String text = row[index].trim();
        if (text.endsWith("%")) {
            text = text.substring(0, text.length() - 1);
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return null; // N/A
        }
    }

    /** The data rows of a timeline CSV (after its two header lines); empty when there is none. */
    static List<String[]> csvRows(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<List<String>> records = CsvFormat.records(Files.readString(file, StandardCharsets.UTF_8));
        List<String[]> rows = new ArrayList<>();
        for (int i = 2; i < records.size(); i++) {
            rows.add(records.get(i).toArray(String[]::new));
        }
        return rows;
    }

    /** Every interval histogram of an {@code .hlog} file, in order; empty when there is none. */
    static List<Histogram> intervals(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<Histogram> out = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            HistogramLogReader reader = new HistogramLogReader(in);
            EncodableHistogram e;
            while ((e = reader.nextIntervalHistogram()) != null) {
                if (e instanceof Histogram h) {
                    out.add(h);
                }
            }
        }
        return out;
    }

    /** The archived {@code .hlog} name of each operation, as the archive names them (shared labels get the op id). */
    static List<String> hlogNames(String stageId, List<Operation> ops) {
        Set<String> seen = new HashSet<>();
        Set<String> shared = new HashSet<>();
        for (Operation op : ops) {
            if (!seen.add(op.label())) {
                shared.add(op.label());
            }
        }
        List<String> names = new ArrayList<>();
        for (Operation op : ops) {
            String label = shared.contains(op.label()) ? op.label() + "-" + op.id() : op.label();
            names.add(ArchiveNames.hlog(stageId, label));
        }
        return names;
    }
}
