package io.objbench.web.pages.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.data.LatencyDistribution;
import io.objbench.web.data.OpReport;
import io.objbench.web.data.RunReport;
import io.objbench.web.data.SizeClassChart;
import io.objbench.web.render.Pages;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The size-class charts' data: operations named {@code <kind>-<class>} give ops/s and MB/s per
 * class and kind, classes smallest first; the report page has the two charts only with two
 * classes or more.
 */
class SizeClassChartTest {

    private static OpReport op(String name, String type, String sizes, Long sizeBytes, double throughput,
                               double bandwidth) {
        String label = name.equals(type) ? name : name + "-" + type;
        return new OpReport("s3-main", "op1", label, type, "main", 8, sizes, sizeBytes, 100, 0, 1000, 2.0, null,
                throughput, bandwidth, 1.0, Map.of(), Map.of(), List.of(), LatencyDistribution.of(null));
    }

    @Test
    void classesAreOrderedBySizeWithEachOperationsOwnFigures() {
        List<OpReport> ops = List.of(
                op("create-large", "write", "c(10)MB", 10_000_000L, 5, 50e6),
                op("read-large", "read", "", null, 8, 80e6),
                op("create-tiny", "write", "u(1,16)KB", 8_500L, 400, 3.4e6),
                op("read-tiny", "read", "", null, 900, 7.65e6),
                op("delete-tiny", "delete", "", null, 100, 0));
        SizeClassChart c = SizeClassChart.of(ops);
        assertThat(c.classes()).containsExactly("tiny", "large");
        assertThat(c.labels()).containsExactly("tiny (8.5 kB)", "large (10 MB)");
        assertThat(c.series()).extracting(SizeClassChart.Series::kind).containsExactly("create", "read", "delete");
        SizeClassChart.Series read = c.series().get(1);
        assertThat(read.opsPerSecond()).containsExactly(900.0, 8.0);
        assertThat(read.mbPerSecond()).containsExactly(7.65, 80.0);
        assertThat(c.series().get(2).opsPerSecond()).containsExactly(100.0, null);
    }

    @Test
    void oneClassOrUnnamedOperationsHaveNoChart() {
        assertThat(SizeClassChart.of(List.of(op("create-tiny", "write", "c(1)KB", 1000L, 1, 1),
                op("read-tiny", "read", "", null, 1, 1)))).isNull();
        assertThat(SizeClassChart.of(List.of(op("write", "write", "c(1)KB", 1000L, 1, 1),
                op("read", "read", "", null, 1, 1)))).isNull();
        // a kind that does not match the type is not a class name
        assertThat(SizeClassChart.of(List.of(op("read-tiny", "write", "c(1)KB", 1000L, 1, 1),
                op("read-small", "write", "c(9)KB", 9000L, 1, 1)))).isNull();
    }

    @Test
    void theReportPageDrawsTheTwoChartsOnlyForAStageWithClasses() {
        RunReport.StageReport classes = new RunReport.StageReport("s3-main", "completed", "", 8, List.of(
                op("create-tiny", "write", "c(1)KB", 1000L, 10, 1e4), op("create-small", "write", "c(100)KB", 100_000L, 5, 5e5)),
                List.of());
        RunReport.StageReport plain = new RunReport.StageReport("s4-other", "completed", "", 8, List.of(
                op("write", "write", "c(1)KB", 1000L, 10, 1e4)), List.of());
        Map<String, Object> m = new HashMap<>();
        m.put("user", "");
        m.put("openNote", "");
        m.put("path", "/ui/workloads/w5/report");
        m.put("view", new WorkloadView("w5", "scenario", "FINISHED", 1, 2, 3, "", List.of(), ""));
        m.put("active", false);
        m.put("hasReport", true);
        m.put("report", new RunReport("w5", "scenario", "finished", "", "", List.of(classes, plain), List.of()));
        m.put("filesBase", "/files/");
        String html = new Pages(ZoneOffset.UTC).render("report.ftlh", m);
        assertThat(html).contains("data-testid=\"class-ops-s3-main\"", "data-testid=\"class-mbps-s3-main\"",
                "&quot;classes&quot;:[&quot;tiny&quot;,&quot;small&quot;]")
                .doesNotContain("class-ops-s4-other");
    }

    /** An operation with h() sizes and the given classes (label, low, high, ops/s, bytes/s). */
    private static OpReport classed(String label, Object[]... classes) {
        List<OpReport.ClassPart> parts = new java.util.ArrayList<>();
        for (Object[] c : classes) {
            parts.add(new OpReport.ClassPart((String) c[0], (Long) c[1], (Long) c[2], 50, 10, 0, 100, 1.5,
                    (Double) c[3], (Double) c[4], 1.0, Map.of("p50", 1.25, "p99", 3.5), null));
        }
        return new OpReport("s2-mix", "op1", label, "write", "main", 8, "h(1|4|50,8|16|50)KB", 8500L, 20, 0, 200, 2.0,
                null, 30.0, 3e5, 1.0, Map.of(), Map.of(), List.of(), LatencyDistribution.of(null), null, null, parts);
    }

    @Test
    void anHOperationsClassesMakeTheChartSmallestFirst() {
        SizeClassChart c = SizeClassChart.of(List.of(
                classed("write", new Object[] {"8-16KB", 8000L, 16000L, 10.0, 1.2e5},
                        new Object[] {"1-4KB", 1000L, 4000L, 20.0, 5e4}),
                op("read", "read", "", null, 900, 7.65e6)));
        assertThat(c.classes()).containsExactly("1-4KB", "8-16KB");
        assertThat(c.series()).extracting(SizeClassChart.Series::kind).containsExactly("write");
        assertThat(c.series().getFirst().opsPerSecond()).containsExactly(20.0, 10.0);
        assertThat(c.series().getFirst().mbPerSecond()).containsExactly(0.05, 0.12);
        // one class only: nothing to compare
        assertThat(SizeClassChart.of(List.of(classed("write", new Object[] {"1-4KB", 1000L, 4000L, 20.0, 5e4}))))
                .isNull();
    }

    @Test
    void theReportPageShowsTheClassTableAndChartsOfAnHOperation() {
        RunReport.StageReport stage = new RunReport.StageReport("s2-mix", "completed", "", 8, List.of(
                classed("write", new Object[] {"1-4KB", 1000L, 4000L, 20.0, 5e4},
                        new Object[] {"8-16KB", 8000L, 16000L, 10.0, 1.2e5})), List.of());
        Map<String, Object> m = new HashMap<>();
        m.put("user", "");
        m.put("openNote", "");
        m.put("path", "/ui/workloads/w6/report");
        m.put("view", new WorkloadView("w6", "mix", "FINISHED", 1, 2, 3, "", List.of(), ""));
        m.put("active", false);
        m.put("hasReport", true);
        m.put("report", new RunReport("w6", "mix", "finished", "", "", List.of(stage), List.of()));
        m.put("filesBase", "/files/");
        String html = new Pages(ZoneOffset.UTC).render("report.ftlh", m);
        assertThat(html).contains("data-testid=\"report-classes\"", "data-class=\"1-4KB\"", "data-class=\"8-16KB\"",
                "data-testid=\"class-ops-s2-mix\"", "&quot;classes&quot;:[&quot;1-4KB&quot;,&quot;8-16KB&quot;]");
        assertThat(html).contains("<td class=\"nowrap\">1-4KB</td><td class=\"num\">50</td>");
    }
}
