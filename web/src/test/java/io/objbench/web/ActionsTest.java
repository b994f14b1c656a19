package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.WorkloadView;
import io.objbench.testsupport.MockWorkloads;
import io.objbench.testsupport.WorkloadXml;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The dashboard's, editor's and matrix's actions, over HTTP. */
class ActionsTest {

    /** A workload that runs until cancelled. */
    static final String LONG = longRun();

    private static String longRun() {
        WorkloadXml w = MockWorkloads.initThenWrite("long", null, "c(1)KB").description("")
                .storage("mock", "latency=fixed(1)");
        w.work("main").name("w").runtime(300);
        return w.bare();
    }

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
    void queuedRunsMoveAndCancelFromTheDashboard() throws Exception {
        String running = kit.queue.submit(LONG, "long.xml").id();
        String a = kit.queue.submit(LONG, "a.xml").id();
        String b = kit.queue.submit(LONG, "b.xml").id();
        String page = kit.get("/ui/", null).body();
        assertThat(page).contains("data-testid=\"move-up-" + b + "\"", "data-testid=\"cancel-" + running + "\"")
                .doesNotContain("move-up-" + running);
        assertThat(kit.post("/ui/move", Map.of("id", b, "direction", "up"), null).statusCode()).isEqualTo(303);
        assertThat(kit.queue.queuedOrder()).as(() -> kit.queue.list().toString()).containsExactly(b, a);
        assertThat(kit.get("/ui/", null).body().indexOf("data-id=\"" + b + "\""))
                .isLessThan(kit.get("/ui/", null).body().indexOf("data-id=\"" + a + "\""));
        HttpResponse<String> cancel = kit.post("/ui/cancel", Map.of("id", a), null);
        assertThat(cancel.headers().firstValue("Location").orElseThrow()).contains("notice=");
        assertThat(kit.queue.view(a).map(WorkloadView::state)).contains("CANCELLED");
        HttpResponse<String> gone = kit.post("/ui/move", Map.of("id", a, "direction", "up"), null);
        assertThat(gone.headers().firstValue("Location").orElseThrow()).contains("problem=");
    }

    @Test
    void editorSubmitQueuesTheGeneratedWorkload() throws Exception {
        Map<String, String> form = new HashMap<>(Map.of("name", "from-editor", "storageType", "mock",
                "storageConfig", "latency=fixed(0)", "init", "on", "containers", "1", "runtime", "0", "totalOps", "8",
                "workers", "2", "main", "on"));
        HttpResponse<String> preview = kit.post("/ui/editor/preview", form, null);
        assertThat(preview.body()).contains("\"ok\":true", "from-editor");
        HttpResponse<String> r = kit.post("/ui/editor/submit", form, null);
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(kit.queue.list()).singleElement().extracting(WorkloadView::name).isEqualTo("from-editor");
        form.put("readRatio", "5");
        HttpResponse<String> bad = kit.post("/ui/editor/submit", form, null);
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("add up to 100");
    }

    @Test
    void matrixSubmitsOneOrAllAndZipsThem() throws Exception {
        Map<String, String> form = new HashMap<>(Map.of("name", "mtx", "sizes", "1KB", "containerCounts", "1",
                "workerCounts", "1,2", "mixes", "100/0/0", "objects", "4", "runtime", "0", "totalOps", "4",
                "mode", "each", "storageConfig", "latency=fixed(0)"));
        assertThat(kit.post("/ui/matrix/preview", form, null).body()).contains("\"points\":2", "mtx-1KB-c1-w2-100-0-0");
        HttpResponse<byte[]> zip = kit.http.send(java.net.http.HttpRequest.newBuilder(kit.uri("/ui/matrix/zip"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("name=mtx&sizes=1KB&containerCounts=1"
                        + "&workerCounts=1,2&mixes=100/0/0&objects=4&runtime=0&totalOps=4&mode=each"))
                .build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(zip.headers().firstValue("Content-Type").orElseThrow()).isEqualTo("application/zip");
        try (var in = new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(zip.body()))) {
            assertThat(in.getNextEntry().getName()).isEqualTo("mtx-1KB-c1-w1-100-0-0.xml");
            assertThat(in.getNextEntry().getName()).isEqualTo("mtx-1KB-c1-w2-100-0-0.xml");
        }
        form.put("only", "1");
        assertThat(kit.post("/ui/matrix/submit", form, null).statusCode()).isEqualTo(303);
        assertThat(kit.queue.list()).extracting(WorkloadView::name).containsExactly("mtx-1KB-c1-w2-100-0-0");
        form.remove("only");
        form.put("mode", "single");
        assertThat(kit.post("/ui/matrix/submit", form, null).statusCode()).isEqualTo(303);
        assertThat(kit.queue.list()).extracting(WorkloadView::name).containsExactly("mtx-1KB-c1-w2-100-0-0", "mtx");
    }
}
