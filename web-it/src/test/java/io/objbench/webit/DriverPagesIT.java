package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.run.RunSettings;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.protocol.DriverView;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.testsupport.MockWorkloads;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A two-driver run seen from the driver pages (the list, each driver's running mission with its
 * share of the workers, its intervals), reached from the live page's per-driver table; then the
 * live page's cancel, which asks first (dismissed: the run goes on; accepted: it is cancelled);
 * then a stage shorter than one interval, which the live page explains instead of an empty chart.
 */
class DriverPagesIT {

    @TempDir
    Path dir;

    @Test
    void driverPagesShowTheRunningMissionsAndCancelAsksFirst() throws Exception {
        try (Browser browser = Browser.start();
             UiServer server = new UiServer(dir, null, RunSettings.defaults(), pool())) {
            server.pool.start();
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (!server.pool.views().stream().allMatch(DriverView::alive)) {
                assertThat(System.nanoTime()).as("both drivers alive: %s", server.pool.views()).isLessThan(deadline);
                server.pool.pollNow();
                Thread.sleep(200);
            }
            browser.open(server.url("/ui/drivers"));
            List<WebElement> rows = browser.until(d -> browser.all("driver-list-row").size() == 2
                    ? browser.all("driver-list-row") : null);
            assertThat(rows).extracting(r -> r.getDomAttribute("data-driver")).containsExactly("d1", "d2");
            assertThat(browser.all("driver-health")).extracting(WebElement::getText).containsOnly("alive");
            assertThat(browser.all("driver-joined")).extracting(WebElement::getText)
                    .allMatch(t -> t.startsWith("static (controller.conf)"));

            String id = server.queue.submit(MockWorkloads.readWriteMix("two-drivers", 4, 60, 50).xml(),
                    "two.xml").id();
            // the live page's per-driver table links each driver to its page
            browser.open(server.url("/ui/workloads/" + id));
            WebElement link = browser.until(d -> browser.all("live-driver-row").stream()
                    .filter(r -> "d2".equals(r.getDomAttribute("data-driver")))
                    .map(r -> r.findElements(By.cssSelector("a[href='/ui/drivers/d2']")))
                    .filter(l -> !l.isEmpty()).map(List::getFirst).findFirst().orElse(null));
            link.click();
            browser.until(d -> browser.path().equals("/ui/drivers/d2") ? true : null);
            // its running mission: main, its half of the 4 workers; and its intervals
            WebElement mission = browser.until(d -> browser.all("driver-mission").stream()
                    .filter(r -> id.equals(r.getDomAttribute("data-run")) && "RUNNING".equals(r.getDomAttribute("data-state"))
                            && r.getDomAttribute("data-stage").endsWith("-main"))
                    .findFirst().orElse(null));
            assertThat(mission.getText()).contains("two-drivers", "main");
            assertThat(mission.findElement(Browser.testid("driver-mission-workers")).getText()).matches("(1–2|3–4) \\(2\\)");
            assertThat(browser.byId("driver-workers").getText()).startsWith("2 in running missions");
            for (int i = 0; i < 20 && browser.all("driver-interval").size() < 2; i++) {
                Thread.sleep(1000);
                browser.driver.navigate().refresh();
            }
            assertThat(browser.all("driver-interval")).as("d2's recent intervals").hasSizeGreaterThanOrEqualTo(2);
            assertThat(browser.all("driver-interval").getFirst().getText()).contains(id);
            Shots.save(browser, "driver");
            browser.open(server.url("/ui/drivers"));
            browser.until(d -> browser.all("driver-running").stream().allMatch(e -> e.getText().equals("1")) ? true : null);
            Shots.save(browser, "drivers");

            // cancel asks first: dismissed, the run goes on
            browser.open(server.url("/ui/workloads/" + id));
            browser.byId("cancel").click();
            String asked = browser.until(d -> d.switchTo().alert()).getText();
            assertThat(asked).contains("Cancel workload " + id);
            browser.driver.switchTo().alert().dismiss();
            Thread.sleep(1500);
            assertThat(server.queue.view(id).orElseThrow().state()).isEqualTo("PROCESSING");
            assertThat(browser.path()).isEqualTo("/ui/workloads/" + id);
            // accepted, it is cancelled
            browser.byId("cancel").click();
            browser.until(d -> d.switchTo().alert()).accept();
            server.awaitEnded(id, Duration.ofSeconds(60));
            assertThat(server.history.get(id).orElseThrow().view().state()).isEqualTo("CANCELLED");
            // the driver page shows the mission's end
            browser.open(server.url("/ui/drivers/d1"));
            String ended = browser.until(d -> browser.all("driver-mission").stream()
                    .filter(r -> id.equals(r.getDomAttribute("data-run")) && r.getDomAttribute("data-stage").endsWith("-main"))
                    .map(r -> r.getDomAttribute("data-state")).findFirst().orElse(null));
            assertThat(ended).isNotEqualTo("RUNNING");

            // a stage shorter than one interval (5 s) is explained, not drawn on an empty axis
            String quick = server.queue.submit(io.objbench.testsupport.WorkloadXml.named("quick-stage")
                    .storage("mock", null)
                    .stage("init", io.objbench.testsupport.Work.init(1, "containers=r(1,1)"))
                    .stage("main", io.objbench.testsupport.Work.named("main", 1).totalOps(10)
                            .op("write", 100, MockWorkloads.writes(null, "c(1)KB")))
                    .xml(), "quick.xml").id();
            server.awaitEnded(quick, Duration.ofSeconds(60));
            browser.open(server.url("/ui/workloads/" + quick));
            WebElement note = browser.until(d -> {
                WebElement n = browser.byId("short-stage");
                return n.isDisplayed() ? n : null;
            });
            assertThat(note.getText()).contains("shorter than one interval");
            assertThat(browser.byId("live-stage").getText()).contains("main");
            Shots.save(browser, "workload-short-stage");
        }
    }

    /** Two drivers in this JVM, polled every second. */
    private static DriverPool pool() {
        Map<DriverEndpoint, DriverClient> clients = new LinkedHashMap<>();
        clients.put(new DriverEndpoint("d1", "local:d1"), new LocalDriverClient(MissionManager.withDefaults("d1")));
        clients.put(new DriverEndpoint("d2", "local:d2"), new LocalDriverClient(MissionManager.withDefaults("d2")));
        return new DriverPool(clients, 3, Duration.ofSeconds(1), Clock.systemUTC());
    }
}
