package io.objbench.web.pages.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.web.data.RunFixture;
import io.objbench.web.data.ReportReader;
import io.objbench.web.data.RunReport;
import io.objbench.web.render.Pages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report page of a real (short) mock run read back from its JSON summary: the stage verdict
 * with its reasons at the top of the stage, and each driver's health table and telemetry chart.
 */
class VerdictReportPageTest {

    @TempDir
    Path dir;

    @Test
    void theVerdictAndTheDriversHealthAreShownPerStage() throws Exception {
        WorkloadResult run = new WorkloadRunner(Map.of("driver1", new LocalDriverClient(MissionManager.withDefaults("driver1"))),
                RunSettings.defaults().withTick(Duration.ofMillis(200)), RunListener.NONE)
                .run("w9", WorkloadReader.read(RunFixture.workload("verdict", 2, "c(1)KB", 2), "v.xml"));
        Path json = dir.resolve("w9-verdict.json");
        Files.writeString(json, JsonSummary.render(run));
        RunReport report = ReportReader.of(ArchiveReader.readSummary(json), null, List.of("w9-verdict.json"));
        RunReport.StageReport main = report.stages().stream().filter(s -> s.id().endsWith("main")).findFirst().orElseThrow();
        assertThat(main.validity().verdict()).isEqualTo("suspect");
        assertThat(main.telemetry()).isNotEmpty();

        String html = page(report);
        assertThat(html).contains("data-testid=\"report-verdict\" data-verdict=\"suspect\"",
                "data-testid=\"report-verdict-reason\" data-code=\"short-window\"",
                "work main: the window lasted",
                "data-testid=\"driver-health-row\" data-driver=\"driver1\"",
                "data-testid=\"telemetry-" + main.id() + "-driver1\" data-chart=\"telemetry\"");
    }

    private static String page(RunReport report) {
        Map<String, Object> m = new HashMap<>();
        m.put("user", "");
        m.put("openNote", "");
        m.put("path", "/ui/workloads/w9/report");
        m.put("view", new WorkloadView("w9", "verdict", "FINISHED", 1, 1, 1, "", List.of(), ""));
        m.put("active", false);
        m.put("hasReport", true);
        m.put("report", report);
        m.put("filesBase", "/objbench/v1/controller/workloads/w9/files/");
        return new Pages(ZoneOffset.UTC).render("report.ftlh", m);
    }
}
