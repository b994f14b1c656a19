package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;

/**
 * A three-stage run on the {@code none} storage watched as it goes: the live page says "stage 2 of
 * 3" with the stage's clock, an ETA and the ramp-up shaded, shows sub-millisecond latencies in µs
 * (never "0.00 ms"); the dashboard, opened once, follows the run into its third stage by itself.
 */
class LiveProgressIT {

    @RegisterExtension
    static final UiSession ui = UiSession.open();
    static UiServer server;
    static Browser browser;

    private static String workload() {
        String objects = "containers=c(1);objects=u(1,10)";
        return WorkloadXml.named("live-progress").description("live progress browser test").storage("none", null)
                .stage("init", Work.init(1, "containers=r(1,1)"))
                .stage("main", Work.named("main", 2).runtime(10).interval(1).attr("rampup", "2")
                        .op("write", 100, objects + ";sizes=c(1)KB"))
                .stage("tail", Work.named("tail", 1).runtime(4).interval(1).op("read", 100, objects))
                .xml();
    }

    @Test
    void theLivePageSaysWhereTheRunIsAndTheDashboardFollowsItWithoutAReload() throws Exception {
        String id = server.queue.submit(workload(), "live-progress.xml").id();
        browser.open(server.url("/ui/workloads/" + id));

        // stage 2 of 3, its clock running, an ETA, the ramp-up shaded on the throughput chart
        browser.until(d -> browser.byId("stage-position").getText().equals("(stage 2 of 3)") ? true : null);
        browser.until(d -> browser.byId("stage-clock").isDisplayed() ? true : null);
        assertThat(browser.byId("stage-elapsed").getText()).matches("\\d+ s");
        assertThat(browser.byId("stage-remaining").getText()).matches("\\d+ s");
        assertThat(browser.byId("run-eta").getText()).matches("\\d\\d:\\d\\d:\\d\\d");
        browser.until(d -> browser.byId("live-throughput-write").getDomAttribute("data-marks").contains("ramp-up")
                ? true : null);

        // a write on "none" takes microseconds: the table says so in µs, the exact ms in the title
        // text and title read inside the wait: the table is replaced every second
        List<String> avg = browser.until(d -> browser.all("current-row").stream()
                .filter(r -> "write".equals(r.getDomAttribute("data-op")))
                .map(r -> r.findElements(By.tagName("td")).get(5)) // Op, Work, Ops, Throughput, Bandwidth, Avg
                .filter(td -> td.getText().endsWith(" µs"))
                .map(td -> List.of(td.getText(), td.getDomProperty("title"))).findFirst().orElse(null));
        assertThat(avg.get(0)).matches("\\d+(\\.\\d+)? µs|< 1 µs");
        assertThat(avg.get(1)).matches("0\\.\\d+ ms");
        browser.until(d -> points("live-throughput-write") >= 3 ? true : null);
        Shots.save(browser, "workload-live-progress");
        browser.driver.executeScript("arguments[0].scrollIntoView(true);", browser.byId("live-charts"));
        Shots.save(browser, "workload-live-charts");

        // the dashboard, opened once, moves to the third stage by itself (no reload: the marker stays)
        browser.open(server.url("/ui/"));
        browser.driver.executeScript("window.objbenchNoReload = true;");
        browser.until(d -> stageCell(id).contains("s2-main (stage 2 of 3)") ? true : null);
        Shots.save(browser, "dashboard-live");
        browser.until(Duration.ofSeconds(40), d -> stageCell(id).contains("s3-tail (stage 3 of 3)") ? true : null);
        browser.until(Duration.ofSeconds(30), d -> browser.all("history-row").stream()
                .anyMatch(r -> id.equals(r.getDomAttribute("data-id"))) ? true : null);
        assertThat(browser.driver.executeScript("return window.objbenchNoReload === true;")).isEqualTo(true);
        server.awaitEnded(id, Duration.ofSeconds(30));
    }

    /** The dashboard's stage cell of active run {@code id}; empty once it left the active table. */
    private static String stageCell(String id) {
        return browser.all("active-row").stream().filter(r -> id.equals(r.getDomAttribute("data-id")))
                .map(r -> r.findElement(Browser.testid("active-stage")).getText()).findFirst().orElse("");
    }

    private static int points(String testId) {
        String v = browser.byId(testId).getDomAttribute("data-points");
        return v == null || v.isBlank() ? 0 : Integer.parseInt(v.strip());
    }
}
