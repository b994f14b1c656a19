package io.objbench.app.report;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * ssbench 0.3.9's text report ({@code ssbench/reporter.py}, {@code scenario_template}) of an
 * archived stage, line for line in its layout: header, size table, the TOTAL/CREATE/READ/
 * UPDATE/DELETE sections with their first- and last-byte lines over all sizes and per class,
 * and the distribution of requests over workers (objbench: drivers). Seconds with 3 decimals.
 */
final class SsbenchText {

    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    private static final String RULE = "-".repeat(69);

    private SsbenchText() {
    }

    static String render(SsbenchRun run, int pctile, String version) {
        StringBuilder b = new StringBuilder(4096);
        b.append('\n').append(run.name()).append("  (generated with objbench version ").append(version).append(")\n");
        b.append(f("Worker count: %3d   Concurrency: %3d  Ran %s to %s (%.0fs)%n", run.drivers(), run.concurrency(),
                time(run.ranFrom()), time(run.ranTo()), (double) Math.round(durationSeconds(run))));
        b.append("Object expiration (X-Delete-After): ").append(run.deleteAfter() == null ? "None" : run.deleteAfter())
                .append(" (sec)\n\n");
        b.append("% Ops    C   R   U   D       Size Range       Size Name\n");
        double[] weighted = new double[4];
        for (SizeRow row : SizeRow.of(run)) {
            List<String> pcts = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                pcts.add(f("%2.0f", row.crudPct()[i]));
                weighted[i] += row.pct() * row.crudPct()[i] / 100.0;
            }
            b.append(f("%3.0f%%", row.pct())).append("   % ").append(String.join("  ", pcts)).append("      ")
                    .append(row.range()).append("  ").append(row.name()).append('\n');
        }
        b.append(RULE).append('\n');
        b.append(f("        %3.0f %3.0f %3.0f %3.0f      CRUD weighted average%n%n", weighted[0], weighted[1],
                weighted[2], weighted[3]));
        for (Sections.Section s : Sections.of(run)) {
            Group g = s.all();
            if (g.count == 0) {
                continue;
            }
            b.append(s.label()).append('\n');
            b.append(f("       Count: %5d (%5d error; %5d retries: %5.2f%%)  Average requests per second: %5.1f%n",
                    g.count, g.errors, 0, 0.0, g.reqPerSec));
            b.append(f("                            min       max      avg      std_dev  %02d%%-ile  %15s"
                    + "  Worst latency TX ID%n", pctile, ""));
            lines(b, g, pctile, "(all obj sizes)");
            for (Map.Entry<String, Group> e : s.perClass().entrySet()) {
                lines(b, e.getValue(), pctile, f("(%8s objs)", e.getKey()));
            }
            b.append('\n');
        }
        String[] d = distribution(run);
        b.append("Distribution of requests per worker-ID: ").append(d[0]).append(" - ").append(d[1])
                .append(" (avg: ").append(d[2]).append("; stddev: ").append(d[3]).append(")\n");
        return b.toString();
    }

    private static void lines(StringBuilder b, Group g, int pctile, String sizes) {
        b.append("       First-byte latency: ").append(series(g.firstByte, pctile)).append("  ").append(sizes)
                .append("  \n");
        b.append("       Last-byte  latency: ").append(series(g.lastByte, pctile)).append("  ").append(sizes)
                .append("  \n");
    }

    /** {@code min - max  avg  (std_dev)  pctile} as ssbench formats them, N/A without samples. */
    private static String series(Latency l, int pctile) {
        String na = "  N/A  ";
        boolean h = l.hasHistogram();
        String min = h ? f("%6.3f", l.minSeconds()) : " N/A  ";
        String max = h ? f("%7.3f", l.maxSeconds()) : na;
        String avg = l.empty() ? na : f("%7.3f", l.avgSeconds());
        String std = h ? f("%7.3f", l.stdDevSeconds()) : na;
        String pct = h ? f("%7.3f", l.percentileSeconds(pctile)) : na;
        return min + " - " + max + "  " + avg + "  (" + std + ")  " + pct;
    }

    /** min, max, avg, stddev of the successes per driver ({@code %6.3f}, {@code %7.3f}), zeros left out as ssbench does. */
    static String[] distribution(SsbenchRun run) {
        long[] counts = run.perDriver().values().stream().mapToLong(Long::longValue).filter(c -> c > 0).toArray();
        if (counts.length == 0) {
            return new String[] {" N/A  ", "  N/A  ", "  N/A  ", "  N/A  "};
        }
        double[] s = distributionNumbers(counts);
        return new String[] {f("%6.3f", s[0]), f("%7.3f", s[1]), f("%7.3f", s[2]), f("%7.3f", s[3])};
    }

    /** min, max, mean and population standard deviation. */
    static double[] distributionNumbers(long[] counts) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        double sum = 0;
        for (long c : counts) {
            min = Math.min(min, c);
            max = Math.max(max, c);
            sum += c;
        }
        double mean = sum / counts.length;
        double sq = 0;
        for (long c : counts) {
            sq += (c - mean) * (c - mean);
        }
        return new double[] {min, max, mean, Math.sqrt(sq / counts.length)};
    }

    static double durationSeconds(SsbenchRun run) {
        return run.ranFrom() == null || run.ranTo() == null ? 0
                : java.time.Duration.between(run.ranFrom(), run.ranTo()).toNanos() / 1e9;
    }

    static String time(Instant at) {
        return at == null ? "N/A" : TIME.format(at);
    }

    static String f(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
