package io.objbench.app.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.check.Criterion;
import io.objbench.core.check.Verdict;
import java.io.StringReader;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

class JunitReportTest {

    private static JsonSummary.RunJson run(String state) {
        return new JsonSummary.RunJson("w7", "demo <&> \"q\"", state, "2026-01-02T03:03:58Z", "2026-01-02T03:04:00Z",
                "2026-01-02T03:05:07.250Z", List.of(), List.of());
    }

    private static Checked checked(String source, String text, double value, boolean pass, String reason) {
        return new Checked(source, new Verdict(Criterion.parse(text), value, pass, reason));
    }

    private static final List<Checked> VERDICTS = List.of(
            checked(Checked.WORKLOAD, "main.read.p99 < 20ms", 12.5, true, null),
            checked(Checked.COMMAND_LINE, "errors<=0.1%", 0.02, false, null),
            checked(Checked.COMMAND_LINE, "nosuch.read.avg<1s", Double.NaN, false, "no stage named 'nosuch' in the run (stages: main)"));

    private static Document parse(String xml) throws Exception {
        return DocumentBuilderFactory.newDefaultInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    @Test
    void oneTestCasePerAssertionAndOneForTheEndStateValidAgainstTheSchema() throws Exception {
        String xml = JunitReport.render(new RunOutcome(run("finished"), "/a/w7-demo", 6, VERDICTS));
        JunitSchema.validate(xml);
        Document doc = parse(xml);
        Element suite = (Element) doc.getElementsByTagName("testsuite").item(0);
        assertThat(suite.getAttribute("name")).isEqualTo("objbench w7 demo <&> \"q\"");
        assertThat(suite.getAttribute("tests")).isEqualTo("4");
        assertThat(suite.getAttribute("failures")).isEqualTo("2");
        assertThat(suite.getAttribute("time")).isEqualTo("67.250");
        assertThat(suite.getAttribute("timestamp")).isEqualTo("2026-01-02T03:04:00"); // seconds written even when 0
        NodeList props = doc.getElementsByTagName("property");
        assertThat(((Element) props.item(0)).getAttribute("name")).isEqualTo("run.id");
        assertThat(((Element) props.item(0)).getAttribute("value")).isEqualTo("w7");
        assertThat(((Element) props.item(3)).getAttribute("value")).isEqualTo("/a/w7-demo");
        NodeList cases = doc.getElementsByTagName("testcase");
        assertThat(cases.getLength()).isEqualTo(4);
        assertThat(((Element) cases.item(0)).getAttribute("name")).isEqualTo("finished");
        assertThat(((Element) cases.item(0)).getElementsByTagName("failure").getLength()).isZero();
        assertThat(((Element) cases.item(1)).getAttribute("name")).isEqualTo("main.read.p99 < 20ms");
        assertThat(((Element) cases.item(1)).getElementsByTagName("failure").getLength()).isZero();
        Element failure = (Element) ((Element) cases.item(2)).getElementsByTagName("failure").item(0);
        assertThat(failure.getAttribute("message")).isEqualTo("errors = 2%, expected <= 0.1%");
        assertThat(failure.getTextContent()).isEqualTo("errors<=0.1%: errors = 2%, expected <= 0.1% (command line)");
        Element missing = (Element) ((Element) cases.item(3)).getElementsByTagName("failure").item(0);
        assertThat(missing.getAttribute("message")).isEqualTo("no stage named 'nosuch' in the run (stages: main)");
    }

    @Test
    void aRunThatDidNotFinishFailsItsFirstTestCase() throws Exception {
        String xml = JunitReport.render(new RunOutcome(run("terminated"), "/a", 3, List.of()));
        JunitSchema.validate(xml);
        Element first = (Element) parse(xml).getElementsByTagName("testcase").item(0);
        assertThat(((Element) first.getElementsByTagName("failure").item(0)).getAttribute("message"))
                .isEqualTo("the run ended TERMINATED, not FINISHED");
    }

    @Test
    void theSchemaRefusesWhatIsNotAJunitReport() {
        assertThatThrownBy(() -> JunitSchema.validate("<testsuites><testsuite name=\"x\"/></testsuites>"))
                .isInstanceOf(SAXException.class).hasMessageContaining("tests");
        assertThatThrownBy(() -> JunitSchema.validate(
                "<testsuites><testsuite name=\"x\" tests=\"1\"><testcase/></testsuite></testsuites>"))
                .isInstanceOf(SAXException.class).hasMessageContaining("name");
        assertThatThrownBy(() -> JunitSchema.validate(
                "<testsuites><testsuite name=\"x\" tests=\"1\"><testcase name=\"a\"><fail/></testcase></testsuite></testsuites>"))
                .isInstanceOf(SAXException.class).hasMessageContaining("fail");
    }

    @Test
    void theTableShowsValueLimitAndResult() {
        String table = AssertionTable.render(VERDICTS);
        assertThat(table).contains("main.read.p99 < 20ms").contains("12.5ms").contains("< 20ms").contains("pass")
                .contains("FAIL: no stage named 'nosuch'").endsWith("assertions: 1 passed, 2 failed\n");
    }
}
