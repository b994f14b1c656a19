package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.pages.matrix.MatrixSpec;
import io.objbench.web.pages.matrix.MatrixXml;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The sweep view of the matrix generator's output: 2 sizes × 2 worker counts on the mock storage
 * with very short stages. Throughput against workers draws one line per size (not one zig-zag
 * through all four stages), bandwidth against size one line per worker count, the special
 * stages are left out, and the report links to the view and lists every stage in its index
 * (screenshots {@code sweep}, {@code report-index} and {@code report-histogram}).
 */
class SweepIT {

    @RegisterExtension
    static final UiSession ui = UiSession.open();
    static UiServer server;
    static Browser browser;

    @Test
    void aTwoSizesByTwoWorkersMatrixDrawsOneSeriesPerSize() throws Exception {
        MatrixSpec matrix = MatrixSpec.of(Map.of("name", "sweep-browser", "sizes", "4KiB, 1MiB", "containerCounts", "1",
                "workerCounts", "1, 2", "mixes", "50/50/0", "objects", "4", "runtime", "0", "totalOps", "16",
                // stored objects: a read returns the size written, so bandwidth follows the size
                "storageConfig", "store=true"));
        assertThat(matrix.problems()).isEmpty();
        String xml = MatrixXml.of(matrix).getFirst().xml();
        WorkloadView run = server.queue.submit(xml, "sweep.xml");
        server.awaitEnded(run.id(), Duration.ofSeconds(40));

        browser.open(server.url("/ui/workloads/" + run.id() + "/report"));
        browser.byId("sweep-link").click();
        browser.until(d -> browser.path().equals("/ui/workloads/" + run.id() + "/sweep") ? true : null);
        // the four main stages, each with its read and write row; init, prepare, cleanup and dispose left out
        List<WebElement> rows = browser.all("sweep-row");
        assertThat(rows).extracting(r -> r.getDomAttribute("data-stage")).allMatch(s -> s.contains("-main-"))
                .hasSize(8);
        assertThat(browser.all("sweep-size")).extracting(WebElement::getText).containsOnly("4 KiB", "1 MiB");

        browser.until(d -> "0".equals(browser.byId("sweep-throughput-workers").getDomAttribute("data-series")) ? null : true);
        // the chart's own datasets: a line per size, each through both worker counts
        assertThat(datasets("sweep-throughput-workers")).containsExactlyInAnyOrder("4 KiB:2", "1 MiB:2");
        assertThat(datasets("sweep-bandwidth-size")).containsExactlyInAnyOrder("1 worker:2", "2 workers:2");
        assertThat(datasets("sweep-latency-throughput")).containsExactlyInAnyOrder("4 KiB:2", "1 MiB:2");
        // the size axis in human units at the sweep's sizes
        assertThat(String.valueOf(browser.driver.executeScript("return Chart.getChart(arguments[0].querySelector('canvas'))"
                + ".scales.x.ticks.map(t => t.label).join('|')", browser.byId("sweep-bandwidth-size"))))
                .contains("4 KiB", "1 MiB").doesNotContain("1048576");
        Shots.save(browser, "sweep");

        browser.byId("report-link").click();
        List<String> index = browser.until(d -> {
            List<String> links = browser.all("stage-index-link").stream().map(WebElement::getText).toList();
            return links.isEmpty() ? null : links;
        });
        Shots.save(browser, "report-index");
        assertThat(index).hasSize(10).anyMatch(s -> s.endsWith("-init")).anyMatch(s -> s.endsWith("-dispose"))
                .anyMatch(s -> s.endsWith("-main-1MiB-c1-w2-50-50-0"));
        browser.all("stage-index-link").stream().filter(a -> a.getText().endsWith("-main-4KiB-c1-w2-50-50-0")).findFirst()
                .orElseThrow().click();
        browser.until(d -> points("^histogram-"));
        // the histogram of a stage: a bar per few percent of latency, not one per doubling
        WebElement histogram = browser.driver.findElements(By.cssSelector("[data-testid^=\"histogram-\"]")).stream()
                .filter(e -> e.getDomAttribute("data-testid").contains("-main-4KiB-c1-w2")).findFirst().orElseThrow();
        browser.until(d -> "0".equals(histogram.getDomAttribute("data-points")) ? null : true);
        browser.driver.executeScript("arguments[0].scrollIntoView()", histogram);
        Shots.save(browser, "report-histogram");
    }

    /** The datasets of the chart in {@code testId}'s box as {@code label:points}. */
    @SuppressWarnings("unchecked")
    private static List<String> datasets(String testId) {
        return (List<String>) browser.driver.executeScript("return Chart.getChart(arguments[0].querySelector('canvas'))"
                + ".data.datasets.map(d => d.label + ':' + d.data.length)", browser.byId(testId));
    }

    private static Boolean points(String prefix) {
        return browser.driver.findElements(By.cssSelector("[data-testid" + prefix.replace("^", "^=\"") + "\"]")).stream()
                .anyMatch(e -> !"0".equals(e.getDomAttribute("data-points"))) ? true : null;
    }
}
