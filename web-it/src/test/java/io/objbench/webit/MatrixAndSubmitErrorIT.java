package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/** The generators and the checks before anything runs: the matrix page, the editor, a broken paste. */
class MatrixAndSubmitErrorIT {

    @RegisterExtension
    static final UiSession ui = UiSession.open();
    static UiServer server;
    static Browser browser;

    @Test
    void matrixOfTwoSizesAndTwoWorkerCountsIsFourMainStagesAndIsQueued() throws Exception {
        browser.open(server.url("/ui/matrix"));
        type("matrix-name", "matrix-browser");
        type("matrix-sizes", "4KB, 16KB");
        type("matrix-containerCounts", "1");
        type("matrix-workerCounts", "1, 2");
        type("matrix-mixes", "80/20/0");
        type("matrix-runtime", "0");
        type("matrix-totalOps", "20");
        browser.byId("matrix-mode-single").click();

        // the preview follows the form: 2 sizes × 1 container count × 2 worker counts × 1 mix
        String xml = browser.until(d -> {
            String x = browser.byId("matrix-xml").getText();
            return "4".equals(browser.byId("matrix-count").getDomAttribute("data-points"))
                    && x.contains("name=\"matrix-browser\"") && x.contains("16KB") ? x : null;
        });
        assertThat(count(xml, "<workstage name=\"main-")).isEqualTo(4);
        assertThat(browser.byId("matrix-problems").getText()).isEmpty();
        Shots.save(browser, "matrix");

        browser.byId("matrix-submit-all").click();
        Matcher page = browser.until(d -> {
            Matcher m = Pattern.compile("/ui/workloads/(w[0-9]+)").matcher(browser.path());
            return m.matches() ? m : null;
        });
        String id = page.group(1);
        browser.open(server.url("/ui/"));
        List<String> listed = browser.until(d -> {
            List<String> ids = new java.util.ArrayList<>();
            browser.all("active-row").forEach(r -> ids.add(r.getDomAttribute("data-id")));
            browser.all("history-row").forEach(r -> ids.add(r.getDomAttribute("data-id")));
            return ids.contains(id) ? ids : null;
        });
        assertThat(listed).contains(id);
        assertThat(server.queue.view(id))
                .hasValueSatisfying(v -> assertThat(v.name()).isEqualTo("matrix-browser"));
    }

    @Test
    void editorPreviewsAWorkloadTheReaderAccepts() throws Exception {
        browser.open(server.url("/ui/editor"));
        WebElement name = browser.byId("editor-name");
        name.clear();
        name.sendKeys("editor-browser");
        String xml = browser.until(d -> {
            String x = browser.byId("editor-xml").getText();
            return x.contains("name=\"editor-browser\"") ? x : null;
        });
        assertThat(browser.byId("editor-problems").getText()).isEmpty();
        Workload w = WorkloadReader.read(xml, "editor.xml");
        assertThat(w.name()).isEqualTo("editor-browser");
        assertThat(w.stages()).isNotEmpty();
        Shots.save(browser, "editor");
    }

    @Test
    void brokenXmlShowsItsLineInlineAndQueuesNothing() throws Exception {
        int before = server.queue.list().size();
        browser.open(server.url("/ui/submit"));
        // well-formed, but a worker count that is not a number and a reversed range in another stage:
        // the reader's own checks, both listed at once, each with its line
        String broken = Workloads.mock("broken", 2, 5).replace("workers=\"2\"", "workers=\"two\"")
                .replace("containers=r(1,2)\" />", "containers=r(2,1)\" />");
        int rangeLine = lineOf(broken, "containers=r(2,1)");
        int badLine = lineOf(broken, "workers=\"two\"");
        browser.driver.executeScript("arguments[0].value = arguments[1];", browser.byId("submit-xml"), broken);
        browser.byId("submit-submit").click();

        browser.byId("submit-error");
        List<WebElement> errors = browser.all("submit-error");
        assertThat(errors).extracting(e -> e.getDomAttribute("data-line"))
                .containsExactly(String.valueOf(rangeLine), String.valueOf(badLine));
        WebElement error = errors.get(1);
        assertThat(error.getText()).contains(":" + badLine + ":");
        List<WebElement> marked = browser.all("submit-bad-line");
        assertThat(marked).extracting(e -> e.getDomAttribute("data-line"))
                .containsExactly(String.valueOf(rangeLine), String.valueOf(badLine));
        assertThat(marked.get(1).getText()).contains("workers=\"two\"");
        assertThat(browser.path()).isEqualTo("/ui/submit");
        Shots.save(browser, "submit-error");
        assertThat(server.queue.list().size()).isEqualTo(before);
    }

    private static void type(String testId, String value) {
        WebElement input = browser.byId(testId);
        input.clear();
        input.sendKeys(value);
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    private static int lineOf(String text, String part) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(part)) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException(part);
    }
}
