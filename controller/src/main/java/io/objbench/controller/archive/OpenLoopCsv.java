package io.objbench.controller.archive;

import io.objbench.controller.run.GeneratorVerdict;
import io.objbench.controller.run.StageOps;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.stats.Saturation;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * objbench's own per-interval open-loop file {@code <stage part>.open-loop.csv} (only for a stage
 * with open-loop works; the COSBench timeline stays as it is): one line per timeline row and
 * open-loop operation with its target and achieved rate, the p99 of the three latencies, and
 * whether that interval alone crossed a limit ({@link GeneratorVerdict}: lag p99 above the work's
 * {@code lagLimit}, or achieved more than {@value Saturation#RATE_TOLERANCE_PERCENT} % below target).
 */
public final class OpenLoopCsv {

    /** The header line. */
    public static final String HEADER = "Timestamp,Version,Op-Id,Op-Label,Target-Rate,Achieved-Rate,Throughput,"
            + "Response-p99-ms,Service-p99-ms,Lag-p99-ms,Lag-Limit-ms,Saturated\n";

    private OpenLoopCsv() {
    }

    /** True when the stage has an open-loop work (the file is written only then). */
    public static boolean applies(StageResult stage) {
        return stage.stage().works().stream().anyMatch(w -> w.openLoop() != null);
    }

    /** The file's text: the header and one line per row and open-loop operation. */
    public static String render(StageResult stage, CsvFormat f) {
        List<Operation> ops = StageOps.of(stage.stage());
        Map<String, Long> lagLimits = new HashMap<>();
        for (Work w : stage.stage().works()) {
            if (w.openLoop() != null) {
                w.operations().forEach(op -> lagLimits.put(op.id(), w.openLoop().lagLimitMicros()));
            }
        }
        StringBuilder sb = new StringBuilder(HEADER);
        for (TimelineRow row : stage.timeline()) {
            for (int i = 0; i < ops.size() && i < row.ops().size(); i++) {
                Long limit = lagLimits.get(ops.get(i).id());
                if (limit != null) {
                    sb.append(CsvFormat.line(cells(row, row.ops().get(i), ops.get(i), limit, f)));
                }
            }
        }
        return sb.toString();
    }

    private static List<String> cells(TimelineRow row, TimelineRow.RowOp op, Operation operation, long lagLimitMicros,
                                      CsvFormat f) {
        Histogram lag = op.lagHistogram();
        Histogram service = op.serviceHistogram();
        boolean any = op.successes() > 0;
        long lagP99 = lag == null || lag.getTotalCount() == 0 ? 0 : lag.highestEquivalentValue(lag.getValueAtPercentile(99));
        boolean saturated = lagP99 > lagLimitMicros
                || op.achievedRate() < op.targetRate() * (1 - Saturation.RATE_TOLERANCE_PERCENT / 100);
        List<String> cells = new ArrayList<>();
        cells.add(f.time(row.at()));
        cells.add(Long.toString(row.version()));
        cells.add(operation.id());
        cells.add(operation.label());
        cells.add(f.rate(op.targetRate()));
        cells.add(f.rate(op.achievedRate()));
        cells.add(f.rate(op.throughput()));
        cells.add(any ? f.millis(op.histogram().getValueAtPercentile(99) / 1000.0) : CsvFormat.NA);
        cells.add(any && service != null ? f.millis(service.getValueAtPercentile(99) / 1000.0) : CsvFormat.NA);
        cells.add(any && lag != null ? f.millis(lagP99 / 1000.0) : CsvFormat.NA);
        cells.add(f.millis(lagLimitMicros / 1000.0));
        cells.add(saturated ? "yes" : "no");
        return cells;
    }
}
