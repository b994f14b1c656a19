package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Names with cdigits/coffset and odigits/ooffset (objbench extension), and their checks in the reader. */
class NameFormatTest {

    @Test
    void withoutTheExtensionNamesAreCosbenchs() {
        assertThat(NameFormat.containers(Map.of()).name(7)).isEqualTo("mycontainers7");
        assertThat(NameFormat.objects(Map.of("oprefix", "o_", "osuffix", ".bin")).name(12)).isEqualTo("o_12.bin");
    }

    @Test
    void digitsPadWithZerosAndOffsetShiftsTheNumber() {
        NameFormat c = NameFormat.containers(Map.of("cprefix", "ssbench_", "csuffix", "_gold", "cdigits", "6",
                "coffset", "-1"));
        assertThat(c.name(1)).isEqualTo("ssbench_000000_gold");
        assertThat(c.name(100)).isEqualTo("ssbench_000099_gold");
        assertThat(NameFormat.objects(Map.of("oprefix", "tiny_", "odigits", "6")).name(1234567)).isEqualTo("tiny_1234567");
        assertThat(NameFormat.objects(Map.of("ooffset", "1000")).name(1)).isEqualTo("myobjects1001");
    }

    private static WorkloadCheck check(String opConfig) {
        return WorkloadReader.check("""
                <workload name="n">
                  <storage type="mock"/>
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="1" totalOps="1">
                        <operation type="read" config="containers=u(1,3);objects=u(1,5);%s"/>
                      </work>
                    </workstage>
                  </workflow>
                </workload>""".formatted(opConfig), "names.xml");
    }

    @Test
    void theReaderAcceptsValidWidthsAndOffsets() {
        WorkloadCheck ok = check("cdigits=6;coffset=-1;odigits=0;ooffset=5");
        assertThat(ok.errors()).isEmpty();
        assertThat(ok.workload().stages().get(0).works().get(0).operations().get(0).effectiveConfig())
                .containsEntry("cdigits", "6").containsEntry("coffset", "-1");
    }

    @Test
    void badWidthsOffsetsAndNegativeNumbersAreErrorsAtTheConfig() {
        assertThat(check("cdigits=six").errors()).extracting(WorkloadException::getMessage).containsExactly(
                "names.xml:6:32: cdigits='six' is not a width: expected a whole number 0..19 (the number in the name"
                        + " is zero-padded to it)");
        assertThat(check("odigits=20").errors()).hasSize(1);
        assertThat(check("coffset=1.5").errors()).extracting(WorkloadException::getMessage).containsExactly(
                "names.xml:6:32: coffset='1.5' is not an offset: expected a whole number such as -1 (added to the"
                        + " selected number in the name)");
        assertThat(check("coffset=-2").errors()).extracting(WorkloadException::getMessage).containsExactly(
                "names.xml:6:32: coffset=-2 with containers=u(1,3) names number -1: names cannot carry negative"
                        + " numbers");
    }

    @Test
    void aWrongCaseSpellingIsRefusedAsForTheOtherKeys() {
        assertThat(check("cDigits=6").errors()).singleElement().extracting(WorkloadException::getMessage)
                .asString().contains("cdigits");
    }
}
