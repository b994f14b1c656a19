package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.controller.history.PastRun;
import io.objbench.core.json.Json;
import io.objbench.core.json.LenientJson;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.render.Pages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a capacity search from a real archive: a mock run archived by the controller, to
 * which the test adds a search summary of the documented shape ({@link SearchViewTest#FOUND},
 * its stage ids replaced by the run's own) as the search engine would. Runs without a search,
 * and a search summary that cannot be read, still give their report.
 */
class SearchReportTest {

    @TempDir
    static Path dir;
    static RunFixture fixture;
    static String plain;
    static String search;

    @BeforeAll
    static void run() throws Exception {
        fixture = new RunFixture(dir);
        plain = fixture.runToEnd(RunFixture.workload("plain", 1, "c(1)KB"));
        search = fixture.runToEnd(RunFixture.workload("searched", 1, "c(1)KB"));
        // fixture: the documented shape, its answer step pointing at the run's real main stage
        Files.writeString(runDir(search).resolve(ReportReader.SEARCH_JSON),
                SearchViewTest.FOUND.replace("search-3-rate-450", "s2-main"));
    }

    @AfterAll
    static void close() throws Exception {
        fixture.close();
    }

    private static Path runDir(String id) {
        return fixture.history.get(id).orElseThrow().dir();
    }

    private static RunReport report(String id) throws Exception {
        return new RunData(fixture.queue, fixture.history, java.time.ZoneOffset.UTC).report(id).orElseThrow();
    }

    private static String page(String id, RunReport report) {
        PastRun run = fixture.history.get(id).orElseThrow();
        WorkloadView v = run.view();
        Map<String, Object> m = new HashMap<>();
        m.put("user", "");
        m.put("openNote", "");
        m.put("path", "/ui/workloads/" + id + "/report");
        m.put("view", v);
        m.put("active", false);
        m.put("hasReport", true);
        m.put("report", report);
        m.put("filesBase", "/files/");
        return new Pages(ZoneOffset.UTC).render("report.ftlh", m);
    }

    @Test
    void aRunWithoutSearchHasNoSearchSection() throws Exception {
        RunReport r = report(plain);
        assertThat(r.search()).isNull();
        assertThat(page(plain, r)).doesNotContain("data-testid=\"search\"").contains("data-testid=\"report-stage\"");
    }

    @Test
    void theReportOfASearchShowsOutcomeStepsAndTheCurveContainers() throws Exception {
        RunReport r = report(search);
        assertThat(r.search()).isNotNull();
        assertThat(r.search().found()).isTrue();
        assertThat(r.search().search().answer().stage()).isEqualTo("s2-main");
        String html = page(search, r);
        assertThat(html).contains("data-testid=\"search-outcome\" data-outcome=\"found\" data-load=\"450\"",
                "Capacity: 450 op/s is the highest load that met every SLO",
                "<code data-testid=\"search-slo\">read.p99&lt;=20ms</code>",
                "data-testid=\"search-bracket\">passes at 450, fails at 470 op/s",
                "data-chart=\"capacity\" data-curve=\"0\" data-slo=\"read.p99&lt;=20ms\"",
                "data-chart=\"capacity\" data-curve=\"1\" data-slo=\"main.read.avg &lt; 0.5s\"",
                "<a href=\"#s2-main\">s2-main</a>");
        // four steps, the answer's row marked, each objective's verdict per step
        assertThat(html.split("data-testid=\"search-step\"", -1)).hasSize(5);
        assertThat(html).contains("data-stage=\"s2-main\" data-pass=\"true\" class=\"chosen\" data-chosen=\"true\"");
        assertThat(html.split("data-testid=\"search-step-slo\" data-pass=\"false\"", -1)).hasSize(4);
        assertThat(html).contains("<strong>fail</strong>", "<strong>pass</strong> · answer");
        // the search sits above the stages; the stage the answer names is one of them
        assertThat(html.indexOf("data-testid=\"search\"")).isLessThan(html.indexOf("data-testid=\"report-stage\""));
        assertThat(html).contains("id=\"s2-main\"").doesNotContain("NaN");
    }

    @Test
    void theDataEndpointCarriesTheCurvesReportJsDraws() throws Exception {
        JsonNode json = Json.mapper().readTree(Json.mapper().writeValueAsString(report(search)));
        JsonNode curve = json.path("search").path("curves").path(0);
        assertThat(curve.path("limitMs").asDouble()).isEqualTo(20.0);
        assertThat(curve.path("metric").asText()).isEqualTo("read.p99");
        assertThat(curve.path("points")).hasSize(4);
        assertThat(curve.path("points").path(2).path("chosen").asBoolean()).isTrue();
        assertThat(json.path("search").path("loadUnit").asText()).isEqualTo("op/s");
    }

    @Test
    void theSummaryKeyWinsOverTheFileAndAnUnreadableSummarySaysWhy(@TempDir Path other) throws Exception {
        JsonNode key = LenientJson.mapper().readTree(SearchViewTest.FOUND.replace("\"found\"", "\"never-failed\""));
        Files.writeString(other.resolve(ReportReader.SEARCH_JSON), SearchViewTest.FOUND);
        assertThat(ReportReader.search(key, other).search().outcome()).isEqualTo("never-failed");
        assertThat(ReportReader.search(null, other).search().outcome()).isEqualTo("found");
        assertThat(ReportReader.search(null, other.resolve("none"))).isNull();

        Files.writeString(other.resolve(ReportReader.SEARCH_JSON), "{\"steps\": [ {\"load\": \"many\"} ]}");
        SearchView bad = ReportReader.search(null, other);
        assertThat(bad.search()).isNull();
        assertThat(bad.problem()).startsWith("search.json: ").contains("many");
        RunReport base = report(plain);
        String html = page(plain, new RunReport(base.id(), base.name(), base.state(), base.startedAt(),
                base.stoppedAt(), base.stages(), base.files(), bad));
        assertThat(html).contains("data-testid=\"search-problem\">The search summary could not be read: search.json: ")
                .contains("data-testid=\"report-stage\"");
        assertThat(ReportReader.search(LenientJson.mapper().readTree("{\"steps\": 3}"), other).problem())
                .startsWith("key \"search\" of the JSON summary: ");
    }

    @Test
    void stepsWithoutNumbersStayInTheTableButOffTheCurve() throws Exception {
        SearchView v = SearchViewTest.view("""
                {"vary":"rate","slos":[{"text":"p99<=5ms"}],"outcome":"no-passing-load",
                 "steps":[{"stage":"s2-main","load":10,"pass":false}]}
                """);
        assertThat(v.curves().getFirst().points()).isEmpty();
        RunReport base = report(plain);
        String html = page(plain, new RunReport(base.id(), base.name(), base.state(), base.startedAt(),
                base.stoppedAt(), base.stages(), List.of(), v));
        assertThat(html.split("data-testid=\"search-step\"", -1)).hasSize(2);
        assertThat(html).contains("data-outcome=\"no-passing-load\"").doesNotContain("NaN");
    }
}
