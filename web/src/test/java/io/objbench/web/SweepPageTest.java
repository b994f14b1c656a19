package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.json.LenientJson;
import io.objbench.web.data.SweepView;
import io.objbench.web.pages.matrix.MatrixSpec;
import io.objbench.web.pages.matrix.MatrixXml;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep view of the matrix generator's output, served by a real controller: only the main
 * stages, each with the size and workers it set, and the parameters that vary; the report links to
 * it and lists every stage in its index. The browser test (web-it SweepIT) checks the drawn curves.
 */
class SweepPageTest {

    @TempDir
    Path dir;

    @Test
    void aMatrixRunHasASweepOfItsMainStagesAndTheReportLinksIt() throws Exception {
        MatrixSpec matrix = MatrixSpec.of(Map.of("name", "sweep", "sizes", "4KiB, 1MB", "containerCounts", "1",
                "workerCounts", "1, 2", "mixes", "100/0/0", "objects", "4", "runtime", "0", "totalOps", "8"));
        assertThat(matrix.problems()).isEmpty();
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            String id = kit.queue.submit(MatrixXml.of(matrix).getFirst().xml(), "sweep.xml").id();
            Instant until = Instant.now().plus(Duration.ofSeconds(30));
            while (kit.history.get(id).isEmpty() && Instant.now().isBefore(until)) {
                Thread.sleep(20);
            }
            HttpResponse<String> page = kit.get("/ui/workloads/" + id + "/sweep", null);
            assertThat(page.statusCode()).isEqualTo(200);
            Matcher data = Pattern.compile("data-sweep=\"([^\"]*)\"").matcher(page.body());
            assertThat(data.find()).as(page.body()).isTrue();
            SweepView sweep = LenientJson.mapper().readValue(data.group(1).replace("&quot;", "\"")
                    .replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&#39;", "'"), SweepView.class);
            // reads only (100/0/0): the sizes come from the matrix's stage names
            assertThat(sweep.varies()).containsExactly("size", "workers");
            assertThat(sweep.stages()).isEqualTo(4);
            assertThat(sweep.points()).hasSize(4).allMatch(p -> p.stage().contains("-main-") && p.op().equals("read"))
                    .extracting(SweepView.Point::size).containsExactly("4 KiB", "4 KiB", "1 MB", "1 MB");
            assertThat(sweep.points()).extracting(SweepView.Point::workers).containsExactly(1, 2, 1, 2);
            assertThat(page.body()).contains("data-testid=\"sweep-table\"").doesNotContain("-prepare-4KiB\" data-op");

            String report = kit.get("/ui/workloads/" + id + "/report", null).body();
            assertThat(report).contains("data-testid=\"sweep-link\"", "data-testid=\"stage-index\"", "<strong>10 stages</strong>",
                    "<th>p99</th>", "data-testid=\"op-work\"");
        }
    }

    @Test
    void aRunWithOneMainStageIsNoSweep() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            String id = kit.queue.submit(PagesRenderTest.XML, "tiny.xml").id();
            Instant until = Instant.now().plus(Duration.ofSeconds(30));
            while (kit.history.get(id).isEmpty() && Instant.now().isBefore(until)) {
                Thread.sleep(20);
            }
            assertThat(kit.get("/ui/workloads/" + id + "/sweep", null).body()).contains("data-testid=\"no-sweep\"");
            assertThat(kit.get("/ui/workloads/" + id + "/report", null).body()).doesNotContain("sweep-link");
        }
    }

    @Test
    void sizesReadInTheUnitThatStatesThemExactly() {
        assertThat(SweepView.bytes(4096)).isEqualTo("4 KiB");
        assertThat(SweepView.bytes(4000)).isEqualTo("4 KB");
        assertThat(SweepView.bytes(1 << 20)).isEqualTo("1 MiB");
        assertThat(SweepView.bytes(3_000_000_000L)).isEqualTo("3 GB");
        assertThat(SweepView.bytes(1500)).isEqualTo("1.50 KB");
        assertThat(SweepView.bytes(512)).isEqualTo("512 B");
    }
}
