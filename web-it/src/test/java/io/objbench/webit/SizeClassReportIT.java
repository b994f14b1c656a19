package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The report page of a run whose operations are named per size class, as a converted ssbench
 * scenario's are: the ops/s (log scale) and MB/s charts per class and operation kind are drawn
 * (screenshot {@code report-size-classes}).
 */
class SizeClassReportIT {

    @TempDir
    static Path dir;
    static UiServer server;
    static Browser browser;

    private static final String XML = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <workload name="size classes" description="browser test run">
              <storage type="mock" config="store=true;latency=uniform(1,3)" />
              <workflow>
                <workstage name="init">
                  <work type="init" workers="1" config="containers=r(1,3)" />
                </workstage>
                <workstage name="prepare">
                  <work type="prepare" name="prepare-tiny" workers="2" config="containers=r(1,1);objects=r(1,20);sizes=c(4)KB" />
                  <work type="prepare" name="prepare-small" workers="2" config="containers=r(2,2);objects=r(1,20);sizes=c(200)KB" />
                  <work type="prepare" name="prepare-large" workers="2" config="containers=r(3,3);objects=r(1,20);sizes=c(4)MB" />
                </workstage>
                <workstage name="main">
                  <work name="main" workers="8" runtime="4" interval="1">
                    <operation type="write" ratio="20" config="name=create-tiny;containers=c(1);objects=u(21,60);sizes=c(4)KB" />
                    <operation type="read" ratio="30" config="name=read-tiny;containers=c(1);objects=u(1,20)" />
                    <operation type="delete" ratio="5" config="name=delete-tiny;containers=c(1);objects=u(21,60)" />
                    <operation type="write" ratio="10" config="name=create-small;containers=c(2);objects=u(21,60);sizes=c(200)KB" />
                    <operation type="read" ratio="20" config="name=read-small;containers=c(2);objects=u(1,20)" />
                    <operation type="write" ratio="5" config="name=create-large;containers=c(3);objects=u(21,60);sizes=c(4)MB" />
                    <operation type="read" ratio="10" config="name=read-large;containers=c(3);objects=u(1,20)" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """;

    /** Sizes from histogram selectors: each write keeps its results per bucket of its {@code h(…)}. */
    private static final String H_XML = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <workload name="h size classes" description="browser test run">
              <storage type="mock" config="latency=uniform(1,3)" />
              <workflow>
                <workstage name="main">
                  <work name="main" workers="4" runtime="4" interval="1">
                    <operation type="write" ratio="50" config="name=put-small;containers=c(1);objects=u(1,100);sizes=h(1|4|60,64|64|40)KB" />
                    <operation type="write" ratio="50" config="name=put-mixed;containers=c(1);objects=u(1,100);sizes=h(1|4|50,64|64|30,1024|1024|20)KB" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """;

    @BeforeAll
    static void start() throws Exception {
        browser = Browser.start();
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
    void theReportDrawsOpsAndBandwidthPerSizeClass() throws Exception {
        WebElement ops = runAndOpenClassChart(XML, "size-classes.xml", "class-ops-s3-main");
        WebElement mbps = browser.byId("class-mbps-s3-main");
        // three classes: create and read in each, delete in tiny only (ops/s); no delete line in MB/s
        assertThat(ops.getDomAttribute("data-points")).isEqualTo("7");
        assertThat(mbps.getDomAttribute("data-points")).isEqualTo("6");
        assertThat(ops.getText()).contains("operations per second by object size");
        assertThat(browser.all("class-ops-s2-prepare")).isEmpty();
        browser.driver.executeScript("arguments[0].scrollIntoView()", ops);
        Shots.save(browser, "report-size-classes");
    }

    @Test
    void theReportShowsTheClassesOfHistogramSizes() throws Exception {
        WebElement ops = runAndOpenClassChart(H_XML, "h-size-classes.xml", "class-ops-s1-main");
        // one line per h() operation, one point per class it has: 2 + 3
        assertThat(ops.getDomAttribute("data-points")).isEqualTo("5");
        // its log axis spans less than a decade (about 150 to 600 op/s): every tick is labelled
        @SuppressWarnings("unchecked")
        List<String> ticks = (List<String>) browser.driver.executeScript(
                "return Chart.getChart(arguments[0].querySelector('canvas')).scales.y.ticks.map(t => String(t.label))", ops);
        assertThat(ticks).hasSizeGreaterThan(2).allSatisfy(t -> assertThat(t).as("tick labels %s", ticks).isNotBlank());
        assertThat(browser.byId("class-mbps-s1-main").getDomAttribute("data-points")).isEqualTo("5");
        List<WebElement> tables = browser.all("report-classes");
        assertThat(tables).extracting(t -> t.getDomAttribute("data-op")).containsExactly("put-small-write", "put-mixed-write");
        List<WebElement> mixed = tables.get(1).findElements(By.cssSelector("[data-testid=report-class-row]"));
        assertThat(mixed).extracting(r -> r.getDomAttribute("data-class")).containsExactly("1-4KB", "64KB", "1024KB");
        for (WebElement row : mixed) {
            assertThat(Long.parseLong(row.findElement(By.cssSelector("[data-testid=class-op-count]")).getText()
                    .replaceAll("[^0-9]", ""))).as("operations of class %s", row.getDomAttribute("data-class")).isPositive();
        }
        browser.driver.executeScript("arguments[0].scrollIntoView()", tables.get(0));
        Shots.save(browser, "report-h-size-classes");
    }

    /** Runs {@code xml} to its end, opens its report and returns the class chart {@code testId} once drawn. */
    private static WebElement runAndOpenClassChart(String xml, String file, String testId) throws Exception {
        WorkloadView run = server.queue.submit(xml, file);
        server.awaitEnded(run.id(), Duration.ofSeconds(90));
        browser.open(server.url("/ui/workloads/" + run.id() + "/report"));
        return browser.until(d -> browser.all(testId).stream()
                .filter(e -> !"0".equals(e.getDomAttribute("data-points"))).findFirst().orElse(null));
    }
}
