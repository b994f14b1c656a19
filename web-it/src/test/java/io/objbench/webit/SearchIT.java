package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.json.Json;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import io.objbench.web.data.OpReport;
import io.objbench.web.data.ReportReader;
import io.objbench.web.data.RunReport;
import io.objbench.web.data.SearchReport;
import java.io.StringReader;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

/**
 * Capacity searches in a real browser. The report: a real run on the mock's fixed-capacity server
 * whose stages are the steps of a search, to which the test adds the search summary of the
 * documented shape (search.json) computed from the run's own numbers, as the engine would: the
 * page says the answer, draws the curve with the SLO line and the chosen point (screenshot
 * {@code report-search}). The submit page: the search fields put a valid {@code <search>} element
 * into the workload (screenshot {@code submit-search}).
 */
class SearchIT {

    /** The mock server's capacity, op/s: steps above it queue without bound. */
    static final int CAPACITY = 200;
    /** The steps' offered rates, in the order a search would run them (double, then bisect). */
    static final int[] LOADS = {50, 100, 200, 400, 150, 175};
    static final double LIMIT_MS = 20.0;
    static final String SLO = "read.p99<=20ms";

    @RegisterExtension
    static final UiSession ui = UiSession.open();
    static UiServer server;
    static Browser browser;

    /** A workload of one stage per load: work main reading at that rate for 2 s from the mock's server. */
    static String steps() {
        WorkloadXml w = WorkloadXml.named("search-steps").description("capacity search fixture")
                .storage("mock", "capacity=" + CAPACITY + ";latency=fixed(1)");
        for (int i = 0; i < LOADS.length; i++) {
            w.stage("search-" + (i + 1) + "-rate-" + LOADS[i], Work.named("main", 16).runtime(2).interval(1)
                    .attr("rate", String.valueOf(LOADS[i])).op("read", 100, "containers=c(1);objects=u(1,9)"));
        }
        return w.xml();
    }

    /**
     * Fixture: the search summary of the documented shape from the run's own figures. Each step
     * passes when its read p99 meets the limit; the answer is the highest passing load below the
     * lowest failing one.
     */
    static SearchReport summary(RunReport report) {
        List<SearchReport.Step> steps = new ArrayList<>();
        Double low = null;
        Double high = null;
        String stage = null;
        Double achieved = null;
        for (int i = 0; i < LOADS.length; i++) {
            RunReport.StageReport s = report.stages().get(i);
            OpReport read = s.ops().getFirst();
            double p99 = read.percentilesMs().get("p99");
            long attempts = read.opCount() + read.failures();
            boolean pass = p99 <= LIMIT_MS;
            steps.add(new SearchReport.Step(s.id(), (double) LOADS[i], read.throughput(), read.percentilesMs(),
                    attempts == 0 ? 0.0 : (double) read.failures() / attempts,
                    List.of(new SearchReport.SloValue(SLO, p99, pass)), pass));
            if (!pass && (high == null || LOADS[i] < high)) {
                high = (double) LOADS[i];
            }
        }
        for (SearchReport.Step st : steps) {
            if (st.pass() && (high == null || st.load() < high) && (low == null || st.load() > low)) {
                low = st.load();
                stage = st.stage();
                achieved = st.throughput();
            }
        }
        String outcome = low == null ? "no-passing-load" : high == null ? "never-failed" : "found";
        return new SearchReport("main", "rate", 0.15, 50.0, 400.0, 2.0, List.of(new SearchReport.Slo(SLO)), steps,
                outcome, "found".equals(outcome) ? new SearchReport.Answer(low, achieved, stage) : null,
                "found".equals(outcome) ? new SearchReport.Bracket(low, high) : null);
    }

