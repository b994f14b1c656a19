package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The main path of a user: paste a workload on the submit page, watch it live, read its report,
 * then compare it with a second run; and the dashboard listing both.
 */
class RunAndCompareIT {

    private static final Pattern WORKLOAD_PAGE = Pattern.compile("/ui/workloads/(w[0-9]+)");

    @RegisterExtension
    static final UiSession ui = UiSession.open();
    static UiServer server;
    static Browser browser;

    @Test
    void submitWatchLiveReadReportAndCompare() throws Exception {
        browser.open(server.url("/ui/submit"));
        WebElement text = browser.byId("submit-xml");
        browser.driver.executeScript("arguments[0].value = arguments[1];", text, Workloads.mock("browser-run", 4, 8));
        Shots.save(browser, "submit");
        browser.byId("submit-submit").click();

        String first = browser.until(d -> {
            Matcher m = WORKLOAD_PAGE.matcher(browser.path());
            return m.matches() ? m.group(1) : null;
        });
        // queued behind the first, so both runs go back to back
        WorkloadView second = server.queue.submit(Workloads.mock("browser-run-2", 8, 5), "browser-run-2.xml");

        // live: the throughput chart gains points while the run goes on, the table shows numbers
        int early = browser.until(d -> points("live-throughput-read", 1));
        int later = browser.until(d -> {
            int n = points("live-throughput-read", 0);
            return n > early ? n : null;
        });
        assertThat(later).isGreaterThan(early);
        // the latest interval's row of "read", once it counts operations (the very first may not)
        long ops = browser.until(d -> browser.all("current-row").stream()
                .filter(r -> "read".equals(r.getDomAttribute("data-op")))
                .map(r -> Long.parseLong(r.findElements(By.tagName("td")).get(2).getText().strip())) // Op, Work, Ops
                .filter(n -> n > 0).findFirst().orElse(null));
        assertThat(ops).isPositive();
        assertThat(browser.byId("run-state").getText()).isEqualTo("PROCESSING");
        Shots.save(browser, "workload-live");

        // the run ends: the page says so and offers the report
        browser.until(Duration.ofSeconds(60),
                d -> "false".equals(browser.byId("live").getDomAttribute("data-active")) ? true : null);
        assertThat(browser.byId("run-state").getText()).isEqualTo("FINISHED");
        WebElement reportLink = browser.until(d -> browser.byId("report-link").isDisplayed()
                ? browser.byId("report-link") : null);
        reportLink.click();

        browser.until(d -> browser.path().equals("/ui/workloads/" + first + "/report") ? true : null);
        assertThat(browser.byId("report-state").getText()).contains("FINISHED");
        WebElement read = browser.until(d -> browser.all("report-op-row").stream()
                .filter(r -> "read".equals(r.getDomAttribute("data-op"))).findFirst().orElse(null));
        assertThat(read.findElement(Browser.testid("op-p99.99")).getText()).matches("[0-9.,]+ (µs|ms|s)");
        assertThat(Long.parseLong(read.findElement(Browser.testid("op-count")).getText().replace(",", "")))
                .isPositive();
        browser.until(d -> points("^histogram-", 1));
        browser.until(d -> points("^cdf-", 1));
        scrollTo("[data-testid=report-stage][data-stage=s2-main]");
        Shots.save(browser, "report");

        // dashboard: the second run, then both in the history
        server.awaitEnded(second.id(), Duration.ofSeconds(60));
        browser.open(server.url("/ui/"));
        List<String> listed = browser.until(d -> {
            List<String> ids = browser.all("history-row").stream().map(r -> r.getDomAttribute("data-id")).toList();
            return ids.size() >= 2 ? ids : null;
        });
        assertThat(listed).contains(first, second.id());
        Shots.save(browser, "dashboard");

        // compare: both runs side by side, their latency CDFs overlaid
        browser.open(server.url("/ui/compare?ids=" + first + "," + second.id()));
        browser.byId("compare");
        List<String> runs = browser.all("compare-row").stream().map(r -> r.getDomAttribute("data-run")).toList();
        assertThat(runs).contains(first, second.id());
        // the second run's verdicts against the first: per metric the change, its 95 % interval and the verdict
        // (compare.js fills them in after the page has shown)
        List<WebElement> verdicts = browser.until(d -> {
            List<WebElement> rows = browser.all("compare-verdict");
            return rows.isEmpty() ? null : rows;
        });
        assertThat(browser.all("compare-verdicts-loading")).isEmpty();
        assertThat(browser.byId("compare-verdicts").getDomAttribute("data-b")).isEqualTo(second.id());
        assertThat(verdicts).extracting(v -> v.getDomAttribute("data-metric"))
                .contains("throughput", "avg", "p50", "p90", "p95", "p99", "p99.9", "p99.99");
        assertThat(verdicts).extracting(v -> v.getDomAttribute("data-verdict")).allMatch(v -> List.of("faster",
                "slower", "no significant difference", "not enough intervals").contains(v));
        scrollTo("[data-testid=compare-verdicts]");
        Shots.save(browser, "compare-verdicts");
        int cdf = browser.until(d -> points("compare-cdf-read", 1));
        assertThat(cdf).isGreaterThanOrEqualTo(2);
        scrollTo("[data-testid=compare-label][data-label=read]");
        Shots.save(browser, "compare");
    }

    /** Scrolls the page to the element {@code css} (for the screenshots; absent is fine). */
    private static void scrollTo(String css) {
        browser.driver.findElements(By.cssSelector(css)).stream().findFirst()
                .ifPresent(e -> browser.driver.executeScript("arguments[0].scrollIntoView(true);", e));
    }

    /**
     * The {@code data-points} of the chart container {@code testId} (a leading {@code ^}: the first whose
     * test id starts so), or null while below {@code min}.
     */
    private static Integer points(String testId, int min) {
        List<WebElement> found = testId.startsWith("^")
                ? browser.driver.findElements(By.cssSelector("[data-testid^=\"" + testId.substring(1) + "\"]"))
                : browser.all(testId);
        if (found.isEmpty()) {
            return min <= 0 ? 0 : null;
        }
        String v = found.getFirst().getDomAttribute("data-points");
        int n = v == null || v.isBlank() ? 0 : Integer.parseInt(v.strip());
        return n >= min ? n : null;
    }
}
