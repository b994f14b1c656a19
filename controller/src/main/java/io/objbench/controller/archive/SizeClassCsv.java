package io.objbench.controller.archive;

import io.objbench.controller.run.StageResult;
import io.objbench.core.stats.OpMetrics;
import io.objbench.core.stats.SizeClassStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * objbench's per-size-class file {@code <stage part>-classes.csv} (only for a stage with an
 * operation whose sizes come from {@code h(…)}; COSBench's files stay as they are): one line per
 * operation and size class with the class's in-window figures, rates over the operation's work
 * window as in the summary (docs/metrics.md, "Results per size class").
 */
public final class SizeClassCsv {

    /** The header line. */
    public static final String HEADER = "Op-Id,Op-Name,Op-Type,Size-Class,Low-Bytes,High-Bytes,Weight,Op-Count,"
            + "Byte-Count,Throughput,Bandwidth,Avg-ResTime,Res-p50-ms,Res-p90-ms,Res-p99-ms,Res-p99.9-ms,Res-Max-ms,"
            + "FirstByte-p50-ms,FirstByte-p99-ms,Succ-Ratio\n";

    private SizeClassCsv() {
    }

    /** True when an operation of the stage has size classes (the file is written only then). */
    public static boolean applies(StageResult stage) {
        return ReportedOp.of(stage).stream().anyMatch(op -> op.stats().hasClasses());
    }

    /** The file's text: the header and one line per operation with classes and class. */
    public static String render(StageResult stage, CsvFormat f) {
        StringBuilder sb = new StringBuilder(HEADER);
        for (ReportedOp op : ReportedOp.of(stage)) {
            if (!op.stats().hasClasses()) {
                continue;
            }
            for (SizeClassStats c : op.stats().classes()) {
                sb.append(CsvFormat.line(cells(op, c, f)));
            }
        }
        return sb.toString();
    }

    private static List<String> cells(ReportedOp op, SizeClassStats c, CsvFormat f) {
        OpMetrics m = OpMetrics.of(c.stats(), op.metrics().windowSeconds());
        boolean pct = op.hasPercentiles() && m.opCount() > 0;
        List<String> cells = new ArrayList<>();
        cells.add(op.operation().id());
        cells.add(op.operation().name());
        cells.add(op.operation().type());
        cells.add(c.sizeClass().label());
        cells.add(Long.toString(c.sizeClass().lowBytes()));
        cells.add(Long.toString(c.sizeClass().highBytes()));
        cells.add(Long.toString(c.sizeClass().weight()));
        cells.add(Long.toString(m.opCount()));
        cells.add(Long.toString(m.byteCount()));
        cells.add(f.rate(m.throughput()));
        cells.add(f.rate(m.bandwidth()));
        cells.add(f.positive(m.avgResponseMs()));
        for (double p : new double[] {50.0, 90.0, 99.0, 99.9, 100.0}) {
            cells.add(pct ? f.millis(m.percentileMs(p)) : CsvFormat.NA);
        }
        Map<Double, Double> firstByte = pct && c.stats().hasFirstByte()
                ? OpMetrics.percentilesMs(c.stats().firstByteHistogram()) : null;
        cells.add(firstByte == null ? CsvFormat.NA : f.millis(firstByte.get(50.0)));
        cells.add(firstByte == null ? CsvFormat.NA : f.millis(firstByte.get(99.0)));
        cells.add(f.ratio(m.successRatio()));
        return cells;
    }
}
