package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.check.Comparison;
import io.objbench.core.check.Criterion;
import org.junit.jupiter.api.Test;

/** objbench's {@code <assertions>} extension: checks of the results written in the workload. */
class AssertionsTest {

    private static String workload(String assertions) {
        return "<workload name=\"t\">\n<storage type=\"mock\" config=\"delay=1\"/>\n<workflow>\n<workstage name=\"main\">\n"
                + "<work name=\"w\" workers=\"1\" totalOps=\"10\">\n"
                + "<operation type=\"read\" ratio=\"100\" config=\"containers=c(1);objects=c(1)\"/>\n"
                + "</work>\n</workstage>\n</workflow>\n" + assertions + "</workload>\n";
    }

    @Test
    void readsEachCheckInOrderWithSymbolsEscapedOrWords() throws Exception {
        Workload w = WorkloadReader.read(workload("""
                <assertions>
                  <assert check="main.read.p99 &lt; 20ms"/>
                  <assert check="errors le 0.1%"/>
                </assertions>
                """), "a.xml");
        assertThat(w.assertions()).extracting(Criterion::text)
                .containsExactly("main.read.p99 < 20ms", "errors le 0.1%");
        assertThat(w.assertions().get(1).comparison()).isEqualTo(Comparison.LE);
        assertThat(w.assertions().get(1).limit()).isEqualTo(0.001);
    }

    @Test
    void withoutTheElementThereAreNone() throws Exception {
        assertThat(WorkloadReader.read(workload(""), "a.xml").assertions()).isEmpty();
    }

    @Test
    void aBadCheckIsLocatedAtItsAttributeAndSaysTheColumnInTheCriterion() {
        assertThatThrownBy(() -> WorkloadReader.read(workload("""
                <assertions>
                  <assert check="main.read.p99 = 20ms"/>
                </assertions>
                """), "a.xml"))
                .hasMessage("a.xml:11:11: assertion 'main.read.p99 = 20ms': expected a comparison"
                        + " (<, <=, >, >=, lt, le, gt, ge), found '=' at column 15");
    }

    @Test
    void misspelledOrMisplacedPartsAreErrors() {
        assertThatThrownBy(() -> WorkloadReader.read(workload("<assertions>\n<assert test=\"p99 lt 1\"/>\n</assertions>\n"), "a.xml"))
                .hasMessageStartingWith("a.xml:11:9: unknown attribute 'test' on <assert>: expected one of check");
        assertThatThrownBy(() -> WorkloadReader.read(workload("<assertions>\n<assert/>\n</assertions>\n"), "a.xml"))
                .hasMessageStartingWith("a.xml:11:1: <assert> is missing the required attribute 'check'");
        assertThatThrownBy(() -> WorkloadReader.read(workload("<assertions/>\n"), "a.xml"))
                .hasMessageStartingWith("a.xml:10:1: <assertions> is empty");
        assertThatThrownBy(() -> WorkloadReader.read(workload("<assertions>\n<check/>\n</assertions>\n"), "a.xml"))
                .hasMessageStartingWith("a.xml:11:1: unknown element <check> inside <assertions>: expected one of <assert>");
        assertThatThrownBy(() -> WorkloadReader.read(workload("<assertions><assert check=\"p99&lt;1\"/></assertions>\n"
                + "<assertions><assert check=\"p99&lt;1\"/></assertions>\n"), "a.xml"))
                .hasMessageContaining("<workload> has more than one <assertions>");
    }

    @Test
    void validationListsEveryBadCheck() {
        WorkloadCheck check = WorkloadReader.check(workload("""
                <assertions>
                  <assert check="p99 lt"/>
                  <assert check="read.p99 lt 1"/>
                  <assert check="latency lt 1"/>
                </assertions>
                """), "a.xml");
        assertThat(check.errors()).extracting(WorkloadException::getMessage).containsExactly(
                "a.xml:11:11: assertion 'p99 lt': expected a number, found the end at column 7",
                "a.xml:13:11: assertion 'latency lt 1': expected a metric (pNN, pNN.N, avg, max, throughput, bandwidth,"
                        + " errors, success), found 'latency' at column 1");
    }
}
