package io.objbench.controller.archive;

import io.objbench.controller.run.StageOps;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.workload.Operation;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * HdrHistogram logs {@code s<k>-<stage>-<opLabel>.hlog}: one interval histogram per timeline row
 * (response times of successes, values in µs, written in ms), readable by HdrHistogram's
 * HistogramLogReader and its plotting tools. File names are {@link ArchiveLayout#hlogNames}. An
 * open-loop operation (one whose rows carry service and lag histograms) also gets
 * {@code <…>.service.hlog} and {@code <…>.lag.hlog} ({@link ArchiveLayout#serviceHlogNames},
 * {@link ArchiveLayout#lagHlogNames}), row for row like the response-time log; its response
 * times there are measured from the intended start. A read (an operation whose rows carry a
 * first-byte histogram) also gets {@code <…>.firstbyte.hlog} ({@link ArchiveLayout#firstByteHlogNames}).
 */
public final class HdrLogs {

    private HdrLogs() {
    }

    /** File name → content for every operation of the stage (none for a stage without operations). */
    public static Map<String, byte[]> render(String workloadId, StageResult stage) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        List<Operation> ops = StageOps.of(stage.stage());
        List<String> names = ArchiveLayout.hlogNames(stage.stage());
        List<String> serviceNames = ArchiveLayout.serviceHlogNames(stage.stage());
        List<String> lagNames = ArchiveLayout.lagHlogNames(stage.stage());
        List<String> firstByteNames = ArchiveLayout.firstByteHlogNames(stage.stage());
        for (int i = 0; i < ops.size(); i++) {
            int opIndex = i;
            boolean openLoop = stage.timeline().stream().anyMatch(r -> r.ops().get(opIndex).openLoop());
            files.put(names.get(i), log(workloadId, stage, i, ops.get(i),
                    openLoop ? "response times of successes from the intended start (ms)"
                            : "response times of successes (ms)", TimelineRow.RowOp::histogram));
            if (openLoop) {
                files.put(serviceNames.get(i), log(workloadId, stage, i, ops.get(i),
                        "service times of successes, from the actual start (ms)", r -> orEmpty(r.serviceHistogram())));
                files.put(lagNames.get(i), log(workloadId, stage, i, ops.get(i),
                        "schedule lags of successes, actual - intended start (ms)", r -> orEmpty(r.lagHistogram())));
            }
            if (stage.timeline().stream().anyMatch(r -> r.ops().get(opIndex).hasFirstByte())) {
                files.put(firstByteNames.get(i), log(workloadId, stage, i, ops.get(i),
                        "times to first byte of successes, from the actual start (ms)",
                        r -> orEmpty(r.firstByteHistogram())));
            }
        }
        return files;
    }

    private static Histogram orEmpty(Histogram h) {
        return h == null ? io.objbench.core.stats.HistogramCodec.newHistogram() : h;
    }

    private static byte[] log(String workloadId, StageResult stage, int opIndex, Operation op, String what,
                              java.util.function.Function<TimelineRow.RowOp, Histogram> histogram) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8)) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputComment("objbench " + workloadId + " " + stage.stage().id() + " " + op.label()
                    + " " + what);
            writer.outputLogFormatVersion();
            List<TimelineRow> rows = stage.timeline();
            long base = rows.isEmpty() ? 0 : rows.get(0).startMicros() / 1000;
            writer.outputStartTime(base);
            writer.setBaseTime(base);
            writer.outputLegend();
            for (TimelineRow row : rows) {
                Histogram h = histogram.apply(row.ops().get(opIndex));
                h.setStartTimeStamp(row.startMicros() / 1000);
                h.setEndTimeStamp(row.endMicros() / 1000);
                h.setTag(op.id());
                writer.outputIntervalHistogram((h.getStartTimeStamp() - base) / 1000.0,
                        (h.getEndTimeStamp() - base) / 1000.0, h, 1000.0);
            }
        }
        return bytes.toByteArray();
    }
}
