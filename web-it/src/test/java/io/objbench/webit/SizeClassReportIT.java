package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
        WorkloadView run = server.queue.submit(XML, "size-classes.xml");
        server.awaitEnded(run.id(), Duration.ofSeconds(90));
        browser.open(server.url("/ui/workloads/" + run.id() + "/report"));
        WebElement ops = browser.until(d -> browser.all("class-ops-s3-main").stream()
                .filter(e -> !"0".equals(e.getDomAttribute("data-points"))).findFirst().orElse(null));
        WebElement mbps = browser.byId("class-mbps-s3-main");
        // three classes: create and read in each, delete in tiny only (ops/s); no delete line in MB/s
        assertThat(ops.getDomAttribute("data-points")).isEqualTo("7");
        assertThat(mbps.getDomAttribute("data-points")).isEqualTo("6");
        assertThat(ops.getText()).contains("operations per second by object size");
        assertThat(browser.all("class-ops-s2-prepare")).isEmpty();
        browser.driver.executeScript("arguments[0].scrollIntoView()", ops);
        Shots.save(browser, "report-size-classes");
    }
}
