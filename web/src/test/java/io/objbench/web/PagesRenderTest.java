package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every W1 page renders over a live controller (open UI, loopback) and the actions work. */
class PagesRenderTest {

    static final String XML = WorkloadXml.named("tiny").description("t")
            .storage("mock", "latency=fixed(0);secretkey=hush")
            .stage("init", Work.init(1, "containers=r(1,1)"))
            .xml();

    @TempDir
    Path dir;
    WebTestKit kit;

    @BeforeEach
    void start() throws Exception {
        kit = new WebTestKit(dir, null, "");
    }

    @AfterEach
    void stop() throws Exception {
        kit.close();
    }

    @Test
    void rootRedirectsToTheDashboard() throws Exception {
        HttpResponse<String> r = kit.get("/", null);
        assertThat(r.statusCode()).isBetween(301, 308);
        assertThat(r.headers().firstValue("Location").orElseThrow()).endsWith("/ui/");
    }

    @Test
    void dashboardShowsTheDriverAndTheOpenNote() throws Exception {
        HttpResponse<String> r = kit.get("/ui/", null);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("data-testid=\"drivers-table\"", "data-driver=\"driver1\"",
                "data-alive=\"true\"", "mock", "data-testid=\"open-note\"", "data-testid=\"nav-matrix\"");
    }

    @Test
    void dashboardShowsHowEachDriverJoined() throws Exception {
        try (WebTestKit fleet = WebTestKit.withDrivers(dir.resolve("fleet"), "static1")) {
            fleet.pool.acceptRegistrations(Duration.ofSeconds(5), 3, e -> new io.objbench.driver.local.LocalDriverClient(
                    io.objbench.driver.MissionManager.withDefaults(e.name())));
            fleet.pool.register("joiner1", "http://10.0.0.5:18088", "p1", "0.1");
            String body = fleet.get("/ui/", null).body();
            assertThat(row(body, "static1")).contains("data-joined=\"static\"", "static (controller.conf) since ")
                    .doesNotContain("self-registered");
            assertThat(row(body, "joiner1")).contains("data-joined=\"registered\"", "self-registered since ")
                    .containsPattern("data-testid=\"driver-heartbeat\">\\d{4}-\\d{2}-\\d{2} ");
        }
    }

    /** The dashboard's table row of driver {@code name}. */
    private static String row(String body, String name) {
        int at = body.indexOf("data-driver=\"" + name + "\"");
        assertThat(at).as("row of %s", name).isNotNegative();
        return body.substring(at, body.indexOf("</tr>", at));
    }

    @Test
    void staticFilesAndChartJsAreServed() throws Exception {
        assertThat(kit.get("/ui/static/app.css", null).body()).contains("--accent");
        HttpResponse<String> chart = kit.get("/ui/static/vendor/chart.umd.js", null);
        assertThat(chart.statusCode()).isEqualTo(200);
        assertThat(chart.body()).contains("Chart");
        assertThat(kit.get("/ui/static/../templates/index.ftlh", null).statusCode()).isNotEqualTo(200);
    }

    @Test
    void unknownPageIsA404Page() throws Exception {
        HttpResponse<String> r = kit.get("/ui/nothing-here", null);
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(r.body()).contains("data-testid=\"error-message\"");
    }

    @Test
    void checkReportsTheLineOfABrokenWorkload() throws Exception {
        String broken = XML.replace("workers=\"1\"", "workers=\"x\"");
        HttpResponse<String> r = kit.post("/ui/submit/check", Map.of("xml", broken), null);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("\"ok\":false", "\"line\":6");
        assertThat(kit.post("/ui/submit/check", Map.of("xml", XML), null).body()).contains("\"ok\":true");
    }

    @Test
    void submitOfABrokenWorkloadHighlightsTheLineAndMasksSecrets() throws Exception {
        String broken = XML.replace("workers=\"1\"", "workers=\"x\"");
        HttpResponse<String> r = kit.post("/ui/submit", Map.of("xml", broken), null);
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.body()).contains("data-testid=\"submit-error\" data-line=\"6\"",
                "data-line=\"6\" data-testid=\"submit-bad-line\"");
        assertThat(r.body()).doesNotContain("hush");
        assertThat(kit.queue.list()).isEmpty();
    }

    @Test
    void dryRunShowsTheWorkersPerDriverWithoutRunning() throws Exception {
        HttpResponse<String> r = kit.post("/ui/submit/dryrun", Map.of("xml", XML), null);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("data-stage=\"s1-init\"", "data-driver=\"driver1\" data-workers=\"1\"");
        assertThat(kit.queue.list()).isEmpty();
    }

    @Test
    void submitQueuesAndRedirectsThenTheHistoryOffersResubmitAndFiles() throws Exception {
        HttpResponse<String> r = kit.post("/ui/submit", Map.of("xml", XML), null);
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location").orElseThrow()).endsWith("/ui/workloads/w1");
        awaitEnded("w1");
        String page = kit.get("/ui/", null).body();
        assertThat(page).contains("data-testid=\"history-row\" data-id=\"w1\"", "data-testid=\"resubmit-w1\"",
                "data-testid=\"download-w1-workload-config.xml\"");
        HttpResponse<String> file = kit.get("/ui/files/w1/workload-config.xml", null);
        assertThat(file.statusCode()).isEqualTo(200);
        assertThat(file.body()).contains("<workload name=\"tiny\"").doesNotContain("hush");
        HttpResponse<String> again = kit.post("/ui/resubmit", Map.of("id", "w1"), null);
        assertThat(again.headers().firstValue("Location").orElseThrow()).endsWith("/ui/workloads/w2");
        assertThat(kit.queue.list()).hasSize(2);
        awaitEnded("w2");
    }

    @Test
    void editorAndMatrixPagesRender() throws Exception {
        HttpResponse<String> editor = kit.get("/ui/editor", null);
        assertThat(editor.statusCode()).isEqualTo(200);
        assertThat(editor.body()).contains("data-testid=\"editor-form\"", "&lt;workload name=&quot;my-workload&quot;");
        HttpResponse<String> matrix = kit.get("/ui/matrix", null);
        assertThat(matrix.statusCode()).isEqualTo(200);
        assertThat(matrix.body()).contains("data-testid=\"matrix-form\"", "value=\"4KB, 64KB\"");
    }

    @Test
    void anUploadedFileIsCheckedLikePastedText() throws Exception {
        String boundary = "b0undary";
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"xml\"\r\n\r\n\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"up.xml\"\r\n"
                + "Content-Type: application/xml\r\n\r\n" + XML.replace("workers=\"1\"", "workers=\"x\"") + "\r\n"
                + "--" + boundary + "--\r\n";
        HttpResponse<String> r = kit.http.send(java.net.http.HttpRequest.newBuilder(kit.uri("/ui/submit/check"))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.body()).contains("\"ok\":false", "\"line\":6", "up.xml");
    }

    void awaitEnded(String id) throws InterruptedException {
        Instant until = Instant.now().plus(Duration.ofSeconds(20));
        while (kit.history.get(id).isEmpty() && Instant.now().isBefore(until)) {
            Thread.sleep(20);
        }
        assertThat(kit.history.get(id)).isPresent();
    }
}
