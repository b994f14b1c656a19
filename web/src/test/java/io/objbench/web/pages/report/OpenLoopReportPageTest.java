package io.objbench.web.pages.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.OpenLoopRun;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.data.OpReport;
import io.objbench.web.data.ReportReader;
import io.objbench.web.data.RunReport;
import io.objbench.web.render.Pages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of an open-loop run, from its archived JSON summary to the page: the three
 * latencies of the operation and the "generator saturated" mark with its cause.
 */
class OpenLoopReportPageTest {

    @TempDir
    Path dir;

    private RunReport report(Integer... maxInFlight) throws Exception {
        Path json = dir.resolve("w7-open.json");
        Files.writeString(json, JsonSummary.render(OpenLoopRun.run(maxInFlight)));
        return ReportReader.of(ArchiveReader.readSummary(json), null, List.of("w7-open.json"));
    }

    private static String page(RunReport report) {
        Map<String, Object> m = new HashMap<>();
        m.put("user", "");
        m.put("openNote", "");
        m.put("path", "/ui/workloads/w7/report");
        m.put("view", new WorkloadView("w7", "open", "FINISHED", 1, 1, 1, "", List.of(), ""));
        m.put("active", false);
        m.put("hasReport", true);
        m.put("report", report);
        m.put("filesBase", "/objbench/v1/controller/workloads/w7/files/");
        return new Pages(ZoneOffset.UTC).render("report.ftlh", m);
    }


    @Test
    void theReportReadsTheThreeLatenciesAndTheVerdict() throws Exception {
        RunReport report = report(2, 2, 2);
        RunReport.StageReport stage = report.stages().getFirst();
        assertThat(stage.saturated()).isTrue();
        assertThat(stage.generator().getFirst().cause()).isEqualTo("all workers busy");
        OpReport op = stage.ops().getFirst();
        assertThat(op.openLoop().targetRate()).isEqualTo(300.0);
        Histogram lag = OpenLoopRun.union(true, false);
        assertThat(op.openLoop().lagPercentilesMs().get("p99")).isEqualTo(lag.getValueAtPercentile(99) / 1000.0);
    }

    @Test
    void thePageShowsServiceTimeLagAndTheSaturationMark() throws Exception {
        String html = page(report(2, 2, 2));
        assertThat(html).contains("data-testid=\"report-saturated\" data-work=\"ol\"",
                "<strong>Generator saturated</strong> (all workers busy), work ol: schedule lag p99",
                "data-testid=\"report-op-service\" data-op=\"read\"", "data-testid=\"report-op-lag\" data-op=\"read\"",
                "service time (actual start → completion)", "schedule lag (intended → actual start)",
                "open loop: target 300 op/s, achieved 300 op/s; times from the intended start",
                "data-testid=\"generator-achieved\">300<");
        Histogram lag = OpenLoopRun.union(true, false);
        Histogram service = OpenLoopRun.union(false, true);
        Histogram response = OpenLoopRun.union(true, true);
        assertThat(html).contains(LatencyCells.cell("op-lag-p99", lag.getValueAtPercentile(99)),
                LatencyCells.cell("op-service-max", service.getMaxValue()),
                LatencyCells.cell("op-max", response.getMaxValue()));
        assertThat(html).doesNotContain("NaN");
    }

    @Test
    void aKeptScheduleIsSaidSoAndTheCauseRuleShows() throws Exception {
        assertThat(page(report(1, 1, 1))).contains("(driver CPU), work ol:");
        assertThat(page(report(null, null, null))).contains("(cause unknown: no in-flight count reported)");
    }

    @Test
    void aNetworkBoundStageIsMarkedWithEachDriversShare() throws Exception {
        Path json = dir.resolve("w7-closed.json");
        Files.writeString(json, JsonSummary.render(io.objbench.controller.archive.NetworkBoundRun.of(
                OpenLoopRun.closedLoopRun())));
        RunReport report = ReportReader.of(ArchiveReader.readSummary(json), null, List.of("w7-closed.json"));
        assertThat(report.stages().getFirst().networkBound()).isTrue();
        String html = page(report);
        assertThat(html).contains("data-testid=\"report-network-bound\"><strong>Client network-bound</strong>: d1 at 96 % of its link",
                "data-testid=\"client-network-row\" data-driver=\"d1\"", "<td>40 Mbit/s</td>",
                "data-testid=\"client-network-peak\">96%<", "– (link speed unknown)");
        assertThat(html).doesNotContain("NaN");
        Files.writeString(json, JsonSummary.render(OpenLoopRun.closedLoopRun()));
        String plain = page(ReportReader.of(ArchiveReader.readSummary(json), null, List.of("w7-closed.json")));
        assertThat(plain).doesNotContain("report-client-network", "report-network-bound");
    }
}
