package io.objbench.web.data;

import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.TimelineCsv;
import io.objbench.controller.archive.TimelineTable;
import io.objbench.controller.run.StageOps;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * A past stage's series read back from its archive through {@link ArchiveReader}: the
 * per-operation {@code .hlog} interval histograms (times and percentiles) joined row by row with
 * the stage's timeline CSV (rates, averages, counts). Either file may be missing; what it would
 * give is then null.
 */
public final class ArchivedSeries {

    private ArchivedSeries() {
    }

    /** The series of {@code stage} archived in {@code runDir}. */
    public static StageSeries read(String workloadId, String state, Path runDir, Stage stage) throws IOException {
        List<Operation> ops = StageOps.of(stage);
        TimelineTable csv = ArchiveReader.timeline(runDir, stage.id());
        List<String> names = ArchiveLayout.hlogNames(stage);
        List<StageSeries.OpSeries> out = new ArrayList<>();
        java.util.Map<String, String> works = StageSeries.workNames(stage);
        long last = 0;
        for (int j = 0; j < ops.size(); j++) {
            List<Histogram> intervals = ArchiveReader.intervals(runDir.resolve(names.get(j)));
            int n = Math.max(intervals.size(), csv.size());
            List<SeriesPoint> points = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                Histogram h = i < intervals.size() ? intervals.get(i) : null;
                points.add(point(i + 1, h, csv, i, j));
            }
            last = Math.max(last, n);
            out.add(new StageSeries.OpSeries(ops.get(j).id(), ops.get(j).label(),
                    works.getOrDefault(ops.get(j).id(), ""), List.copyOf(points)));
        }
        return new StageSeries(workloadId, stage.id(), state, last, out);
    }

    private static SeriesPoint point(long version, Histogram h, TimelineTable csv, int row, int op) {
        boolean any = h != null && h.getTotalCount() > 0;
        Double count = csv.value(row, TimelineCsv.OP_COUNT, op);
        Double ratio = csv.value(row, TimelineCsv.SUCC_RATIO, op);
        long successes = count != null ? count.longValue() : h != null ? h.getTotalCount() : 0;
        Long failures = ratio == null || ratio == 0 ? null : Math.round(successes / (ratio / 100.0)) - successes;
        return new SeriesPoint(version, h == null ? 0 : h.getEndTimeStamp(), successes, failures,
                csv.value(row, TimelineCsv.THROUGHPUT, op), csv.value(row, TimelineCsv.BANDWIDTH, op),
                csv.value(row, TimelineCsv.AVG_RES_TIME, op),
                any ? h.getValueAtPercentile(50.0) / 1000.0 : null, any ? h.getValueAtPercentile(99.0) / 1000.0 : null,
                any ? h.getMaxValue() / 1000.0 : null, Map.of(), null, null, null, null,
                // the CSV's success ratio is exact even when every operation failed (0 %)
                ratio == null ? null : 100.0 - ratio);
    }
}
