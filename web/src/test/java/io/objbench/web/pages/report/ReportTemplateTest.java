package io.objbench.web.pages.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.MissionBreakdown;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.data.LatencyDistribution;
import io.objbench.web.data.OpReport;
import io.objbench.web.data.RunReport;
import io.objbench.web.render.Pages;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The report template over edge cases real mock runs rarely produce: failures, no percentiles, no successes. */
class ReportTemplateTest {

    private static OpReport op(String label, Double throughput, Map<String, Double> pct, Map<String, Long> errors) {
        return new OpReport("s1-main", "op1", label, "read", "main", 8, "u(1,4)MiB", 2_621_440L, 1200, 34, 123_456_789,
                throughput == null ? null : 2.5, null, throughput, throughput == null ? null : 4.2e6, 0.9724, pct,
                errors, List.of(new OpReport.DriverPart("w5-s1-main-w1-d1", "d1", 600, 20, 60_000_000, 2.4, 60.0, 2.1e6,
                        0.97, pct.get("p99"), pct.get("max"), errors)), LatencyDistribution.of(null));
    }

    private static Map<String, Object> model(RunReport report) {
        Map<String, Object> m = new HashMap<>();
        m.put("user", "");
        m.put("openNote", "");
        m.put("path", "/ui/workloads/w5/report");
        m.put("view", new WorkloadView("w5", "mixed <test>", "FAILED", 1, 2, 3, "", List.of(), "boom"));
        m.put("active", false);
        m.put("hasReport", true);
        m.put("report", report);
        m.put("filesBase", "/objbench/v1/controller/workloads/w5/files/");
        return m;
    }

    @Test
    void rendersFailuresUndefinedNumbersAndEscapesNames() {
        Map<String, Double> pct = new LinkedHashMap<>();
        for (String k : List.of("p50", "p60", "p80", "p90", "p95", "p99", "p99.9", "p99.99", "max")) {
            pct.put(k, k.equals("max") ? 812.5 : k.equals("p50") ? 0.0375 : k.equals("p99.99") ? 1250.0 : 1.25);
        }
        Map<String, Double> none = new LinkedHashMap<>();
        none.put("p50", null); // histogram=false: percentiles archived as null
        OpReport read = op("read", 120.0, pct, Map.of("TIMEOUT", 30L, "THROTTLED", 4L));
        OpReport idle = op("idle", null, none, Map.of());
        RunReport report = new RunReport("w5", "mixed <test>", "failed", "", "", List.of(new RunReport.StageReport(
                "s1-main", "failed", "driver d2 lost", 8, List.of(read, idle),
                List.of(new MissionBreakdown.MissionJson("w5-s1-main-w1-d1", "d1", 1, "accomplished", "", "", "", 30)))),
                List.of("w5-mixed.csv", "s1-main read#1.hlog"));
        String html = new Pages(ZoneOffset.UTC).render("report.ftlh", model(report));
        assertThat(html).contains("Report w5 · mixed &lt;test&gt;", "data-testid=\"report-stage-message\">driver d2 lost",
                "Errors: THROTTLED 4, TIMEOUT 30", "data-testid=\"op-throughput\">120<",
                LatencyCells.cell("op-max", 812_500), LatencyCells.cell("op-p99", 1250), "97.24%",
                "data-testid=\"report-driver-row\" data-driver=\"d1\"",
                "href=\"/objbench/v1/controller/workloads/w5/files/s1-main%20read%231.hlog\"");
        // failures in red with their share of the attempts (34 of 1,234), counts with thousands separators,
        // the work named, the percentile headers plain (each cell carries its unit), and a stage index for a run of 1 stage: none
        assertThat(html).contains("<span class=\"error\" data-testid=\"failure-share\">34 (2.76 %)</span>",
                "data-testid=\"op-count\">1,200<", ">123,456,789<", "data-testid=\"op-work\">main<", "<th>p99.9</th>")
                .doesNotContain("data-testid=\"stage-index\"");
        assertThat(html.split("data-testid=\"report-driver-row\"")[1]).contains("20 (3.23 %)");
        // undefined numbers show as a dash, never NaN or an empty cell
        assertThat(html).doesNotContain("NaN", "<mixed");
        assertThat(html.split("data-testid=\"report-op-row\" data-op=\"idle\"")[1].split("</tr>")[0])
                .contains("data-testid=\"op-throughput\">–<", "data-testid=\"op-p50\">–<", "data-testid=\"op-max\">–<");
        // adaptive units: below 1 ms in µs, from 1000 ms in s, the exact ms in the title
        assertThat(html).contains("data-testid=\"op-p50\" title=\"0.0375 ms\">37.5 µs<",
                "data-testid=\"op-p99.99\" title=\"1250 ms\">1.25 s<", "data-testid=\"op-p99\" title=\"1.25 ms\">1.25 ms<");
    }

    @Test
    void aStageCutAfterItsWarmupSaysWhereTheSteadyWindowBeganAndMarksItsSeries() {
        Map<String, Double> pct = new LinkedHashMap<>();
        pct.put("p99", 2.0);
        RunReport.StageReport stage = new RunReport.StageReport("s1-main", "completed", "", 8,
                List.of(op("read", 100.0, pct, Map.of())), List.of(), List.of(),
                new JsonSummary.SteadyJson(12.0, 12, "MSER-5", ""));
        String html = new Pages(ZoneOffset.UTC).render("report.ftlh",
                model(new RunReport("w5", "warm", "finished", "", "", List.of(stage), List.of())));
        assertThat(html).contains("data-testid=\"report-warmup\">Steady window from 12 s: MSER-5 found 12 warm-up"
                + " intervals", "data-metric=\"throughput\" data-stage=\"s1-main\" data-warmup-intervals=\"12\"");

        RunReport.StageReport none = new RunReport.StageReport("s1-main", "completed", "", 8,
                List.of(op("read", 100.0, pct, Map.of())), List.of(), List.of(),
                new JsonSummary.SteadyJson(0.0, 0, "MSER-5", ""));
        assertThat(new Pages(ZoneOffset.UTC).render("report.ftlh",
                model(new RunReport("w5", "warm", "finished", "", "", List.of(none), List.of()))))
                .doesNotContain("report-warmup", "report-steady", "data-warmup-intervals");
    }

    @Test
    void anActiveRunHasNoReportYet() {
        Map<String, Object> m = model(null);
        m.remove("report");
        m.put("hasReport", false);
        m.put("active", true);
        assertThat(new Pages(ZoneOffset.UTC).render("report.ftlh", m))
                .contains("data-testid=\"no-report\"", "has not ended yet").doesNotContain("data-testid=\"report\"");
    }
}