    @Test
    void theReportOfASearchShowsTheAnswerAndTheCurveWithTheSloLine() throws Exception {
        WorkloadView v = server.queue.submit(steps(), "search-steps.xml");
        server.awaitEnded(v.id(), Duration.ofSeconds(90));
        var run = server.history.get(v.id()).orElseThrow();
        RunReport report = ReportReader.read(run).orElseThrow();
        assertThat(report.stages()).hasSize(LOADS.length);
        SearchReport search = summary(report);
        Files.writeString(run.dir().resolve(ReportReader.SEARCH_JSON), Json.mapper().writeValueAsString(search));
        // above the capacity the backlog grows through the step: that step cannot meet 20 ms
        assertThat(search.steps().get(3).pass()).isFalse();

        browser.open(server.url("/ui/workloads/" + v.id() + "/report"));
        WebElement outcome = browser.until(d -> browser.all("search-outcome").stream().findFirst().orElse(null));
        assertThat(outcome.getDomAttribute("data-outcome")).isEqualTo(search.outcome());
        if (search.answer() != null) {
            assertThat(outcome.getText()).startsWith("Capacity: " + Math.round(search.answer().load())
                    + " op/s is the highest load that met every SLO");
            assertThat(search.answer().load()).isLessThan(CAPACITY + 1.0);
        }
        assertThat(browser.all("search-step")).hasSize(LOADS.length);
        assertThat(browser.all("search-step").stream().map(e -> e.getDomAttribute("data-pass")))
                .containsExactlyElementsOf(search.steps().stream().map(s -> String.valueOf(s.pass())).toList());
        // the chart: every step drawn, the SLO line at its limit, the answer marked
        WebElement chart = browser.until(d -> {
            WebElement c = browser.byId("search-curve");
            return String.valueOf(LOADS.length).equals(c.getDomAttribute("data-points")) ? c : null;
        });
        assertThat(chart.getDomAttribute("data-limit")).isEqualTo("20");
        assertThat(chart.getDomAttribute("data-chosen")).isEqualTo(search.answer() == null ? "0" : "1");
        assertThat(chart.findElement(By.tagName("h4")).getText()).contains("read.p99", SLO);
        Long drawn = (Long) browser.driver.executeScript(
                "const c = Chart.getChart(arguments[0]); return c.data.datasets.find(d => d.label.startsWith('SLO limit'))"
                        + ".data.filter(p => p.y === 20).length;", chart.findElement(By.tagName("canvas")));
        assertThat(drawn).isEqualTo(2L);
        Shots.save(browser, "report-search");
    }

    @Test
    void theSubmitFormPutsAValidSearchElementIntoTheWorkload() throws Exception {
        browser.open(server.url("/ui/submit"));
        WebElement text = browser.byId("submit-xml");
        browser.driver.executeScript("arguments[0].value = arguments[1];", text, Workloads.mock("to-search", 4, 30));
        browser.byId("search-form").findElement(By.tagName("summary")).click();
        WebElement slos = browser.byId("search-slos");
        slos.clear();
        slos.sendKeys("read.p99<=20ms\nerrors<0.1%");
        new Select(browser.byId("search-vary")).selectByValue("workers");
        type("search-from", "2");
        type("search-to", "64");
        type("search-step", "10");
        type("search-precision", "5");
        type("search-work", "main");
        browser.driver.executeScript("arguments[0].scrollIntoView({block: 'end'});", browser.byId("search-form"));
        Shots.save(browser, "submit-search");
        browser.byId("search-apply").click();
        browser.until(d -> browser.all("search-applied").stream().findFirst().orElse(null));
        String xml = browser.byId("submit-xml").getDomProperty("value");
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader(xml))).getDocumentElement();
        Element search = (Element) root.getElementsByTagName("search").item(0);
        assertThat(Map.of("vary", search.getAttribute("vary"), "from", search.getAttribute("from"),
                "to", search.getAttribute("to"), "stepTime", search.getAttribute("stepTime"),
                "precision", search.getAttribute("precision"), "work", search.getAttribute("work")))
                .isEqualTo(Map.of("vary", "workers", "from", "2", "to", "64", "stepTime", "10s", "precision", "5%",
                        "work", "main"));
        assertThat(((org.w3c.dom.Element) search.getElementsByTagName("slo").item(1)).getAttribute("check"))
                .isEqualTo("errors<0.1%");
        assertThat(search.getNextSibling().getNextSibling().getNodeName()).isEqualTo("workflow");

        // a field that cannot make a search is named, the text left as it was
        type("search-to", "1");
        browser.byId("search-apply").click();
        WebElement error = browser.until(d -> browser.all("search-error").stream().findFirst().orElse(null));
        assertThat(error.getText()).isEqualTo("to: must be above from (2), got 1");
        assertThat(browser.byId("submit-xml").getDomProperty("value")).isEqualTo(xml);
    }

    private static void type(String testId, String value) {
        WebElement e = browser.byId(testId);
        e.clear();
        e.sendKeys(value);
    }
}
