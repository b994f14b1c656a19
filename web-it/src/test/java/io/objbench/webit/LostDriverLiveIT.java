package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.driver.http.HttpDriverClient;
import io.objbench.controller.run.RunSettings;
import io.objbench.core.driver.DriverClient;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.testsupport.MockWorkloads;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A driver killed (kill -9 by PID) in the middle of a stage, watched on the live page: its rows stay
 * in the per-driver table marked lost with the time, the throughput chart marks the loss, the page
 * turns TERMINATED (or FAILED) with the controller's reason without a reload, and the report keeps
 * the operations the lost driver had measured.
 */
class LostDriverLiveIT {

    @TempDir
    Path dir;

    @Test
    void aLostDriverIsMarkedAndTheReasonShowsWithoutAReload() throws Exception {
        try (Browser browser = Browser.start();
             DriverProcess d2 = DriverProcess.start("d2", Files.createDirectories(dir.resolve("d2")));
             UiServer server = new UiServer(dir, null, RunSettings.defaults(), pool(d2))) {
            server.pool.start();
            // both drivers alive before the submit: a stage gets only the drivers alive at its start
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (!server.pool.views().stream().allMatch(io.objbench.core.protocol.DriverView::alive)) {
                assertThat(System.nanoTime()).as("both drivers alive: %s", server.pool.views()).isLessThan(deadline);
                server.pool.pollNow();
                Thread.sleep(200);
            }
            String id = server.queue.submit(MockWorkloads.readWriteMix("lost-live", 4, 40, 50).xml(), "lost.xml").id();
            browser.open(server.url("/ui/workloads/" + id));
            // both drivers report operations in the main stage
            browser.until(Duration.ofSeconds(40), d -> ops(browser, "d2") > 0 && ops(browser, "d1") > 0 ? true : null);
            long before = ops(browser, "d2");

            d2.kill();
            browser.until(Duration.ofSeconds(40), d -> browser.byId("run-state").getText().matches("TERMINATED|FAILED")
                    && browser.byId("run-message").isDisplayed() ? true : null);
            assertThat(browser.byId("run-message").getText()).contains("d2").containsIgnoringCase("lost");
            // the lost driver's rows are still there, marked lost with the time
            WebElement row = browser.until(d -> browser.all("live-driver-row").stream()
                    .filter(r -> "d2".equals(r.getDomAttribute("data-driver"))
                            && "lost".equals(r.getDomAttribute("data-status"))).findFirst().orElse(null));
            assertThat(row.findElements(By.tagName("td")).getLast().getText()).matches("lost at \\d\\d:\\d\\d:\\d\\d");
            browser.until(d -> browser.byId("live-throughput-read").getDomAttribute("data-marks").contains("d2 lost")
                    ? true : null);
            Shots.save(browser, "workload-lost-driver");
            browser.driver.executeScript("arguments[0].scrollIntoView(true);", browser.byId("live-charts"));
            Shots.save(browser, "workload-lost-driver-charts");

            // the report keeps what d2 measured before the kill
            server.awaitEnded(id, Duration.ofSeconds(30));
            browser.open(server.url("/ui/workloads/" + id + "/report"));
            long reported = browser.until(d -> browser.all("report-driver-row").stream()
                    .filter(r -> "d2".equals(r.getDomAttribute("data-driver")))
                    .map(r -> Long.parseLong(r.findElements(By.tagName("td")).get(2).getText().replace(",", "").strip()))
                    .findFirst().orElse(null));
            assertThat(reported).as("the lost driver's operations in the report (live showed %d in one interval)", before)
                    .isPositive();
        }
    }

    /**
     * d1 in this JVM, d2 the process, polled every second; a killed driver refuses connections and
     * is lost at once, a busy one only after 3 missed polls.
     */
    private static DriverPool pool(DriverProcess d2) {
        Map<DriverEndpoint, DriverClient> clients = new LinkedHashMap<>();
        clients.put(new DriverEndpoint("d1", "local:"), new LocalDriverClient(MissionManager.withDefaults("d1")));
        clients.put(new DriverEndpoint("d2", d2.url), new HttpDriverClient("d2", d2.url, null));
        return new DriverPool(clients, 3, Duration.ofSeconds(1), Clock.systemUTC());
    }

    /** The ops of {@code driver}'s read row in the latest interval; 0 while there is none. */
    private static long ops(Browser browser, String driver) {
        return browser.all("live-driver-row").stream()
                .filter(r -> driver.equals(r.getDomAttribute("data-driver")) && "read".equals(r.getDomAttribute("data-op")))
                .map(r -> Long.parseLong(r.findElements(By.tagName("td")).get(3).getText().strip())) // Driver, Op, Work, Ops
                .findFirst().orElse(0L);
    }
}
