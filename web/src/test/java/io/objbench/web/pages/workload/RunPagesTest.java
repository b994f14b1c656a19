package io.objbench.web.pages.workload;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.web.data.RunFixture;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The live, report and compare pages and their JSON, served by the whole UI over real mock runs. */
class RunPagesTest {

    // strict, as a browser's JSON.parse: a NaN token fails
    private static final ObjectMapper STRICT = new ObjectMapper();

    @TempDir
    static Path dir;
    static RunFixture fixture;
    static PageServer server;
    static String done;
    static String other;

    @BeforeAll
    static void start() throws Exception {
        fixture = new RunFixture(dir);
        done = fixture.runToEnd(RunFixture.workload("done", 2, "c(2)KB"));
        other = fixture.runToEnd(RunFixture.workload("other", 1, "c(8)KB"));
        server = new PageServer(fixture);
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
        fixture.close();
    }

    @Test
    void theLivePageOfAnEndedRunLinksItsReport() throws Exception {
        HttpResponse<String> r = server.get("/ui/workloads/" + done);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("data-testid=\"run-state\"", ">FINISHED<", "data-stage=\"s2-main\"",
                "data-workload=\"" + done + "\"", "data-active=\"false\"", "/ui/static/workload.js",
                "/ui/static/vendor/chart.umd.js");
        assertThat(r.body()).doesNotContain("data-testid=\"cancel\"");
        assertThat(r.body()).containsPattern("href=\"/ui/workloads/" + done + "/report\" data-testid=\"report-link\">");
    }

    @Test
    void theReportShowsEachOperationDriversChartsAndFiles() throws Exception {
        HttpResponse<String> r = server.get("/ui/workloads/" + done + "/report");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("data-testid=\"report-stage\" data-stage=\"s2-main\"",
                "data-testid=\"report-op-row\" data-op=\"write\"", "data-testid=\"report-driver-row\" data-driver=\"driver1\"",
                "data-testid=\"histogram-s2-main-op1\"", "data-testid=\"cdf-s2-main-op1\"",
                "data-testid=\"series-throughput-s2-main\"",
                "href=\"/objbench/v1/controller/workloads/" + done + "/files/s2-main.csv\"",
                "href=\"/objbench/v1/controller/workloads/" + done + "/files/workload-config.xml\"");
        assertThat(r.body()).doesNotContain("NaN", "TOPSECRETVALUE");
    }

    @Test
    void theTimelineDataOfAPastRunComesFromItsArchive() throws Exception {
        HttpResponse<String> r = server.get("/ui/data/workloads/" + done + "/timeline?stage=s2-main&after=0");
        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode json = STRICT.readTree(r.body());
        assertThat(json.get("active").asBoolean()).isFalse();
        assertThat(json.get("state").asText()).isEqualTo("FINISHED");
        JsonNode points = json.get("series").get("ops").get(0).get("points");
        assertThat(points.size()).isPositive();
        assertThat(json.get("series").get("lastVersion").asLong()).isEqualTo(points.size());
        JsonNode report = STRICT.readTree(server.get("/ui/data/workloads/" + done + "/report").body());
        assertThat(report.get("stages").get(1).get("ops").get(0).get("distribution").get("cdf").size()).isPositive();
    }

    @Test
    void badIdsAndParametersAreRefused() throws Exception {
        assertThat(server.get("/ui/workloads/w999").statusCode()).isEqualTo(404);
        assertThat(server.get("/ui/workloads/w999/report").statusCode()).isEqualTo(404);
        assertThat(server.get("/ui/workloads/" + done + "/nothing").statusCode()).isEqualTo(404);
        assertThat(server.get("/ui/data/workloads/w999/timeline").statusCode()).isEqualTo(404);
        assertThat(server.get("/ui/data/workloads/" + done + "/timeline?after=x").statusCode()).isEqualTo(400);
    }

