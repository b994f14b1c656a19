package io.objbench.controller.archive;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The response-time histogram {@code w<N>-<name>-rt-histogram.csv}: COSBench's rows
 * {@code lo~hi,count,cum%} per operation column pair (normal operations whose name is their type,
 * as COSBench), but finer buckets (1 ms up to 100 ms, 10 ms up to 1 s, 100 ms up to 10 s, 1 s up
 * to 500 s, then {@code 500000~+INF}), and every row always written so columns line up. Counts
 * are in-window successes; a sample goes to the bucket of its HdrHistogram median equivalent value.
 */
public final class HistogramCsv {

    /** Bucket lower edges in ms, ascending; the last bucket is open. */
    static final long[] EDGES = edges();

    private HistogramCsv() {
    }

    /** The file's text. */
    public static String render(WorkloadResult run, CsvFormat f) {
        List<String> header = new ArrayList<>(List.of("ResTime"));
        List<long[]> columns = new ArrayList<>();
        for (StageResult stage : run.stages()) {
            for (ReportedOp op : ReportedOp.of(stage)) {
                if (op.work().work().type().special() || !op.operation().name().equals(op.operation().type())) {
                    continue;
                }
                header.add(stage.stage().id() + "-w" + op.work().workIndex() + "-" + op.work().work().name()
                        + "-" + op.operation().name());
                header.add("(%)");
                columns.add(counts(op.hasPercentiles() ? op.stats().responseHistogram() : null));
            }
        }
        StringBuilder sb = new StringBuilder(CsvFormat.line(header));
        long[] totals = new long[columns.size()];
        long[] cumulative = new long[columns.size()];
        for (int c = 0; c < columns.size(); c++) {
            for (long n : columns.get(c)) {
                totals[c] += n;
            }
        }
        for (int b = 0; b < EDGES.length; b++) {
            List<String> cells = new ArrayList<>();
            cells.add(EDGES[b] + "~" + (b + 1 < EDGES.length ? Long.toString(EDGES[b + 1]) : "+INF"));
            for (int c = 0; c < columns.size(); c++) {
                long n = columns.get(c)[b];
                cumulative[c] += n;
                cells.add(Long.toString(n));
                cells.add(f.percent(totals[c] == 0 ? Double.NaN : (double) cumulative[c] / totals[c]));
            }
            sb.append(CsvFormat.line(cells));
        }
        return sb.toString();
    }

    /** Counts per bucket of a µs histogram (all zero for null). */
    static long[] counts(Histogram h) {
        long[] out = new long[EDGES.length];
        if (h == null) {
            return out;
        }
        for (HistogramIterationValue v : h.recordedValues()) {
            long micros = h.medianEquivalentValue(v.getValueIteratedTo());
            out[bucketOf(micros)] += v.getCountAtValueIteratedTo();
        }
        return out;
    }

    /** The bucket of a response time in µs: the last edge ≤ the value. */
    static int bucketOf(long micros) {
        int lo = 0;
        int hi = EDGES.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (EDGES[mid] * 1000 <= micros) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    private static long[] edges() {
        List<Long> e = new ArrayList<>();
        for (long ms = 0; ms < 100; ms += 1) {
            e.add(ms);
        }
        for (long ms = 100; ms < 1_000; ms += 10) {
            e.add(ms);
        }
        for (long ms = 1_000; ms < 10_000; ms += 100) {
            e.add(ms);
        }
        for (long ms = 10_000; ms <= 500_000; ms += 1_000) {
            e.add(ms);
        }
        return e.stream().mapToLong(Long::longValue).toArray();
    }
}
