package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Division;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The editor at COSBench's config page's level (a delay stage, per-stage workers, selectors,
 * division) and the matrix's objects dimension, filled in a real browser: the downloaded XML is
 * byte for byte the XML shown and parses with those values, and the submitted workload is what the
 * controller parsed and ran.
 */
class EditorParityIT {

    @RegisterExtension
    static final UiSession ui = UiSession.open();
    static UiServer server;
    static Browser browser;

    @Test
    void delayStagePerStageWorkersAndDivisionAreDownloadedAndSubmittedAsShown() throws Exception {
        browser.open(server.url("/ui/editor"));
        type("editor-name", "editor-parity");
        type("editor-containers", "4");
        type("editor-objects", "40");
        type("editor-initWorkers", "2");
        type("editor-prepareWorkers", "3");
        type("editor-cleanupWorkers", "5");
        type("editor-disposeWorkers", "1");
        type("editor-delayAfterPrepare", "2");
        type("editor-workers", "4");
        type("editor-runtime", "3");
        choose("editor-containerSelector", "r");
        choose("editor-objectSelector", "s");
        choose("editor-division", "container");

        String shown = browser.until(d -> {
            String x = browser.byId("editor-xml").getText();
            return x.contains("name=\"editor-parity\"") && x.contains("closuredelay=\"2\"")
                    && x.contains("division=\"container\"") && x.contains("objects=s(") ? x : null;
        });
        assertThat(browser.byId("editor-problems").getText()).isEmpty();
        Shots.save(browser, "editor-parity");

        // the download is exactly the XML shown (textContent: getText() trims the last newline)
        String exact = (String) browser.driver.executeScript(
                "return document.getElementById('generator-xml').textContent;");
        assertThat(exact.strip()).isEqualTo(shown.strip());
        browser.byId("editor-download").click();
        Path file = browser.downloads().resolve("editor-parity.xml");
        browser.until(d -> Files.isRegularFile(file) ? true : null);
        String downloaded = browser.until(d -> {
            try {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                return text.equals(exact) ? text : null;
            } catch (java.io.IOException e) {
                return null; // still being written
            }
        });
        checkParsed(WorkloadReader.read(downloaded, "editor-parity.xml"));

        // submitted: the controller parsed the same structure, and it runs to the end
        browser.byId("editor-submit").click();
        String id = runId();
        checkParsed(server.queue.workload(id).orElseThrow());
        server.awaitEnded(id, Duration.ofSeconds(120));
        assertThat(server.history.get(id).orElseThrow().view().state()).isEqualTo("FINISHED");
    }

    private static void checkParsed(Workload w) {
        assertThat(w.name()).isEqualTo("editor-parity");
        assertThat(w.stages()).extracting(Stage::name)
                .containsExactly("init", "prepare", "delay", "main", "cleanup", "dispose");
        Stage delay = w.stages().get(2);
        assertThat(delay.closureDelay()).isEqualTo(2);
        assertThat(delay.delayOnly()).isTrue();
        assertThat(w.stages()).extracting(s -> s.works().getFirst().workers()).containsExactly(2, 3, 1, 4, 5, 1);
        Work main = w.stages().get(3).works().getFirst();
        assertThat(main.division()).isEqualTo(Division.CONTAINER);
        assertThat(main.runtime()).isEqualTo(3);
        assertThat(main.operations().getFirst().config()).contains("containers=r(1,4)", "objects=s(1,40)");
    }

    @Test
    void theMatrixObjectsDimensionMakesAStagePerObjectCount() throws Exception {
        browser.open(server.url("/ui/matrix"));
        type("matrix-name", "matrix-objects");
        type("matrix-sizes", "4KB");
        type("matrix-objectCounts", "10, 40");
        type("matrix-containerCounts", "1");
        type("matrix-workerCounts", "2");
        type("matrix-mixes", "80/20/0");
        type("matrix-runtime", "0");
        type("matrix-totalOps", "20");
        browser.byId("matrix-mode-single").click();
        String xml = browser.until(d -> {
            String x = browser.byId("matrix-xml").getText();
            return "2".equals(browser.byId("matrix-count").getDomAttribute("data-points"))
                    && x.contains("name=\"matrix-objects\"") && x.contains("prepare-4KB-o40") ? x : null;
        });
        assertThat(browser.byId("matrix-problems").getText()).isEmpty();
        Shots.save(browser, "matrix-objects");
        assertThat(WorkloadReader.read(xml, "m.xml").stages()).extracting(Stage::name).containsExactly("init",
                "prepare-4KB-o10", "main-4KB-o10-c1-w2-80-20-0", "cleanup-4KB-o10",
                "prepare-4KB-o40", "main-4KB-o40-c1-w2-80-20-0", "cleanup-4KB-o40", "dispose");

        browser.byId("matrix-submit-all").click();
        String id = runId();
        Workload w = server.queue.workload(id).orElseThrow();
        List<String> names = w.stages().stream().map(Stage::name).toList();
        Work prepare40 = w.stages().get(names.indexOf("prepare-4KB-o40")).works().getFirst();
        assertThat(prepare40.operations().getFirst().effectiveConfig().toString()).contains("r(1,40)");
        Work main10 = w.stages().get(names.indexOf("main-4KB-o10-c1-w2-80-20-0")).works().getFirst();
        assertThat(main10.operations().getFirst().config()).contains("objects=u(1,10)", "oprefix=4KB-o10-");
        server.awaitEnded(id, Duration.ofSeconds(120));
        assertThat(server.history.get(id).orElseThrow().view().state()).isEqualTo("FINISHED");
    }

    private static String runId() {
        Matcher page = browser.until(d -> {
            Matcher m = Pattern.compile("/ui/workloads/(w[0-9]+)").matcher(browser.path());
            return m.matches() ? m : null;
        });
        return page.group(1);
    }

    private static void type(String testId, String value) {
        WebElement e = browser.byId(testId);
        e.clear();
        e.sendKeys(value);
    }

    private static void choose(String testId, String value) {
        new Select(browser.byId(testId)).selectByValue(value);
    }
}
