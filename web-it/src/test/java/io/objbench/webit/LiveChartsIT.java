package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.run.RunSettings;
import io.objbench.core.driver.DriverClient;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The time charts as a monitoring tool's: a stage with two works of the same type on two drivers,
 * the mock storage failing one operation in ten. The live page names each work, draws the
 * failure share, and its "per driver" toggle draws one line per driver; the report's time charts
 * zoom on a drag and "reset zoom" restores the whole axis.
 */
class LiveChartsIT {

    @TempDir
    Path dir;

    private static String workload() {
        String objects = "containers=c(1);objects=u(1,20);sizes=c(1)KB";
        return WorkloadXml.named("live-charts").description("charts browser test")
                .storage("mock", "errors=0.1;delay=1")
                .stage("init", Work.init(1, "containers=r(1,1)"))
                .stage("twin", Work.named("alpha", 2).runtime(30).interval(1).op("write", 100, objects),
                        Work.named("beta", 2).runtime(30).interval(1).op("write", 100, objects))
                .xml();
    }

    @Test
    void liveChartsNameWorksShowFailuresSplitPerDriverAndTheReportZooms() throws Exception {
        try (Browser browser = Browser.start();
             UiServer server = new UiServer(dir, null, RunSettings.defaults(), twoLocalDrivers())) {
            server.pool.start();
            server.pool.pollNow();
            String id = server.queue.submit(workload(), "live-charts.xml").id();
            browser.open(server.url("/ui/workloads/" + id));

            // two works with a "write" each: the table and the charts tell them apart by the work's name
            browser.until(Duration.ofSeconds(40), d -> works(browser).equals(Set.of("alpha", "beta")) ? true : null);
            String alpha = "live-throughput-write (alpha)";
            browser.until(d -> points(browser, alpha) >= 4 ? true : null);
            assertThat(browser.byId(alpha).getText()).contains("write (alpha) throughput");
            assertThat(browser.byId("live-throughput-write (beta)").getText()).contains("write (beta) throughput");

            // per driver: one line per driver (both drivers run both works), and back to the total
            browser.byId("per-driver").click();
            browser.until(Duration.ofSeconds(40), d -> "per-driver".equals(browser.byId(alpha).getDomAttribute("data-view"))
                    && "2".equals(browser.byId(alpha).getDomAttribute("data-lines")) ? true : null);
            assertThat(labels(browser, alpha)).containsExactly("d1", "d2");
            browser.driver.executeScript("arguments[0].scrollIntoView(true);", browser.byId("live-charts"));
            Shots.save(browser, "workload-live-per-driver");
            browser.byId("per-driver").click();
            browser.until(d -> "total".equals(browser.byId(alpha).getDomAttribute("data-view")) ? true : null);

            // one failure in ten: the failure share line shows on the throughput chart
            browser.until(d -> "true".equals(browser.byId(alpha).getDomAttribute("data-failed-line")) ? true : null);
            assertThat(browser.byId(alpha).getDomAttribute("data-lines")).isEqualTo("2"); // throughput, failed %
            assertThat(labels(browser, alpha)).containsExactly("throughput", "failed %");
            Shots.save(browser, "workload-live-failures");

            // the report: a drag over the throughput chart narrows its time axis, reset restores it
            server.awaitEnded(id, Duration.ofSeconds(60));
            browser.open(server.url("/ui/workloads/" + id + "/report"));
            String series = "series-throughput-s2-twin";
            browser.until(d -> points(browser, series) > 0 ? true : null);
            WebElement chart = browser.byId(series);
            browser.driver.executeScript("arguments[0].scrollIntoView({block: 'center'});", chart);
            List<Number> whole = xRange(browser, series);
            WebElement canvas = chart.findElement(org.openqa.selenium.By.tagName("canvas"));
            int w = canvas.getSize().getWidth();
            new Actions(browser.driver).moveToElement(canvas, -w / 8, 0).clickAndHold()
                    .moveByOffset(w / 4, 0).release().perform();
            browser.until(d -> "true".equals(browser.byId(series).getDomAttribute("data-zoomed")) ? true : null);
            List<Number> zoomed = xRange(browser, series);
            assertThat(zoomed.get(1).doubleValue() - zoomed.get(0).doubleValue())
                    .as("zoomed %s, whole %s", zoomed, whole)
                    .isLessThan((whole.get(1).doubleValue() - whole.get(0).doubleValue()) / 2);
            Shots.save(browser, "report-zoomed");
            WebElement reset = chart.findElement(Browser.testid("reset-zoom"));
            assertThat(reset.isDisplayed()).isTrue();
            reset.click();
            browser.until(d -> "false".equals(browser.byId(series).getDomAttribute("data-zoomed")) ? true : null);
            assertThat(xRange(browser, series)).isEqualTo(whole);
            assertThat(reset.isDisplayed()).isFalse();
        }
    }

    /** d1 and d2 in this JVM, polled every second. */
    private static DriverPool twoLocalDrivers() {
        Map<DriverEndpoint, DriverClient> clients = new LinkedHashMap<>();
        for (String name : List.of("d1", "d2")) {
            clients.put(new DriverEndpoint(name, "local:"), new LocalDriverClient(MissionManager.withDefaults(name)));
        }
        return new DriverPool(clients, 3, Duration.ofSeconds(1), Clock.systemUTC());
    }

    private static Set<String> works(Browser browser) {
        return browser.all("current-row").stream().map(r -> r.getDomAttribute("data-work")).collect(Collectors.toSet());
    }

    private static int points(Browser browser, String testId) {
        String v = browser.byId(testId).getDomAttribute("data-points");
        return v == null ? 0 : Integer.parseInt(v);
    }

    /** The labels of the visible lines of the chart in container {@code testId}. */
    @SuppressWarnings("unchecked")
    private static List<String> labels(Browser browser, String testId) {
        return (List<String>) browser.driver.executeScript("const c = Chart.getChart(arguments[0].querySelector('canvas'));"
                + " return c.data.datasets.filter((d, i) => c.isDatasetVisible(i)).map(d => d.label);", browser.byId(testId));
    }

    /** The drawn x axis's [min, max] of the chart in container {@code testId}. */
    @SuppressWarnings("unchecked")
    private static List<Number> xRange(Browser browser, String testId) {
        return (List<Number>) browser.driver.executeScript("const c = Chart.getChart(arguments[0].querySelector('canvas'));"
                + " return [c.scales.x.min, c.scales.x.max];", browser.byId(testId));
    }
}
