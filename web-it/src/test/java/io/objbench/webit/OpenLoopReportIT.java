package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.OpenLoopRun;
import java.nio.file.Path;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The report page of an archived open-loop run in a real browser: the generator-saturated mark
 * with its cause, and the service-time and schedule-lag rows under the operation (screenshot
 * {@code report-open-loop}).
 */
class OpenLoopReportIT {

    @TempDir
    static Path dir;
    static UiServer server;
    static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        browser = Browser.start();
        // the run is archived before the controller starts, as after a restart: the history finds it
        new Archive(dir.resolve("archive"), ZoneOffset.UTC).write(OpenLoopRun.run(2, 2, 2));
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
    void theReportShowsTheThreeLatenciesAndTheSaturationMark() throws Exception {
        browser.open(server.url("/ui/workloads/w7/report"));
        WebElement mark = browser.until(d -> browser.all("report-saturated").stream().findFirst().orElse(null));
        assertThat(mark.isDisplayed()).isTrue();
        assertThat(mark.getText()).startsWith("Generator saturated (all workers busy), work ol: schedule lag p99 401.151 ms");
        WebElement lag = browser.byId("report-op-lag");
        assertThat(lag.getText()).contains("schedule lag (intended → actual start)");
        assertThat(lag.findElement(Browser.testid("op-lag-p99")).getText()).isEqualTo("401.151 ms");
        assertThat(browser.byId("report-op-service").findElement(Browser.testid("op-service-max")).getText())
                .isEqualTo("1.112 ms");
        assertThat(browser.all("file-link").stream().map(e -> e.getDomAttribute("data-file")))
                .contains("s1-ol-read.service.hlog", "s1-ol-read.lag.hlog", "s1-ol.open-loop.csv");
        browser.until(d -> browser.driver.findElements(By.cssSelector("[data-chart=cdf][data-points]")).stream()
                .anyMatch(e -> !"0".equals(e.getDomAttribute("data-points"))) ? true : null);
        Shots.save(browser, "report-open-loop");
    }
}
