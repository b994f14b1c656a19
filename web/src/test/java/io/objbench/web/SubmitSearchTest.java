package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import io.objbench.web.pages.submit.SearchForm;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

/**
 * The submit page's capacity-search fields: the {@code <search>} element they put into the
 * workload (parsed back as XML: attributes, the objectives as text, its place before the
 * workflow), and the field problems that stop it.
 */
class SubmitSearchTest {

    static final String WORKLOAD = WorkloadXml.named("s")
            .storage("mock", "capacity=500;latency=fixed(1)")
            .stage("main", Work.named("main", 8).runtime(30).op("read", 100, "containers=c(1);objects=u(1,9)"))
            .xml();

    @TempDir
    Path dir;

    private static Map<String, String> fields() {
        Map<String, String> f = new HashMap<>();
        f.put("search-slos", "read.p99<=20ms\n\n  errors<0.1%  \r\nmain.read.p99.9 < 1s");
        f.put("search-vary", "rate");
        f.put("search-from", "100");
        f.put("search-to", "1600.0");
        f.put("search-step", "4");
        f.put("search-precision", "2.5");
        f.put("search-work", "");
        return f;
    }

    private static Document parse(String xml) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    @Test
    void theFieldsBecomeASearchElementBeforeTheWorkflow() throws Exception {
        SearchForm form = SearchForm.of(fields());
        assertThat(form.problems()).isEmpty();
        String xml = form.into(WORKLOAD);
        Element root = parse(xml).getDocumentElement();
        Element search = (Element) root.getElementsByTagName("search").item(0);
        assertThat(search.getParentNode()).isSameAs(root);
        assertThat(search.getAttribute("vary")).isEqualTo("rate");
        assertThat(search.getAttribute("from")).isEqualTo("100");
        assertThat(search.getAttribute("to")).isEqualTo("1600");
        assertThat(search.getAttribute("stepTime")).isEqualTo("4s");
        assertThat(search.getAttribute("precision")).isEqualTo("2.5%");
        assertThat(search.hasAttribute("work")).isFalse();
        var slos = search.getElementsByTagName("slo");
        assertThat(List.of(((org.w3c.dom.Element) slos.item(0)).getAttribute("check"),
                ((org.w3c.dom.Element) slos.item(1)).getAttribute("check"),
                ((org.w3c.dom.Element) slos.item(2)).getAttribute("check")))
                .containsExactly("read.p99<=20ms", "errors<0.1%", "main.read.p99.9 < 1s");
        // its own element, right before <workflow>, at the workflow's indentation; the rest as it was
        assertThat(xml).contains("  <search vary=\"rate\"", "    <slo check=\"read.p99&lt;=20ms\"/>\n",
                "  </search>\n  <workflow>");
        // and the workload reader takes it as the search it describes
        var read = io.objbench.core.workload.WorkloadReader.read(xml, "w.xml").search();
        assertThat(read.slos()).containsExactly("read.p99<=20ms", "errors<0.1%", "main.read.p99.9 < 1s");
        assertThat(read.from()).isEqualTo(100);
        assertThat(read.to()).isEqualTo(1600);
        assertThat(read.stepSeconds()).isEqualTo(4);
        assertThat(read.precision()).isEqualTo(0.025);
        assertThat(xml.replaceAll("(?s)\\s*<search.*</search>", "")).isEqualTo(WORKLOAD);
    }

    @Test
    void aSecondSearchReplacesTheFirst() throws Exception {
        String once = SearchForm.of(fields()).into(WORKLOAD);
        Map<String, String> f = fields();
        f.put("search-vary", "workers");
        f.put("search-from", "2");
        f.put("search-to", "64");
        f.put("search-work", "main");
        f.put("search-slos", "p99<5ms");
        String twice = SearchForm.of(f).into(once);
        Document d = parse(twice);
        assertThat(d.getElementsByTagName("search").getLength()).isEqualTo(1);
        Element search = (Element) d.getElementsByTagName("search").item(0);
        assertThat(search.getAttribute("vary")).isEqualTo("workers");
        assertThat(search.getAttribute("work")).isEqualTo("main");
        assertThat(search.getElementsByTagName("slo").getLength()).isEqualTo(1);
        // a self-closed one is replaced too
        String selfClosed = WORKLOAD.replace("  <workflow>", "  <search vary=\"rate\"/>\n  <workflow>");
        assertThat(parse(SearchForm.of(f).into(selfClosed)).getElementsByTagName("slo").getLength()).isEqualTo(1);
    }

    @Test
    void eachFieldThatCannotMakeASearchIsNamed() {
        Map<String, String> f = fields();
        f.put("search-slos", " \n read.p99 20ms");
        f.put("search-vary", "speed");
        f.put("search-from", "abc");
        f.put("search-to", "-3");
        f.put("search-step", "2.5");
        f.put("search-precision", "150");
        f.put("search-work", "a b");
        List<String> problems = SearchForm.of(f).problems();
        // the objective is read by the criteria grammar, its message and column kept
        assertThat(problems.getFirst()).startsWith("SLOs: 'read.p99 20ms': expected a comparison").endsWith("column 10");
        assertThat(problems.subList(1, problems.size())).containsExactly(
                "vary: rate or workers, got \"speed\"",
                "from: a number above 0, got \"abc\"",
                "to: a number above 0, got \"-3\"",
                "step time: a whole number above 0, got \"2.5\"",
                "precision: a percentage below 100, got 150",
                "work: a work name (letters, digits, _ . -), got \"a b\"");
        f = fields();
        f.put("search-slos", "");
        f.put("search-vary", "workers");
        f.put("search-from", "8");
        f.put("search-to", "4.5");
        assertThat(SearchForm.of(f).problems()).containsExactly(
                "SLOs: write at least one objective, one per line, e.g. read.p99<=20ms",
                "to: a whole number above 0, got \"4.5\"");
        f.put("search-to", "8");
        assertThat(SearchForm.of(f).problems()).contains("to: must be above from (8), got 8");
        assertThatThrownBy(() -> SearchForm.of(fields()).into("<workload name=\"x\"/>"))
                .hasMessageContaining("no <workflow> element");
    }

    @Test
    void theRouteAnswersTheNewTextOrTheProblems() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            Map<String, String> f = fields();
            f.put("xml", WORKLOAD);
            JsonNode ok = Json.mapper().readTree(kit.post("/ui/submit/search", f, null).body());
            assertThat(ok.get("ok").asBoolean()).isTrue();
            assertThat(ok.get("xml").asText()).isEqualTo(SearchForm.of(fields()).into(WORKLOAD));
            f.put("search-from", "");
            f.put("xml", "");
            JsonNode bad = Json.mapper().readTree(kit.post("/ui/submit/search", f, null).body());
            assertThat(bad.get("ok").asBoolean()).isFalse();
            assertThat(bad.has("xml")).isFalse();
            assertThat(bad.get("errors").findValuesAsText("message")).containsExactly("from: a number above 0, got \"\"");
        }
    }
}
