package io.objbench.web.data;

import io.objbench.controller.run.StageOps;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** A running stage's series from the timeline rows the queue kept (each row's histogram decoded once). */
public final class LiveSeries {

    private LiveSeries() {
    }

    /** The series of {@code rows} of {@code stage}; {@code after} is the version the caller already has. */
    public static StageSeries of(String workloadId, String state, Stage stage, List<TimelineRow> rows, long after) {
        List<Operation> ops = StageOps.of(stage);
        List<List<SeriesPoint>> points = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            points.add(new ArrayList<>());
        }
        long last = after;
        for (TimelineRow row : rows) {
            last = Math.max(last, row.version());
            for (int i = 0; i < ops.size() && i < row.ops().size(); i++) {
                points.get(i).add(point(row, row.ops().get(i)));
            }
        }
        Map<String, String> works = StageSeries.workNames(stage);
        List<StageSeries.OpSeries> out = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            out.add(new StageSeries.OpSeries(ops.get(i).id(), ops.get(i).label(),
                    works.getOrDefault(ops.get(i).id(), ""), List.copyOf(points.get(i))));
        }
        List<StageSeries.DriverPoint> history = new ArrayList<>();
        rows.forEach(r -> history.addAll(drivers(r, ops)));
        return new StageSeries(workloadId, stage.id(), state, last, out,
                rows.isEmpty() ? List.of() : drivers(rows.getLast(), ops), history);
    }

    /** One row's per-driver breakdown, labelled. */
    static List<StageSeries.DriverPoint> drivers(TimelineRow row, List<Operation> ops) {
        Map<String, String> labels = new LinkedHashMap<>();
        ops.forEach(o -> labels.put(o.id(), o.label()));
        return row.drivers().stream().map(d -> new StageSeries.DriverPoint(d.driver(),
                labels.getOrDefault(d.opId(), d.opId()), d.successes(), d.failures(),
                Num.of(d.throughput()), Num.of(d.bandwidth()), Num.of(d.p99Ms()), d.opId(),
                row.endMicros() / 1000)).toList();
    }

    /** One row's numbers for one operation. */
    static SeriesPoint point(TimelineRow row, TimelineRow.RowOp op) {
        Double p50 = null;
        Double p99 = null;
        Double max = null;
        if (op.successes() > 0) {
            Histogram h = op.histogram();
            p50 = h.getValueAtPercentile(50.0) / 1000.0;
            p99 = h.getValueAtPercentile(99.0) / 1000.0;
            max = h.getMaxValue() / 1000.0;
        }
        Map<String, Long> errors = new LinkedHashMap<>();
        op.errors().forEach((k, v) -> errors.put(k.name(), v));
        if (!op.openLoop()) {
            return new SeriesPoint(row.version(), row.endMicros() / 1000, op.successes(), op.failures(),
                    Num.of(op.throughput()), Num.of(op.bandwidth()), Num.of(op.avgResponseMs()), p50, p99, max, errors);
        }
        // open loop: p50 … max above are the response time from the intended start
        Double serviceP99 = null;
        Double lagP99 = null;
        if (op.successes() > 0) {
            serviceP99 = op.serviceHistogram().getValueAtPercentile(99.0) / 1000.0;
            lagP99 = op.lagHistogram().getValueAtPercentile(99.0) / 1000.0;
        }
        return new SeriesPoint(row.version(), row.endMicros() / 1000, op.successes(), op.failures(),
                Num.of(op.throughput()), Num.of(op.bandwidth()), Num.of(op.avgResponseMs()), p50, p99, max, errors,
                Num.of(op.targetRate()), Num.of(op.achievedRate()), serviceP99, lagP99);
    }
}
