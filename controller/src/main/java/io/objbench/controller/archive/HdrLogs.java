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
 * HistogramLogReader and its plotting tools. File names are {@link ArchiveLayout#hlogNames}.
 */
public final class HdrLogs {

    private HdrLogs() {
    }

    /** File name → content for every operation of the stage (none for a stage without operations). */
    public static Map<String, byte[]> render(String workloadId, StageResult stage) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        List<Operation> ops = StageOps.of(stage.stage());
        List<String> names = ArchiveLayout.hlogNames(stage.stage());
        for (int i = 0; i < ops.size(); i++) {
            files.put(names.get(i), log(workloadId, stage, i, ops.get(i)));
        }
        return files;
    }

    private static byte[] log(String workloadId, StageResult stage, int opIndex, Operation op) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8)) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputComment("objbench " + workloadId + " " + stage.stage().id() + " " + op.label()
                    + " response times of successes (ms)");
            writer.outputLogFormatVersion();
            List<TimelineRow> rows = stage.timeline();
            long base = rows.isEmpty() ? 0 : rows.get(0).startMicros() / 1000;
            writer.outputStartTime(base);
            writer.setBaseTime(base);
            writer.outputLegend();
            for (TimelineRow row : rows) {
                Histogram h = row.ops().get(opIndex).histogram();
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