    @Test
    void theComparePageSetsRunsSideBySide() throws Exception {
        HttpResponse<String> r = server.get("/ui/compare?ids=" + done + "," + other + "&ids=w999");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("data-testid=\"pick-" + done + "\" checked",
                "data-testid=\"compare-row\" data-run=\"" + done + "\" data-stage=\"s2-main\"",
                "data-testid=\"compare-row\" data-run=\"" + other + "\" data-stage=\"s2-main\"",
                "data-testid=\"compare-cdf-write\"", "data-testid=\"compare-throughput-workers\"",
                "data-testid=\"compare-missing\"");
        JsonNode json = STRICT.readTree(server.get("/ui/data/compare?ids=" + done + "," + other).body());
        assertThat(json.get("entries").size()).isEqualTo(4); // init and write of each run
        assertThat(server.get("/ui/compare").body()).contains("data-testid=\"pick-" + other + "\"",
                "data-testid=\"compare-empty\"");
    }

    @Test
    void theComparePageShowsEachLaterRunsVerdictsAgainstTheFirst() throws Exception {
        HttpResponse<String> r = server.get("/ui/compare?ids=" + done + "," + other + ",w999");
        assertThat(r.statusCode()).isEqualTo(200);
        // the page shows first and compare.js fills the box from the JSON below
        assertThat(r.body()).contains("data-testid=\"compare-verdicts-box\"",
                "data-testid=\"compare-verdicts-loading\">Comparing each later run with " + done)
                .doesNotContain("data-testid=\"compare-verdict\"").doesNotContain("NaN");
        JsonNode all = STRICT.readTree(server.get("/ui/data/compare/verdicts?ids=" + done + "," + other + ",w999").body());
        assertThat(all.size()).isEqualTo(2);
        assertThat(all.get(0).get("a").asText()).isEqualTo(done);
        assertThat(all.get(0).get("b").asText()).isEqualTo(other);
        assertThat(all.get(1).get("b").asText()).isEqualTo("w999");
        assertThat(all.get(1).get("error").asText()).isEqualTo("run w999 has no archive");
        // one run alone has nothing to be compared with: no box, no request
        assertThat(server.get("/ui/compare?ids=" + done).body()).doesNotContain("compare-verdicts-box");
        assertThat(all.get(0).get("ops").findValues("op")).extracting(JsonNode::asText).contains("write");
        // the verdicts are the command line's: the same metrics per operation, each with a verdict
        assertThat(all.get(0).get("ops").get(0).get("metrics").findValuesAsText("metric")).containsExactly(
                "throughput", "avg", "p50", "p90", "p95", "p99", "p99.9", "p99.99");
        assertThat(all.get(0).get("ops").get(0).get("metrics").get(0).get("verdict").asText()).isIn(
                "faster", "slower", "no significant difference", "not enough intervals");
    }

    @Test
    void aRunningRunStreamsNewRowsAndCanBeCancelled() throws Exception {
        String id = fixture.queue.submit(RunFixture.workload("running", 1, "c(1)KB", 30), "t.xml").id();
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        JsonNode series = null;
        while (System.nanoTime() < deadline) {
            JsonNode u = STRICT.readTree(server.get("/ui/data/workloads/" + id + "/timeline?after=0").body());
            if (u.get("series") != null && !u.get("series").isNull()
                    && u.get("series").get("ops").get(0).get("points").size() > 0) {
                assertThat(u.get("active").asBoolean()).isTrue();
                series = u.get("series");
                break;
            }
            Thread.sleep(50);
        }
        assertThat(series).as("live rows of " + id).isNotNull();
        assertThat(series.get("stage").asText()).isEqualTo("s2-main");
        long after = series.get("lastVersion").asLong();
        JsonNode next = STRICT.readTree(server.get("/ui/data/workloads/" + id + "/timeline?stage=s2-main&after="
                + after).body()).get("series");
        next.get("ops").get(0).get("points").forEach(p -> assertThat(p.get("version").asLong()).isGreaterThan(after));
        assertThat(server.get("/ui/workloads/" + id).body()).contains("data-testid=\"cancel\"", "data-active=\"true\"");
        HttpResponse<String> cancel = server.post("/ui/workloads/" + id + "/cancel");
        assertThat(cancel.statusCode()).isEqualTo(303);
        assertThat(cancel.headers().firstValue("Location").orElse("")).endsWith("/ui/workloads/" + id);
        assertThat(fixture.awaitEnd(id).state()).isEqualTo("CANCELLED");
    }
}
