package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.OpenLoopRun;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.SteadyVerdict;
import io.objbench.controller.run.WorkloadResult;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;

/**
 * The report page of an archived run whose stage had until="stable": the badge and its line
 * (screenshot {@code report-steady}), for a stage that ended stable and for one that was not steady.
 */
class SteadyReportIT {

    @TempDir
    static Path dir;
    static UiServer server;
    static Browser browser;

    /** The archived open-loop run with a steady verdict on its stage: {@code stable} or not steady. */
    static WorkloadResult run(String id, boolean stable) {
        WorkloadResult r = OpenLoopRun.run(2, 2, 2);
        StageResult s = r.stages().getFirst();
        SteadyVerdict v = stable
                ? new SteadyVerdict(true, 0.018, 0.02, -0.004, "stable", 12, 12, 20, 1, 32.4,
                        Instant.parse("2026-11-25T10:00:32.4Z"),
                        List.of(new SteadyVerdict.Estimate("throughput", 1523.4, 1496.0, 1550.8, 0.018)))
                : new SteadyVerdict(false, 0.064, 0.02, 0.213, "runtime", 20, 20, 40, 1, Double.NaN, null,
                        List.of(new SteadyVerdict.Estimate("throughput", 1210.0, 1132.6, 1287.4, 0.064)));
        StageResult steady = new StageResult(s.stage(), s.state(), s.history(), s.works(), s.timeline(), s.missions(),
                s.message(), null, v);
        return new WorkloadResult(id, r.workload(), r.state(), r.history(), r.submittedAt(), r.startedAt(),
                r.stoppedAt(), List.of(steady), r.triggers());
    }

    @BeforeAll
    static void start() throws Exception {
        browser = Browser.start();
        Archive archive = new Archive(dir.resolve("archive"), ZoneOffset.UTC);
        archive.write(run("w1", true));
        archive.write(run("w2", false));
        server = new UiServer(dir, null);
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void theReportMarksAStableStageAndANotSteadyOne() throws Exception {
        browser.open(server.url("/ui/workloads/w2/report"));
        WebElement notSteady = browser.until(d -> browser.all("report-steady").stream().findFirst().orElse(null));
        assertThat(notSteady.getDomAttribute("data-badge")).isEqualTo("Not steady");
        assertThat(notSteady.getText()).isEqualTo("Not steady ran to its runtime; precision 6.4 % of 2.0 %;"
                + " throughput 1210 ± 6.4 %; drift +21.3 %/min; warm-up 20 s (MSER-5)");

        browser.open(server.url("/ui/workloads/w1/report"));
        WebElement stable = browser.until(d -> browser.all("report-steady").stream().findFirst().orElse(null));
        assertThat(stable.getDomAttribute("data-badge")).isEqualTo("Stable");
        assertThat(stable.getText()).isEqualTo("Stable ended after 32 s; precision 1.8 % of 2.0 %;"
                + " throughput 1523 ± 1.8 %; drift -0.4 %/min; warm-up 12 s (MSER-5)");
        Shots.save(browser, "report-steady");
    }
}
