package io.objbench.app.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * ssbench 0.3.9's {@code --csv} report ({@code reporter.py}, {@code generate_default_report}
 * with {@code output_csv}): a header line and one data line, text quoted and numbers not
 * ({@code csv.QUOTE_NONNUMERIC}), numbers rounded to 6 decimals as ssbench's unformatted stats.
 */
final class SsbenchCsv {

    private final List<String> names = new ArrayList<>();
    private final List<String> values = new ArrayList<>();

    private SsbenchCsv() {
    }

    static String render(SsbenchRun run, int pctile, String version) {
        SsbenchCsv c = new SsbenchCsv();
        c.text("scenario_name", run.name());
        c.text("ssbench_version", "objbench " + version);
        c.number("worker_count", run.drivers());
        c.number("concurrency", run.concurrency());
        c.text("start_time", SsbenchText.time(run.ranFrom()));
        c.text("stop_time", SsbenchText.time(run.ranTo()));
        c.decimal("duration", SsbenchText.durationSeconds(run));
        c.text("delete_after", run.deleteAfter() == null ? "None" : run.deleteAfter());
        for (Sections.Section s : Sections.of(run)) {
            Group g = s.all();
            if (g.count == 0) {
                continue;
            }
            String label = s.label().toLowerCase(Locale.ROOT);
            c.number(label + "_count", g.count);
            c.number(label + "_errors", g.errors);
            c.number(label + "_retries", 0);
            c.text(label + "_retry_rate", SsbenchText.f("%5.2f", 0.0));
            c.decimal(label + "_avg_req_per_s", g.reqPerSec);
            c.stats(label, "all", g, pctile);
            for (Map.Entry<String, Group> e : s.perClass().entrySet()) {
                c.stats(label, e.getKey(), e.getValue(), pctile);
            }
        }
        return c.line(c.names, true) + c.line(c.values, false);
    }

    private void stats(String label, String size, Group g, int pctile) {
        latency(label + "_first_" + size + "_", g.firstByte, pctile);
        latency(label + "_last_" + size + "_", g.lastByte, pctile);
    }

    private void latency(String base, Latency l, int pctile) {
        boolean h = l.hasHistogram();
        stat(base + "min", h, h ? l.minSeconds() : 0, " N/A  ");
        stat(base + "max", h, h ? l.maxSeconds() : 0, "  N/A  ");
        stat(base + "avg", !l.empty(), l.empty() ? 0 : l.avgSeconds(), "  N/A  ");
        stat(base + "std_dev", h, h ? l.stdDevSeconds() : 0, "  N/A  ");
        stat(base + pctile + "_pctile", h, h ? l.percentileSeconds(pctile) : 0, "  N/A  ");
        text(base + "worst_txid", "");
    }

    private void stat(String name, boolean known, double v, String missing) {
        if (known) {
            decimal(name, v);
        } else {
            text(name, missing);
        }
    }

    private void text(String name, String v) {
        names.add(name);
        values.add(quote(v));
    }

    private void number(String name, long v) {
        names.add(name);
        values.add(Long.toString(v));
    }

    private void decimal(String name, double v) {
        names.add(name);
        values.add(py(v));
    }

    /** A float as Python prints {@code round(v, 6)}: shortest digits, at least one decimal. */
    static String py(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return Double.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
        }
        String s = BigDecimal.valueOf(v).setScale(6, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        return s.contains(".") ? s : s + ".0";
    }

    private String line(List<String> cells, boolean header) {
        List<String> out = header ? cells.stream().map(SsbenchCsv::quote).toList() : cells;
        return String.join(",", out) + "\n";
    }

    static String quote(String s) {
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }
}
