package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** objbench's {@code onDriverLoss="terminate|continue"} on {@code <workload>} and {@code <workstage>}. */
class DriverLossAttributeTest {

    private static String xml(String workloadAttributes, String firstStageAttributes) {
        String work = "<work name=\"w\" workers=\"1\" runtime=\"5\">\n"
                + "<operation type=\"read\" ratio=\"100\" config=\"containers=c(1);objects=c(1)\"/>\n</work>\n";
        return "<workload name=\"t\"" + workloadAttributes + ">\n<storage type=\"mock\"/>\n<workflow>\n"
                + "<workstage name=\"a\"" + firstStageAttributes + ">\n" + work + "</workstage>\n"
                + "<workstage name=\"b\">\n" + work + "</workstage>\n</workflow>\n</workload>\n";
    }

    private static List<DriverLossPolicy> policies(String workloadAttributes, String firstStageAttributes)
            throws WorkloadException {
        return WorkloadReader.read(xml(workloadAttributes, firstStageAttributes), "w.xml").stages().stream()
                .map(Stage::onDriverLoss).toList();
    }

    @Test
    void terminateIsTheDefaultAndAStageOverridesTheWorkload() throws Exception {
        assertThat(policies("", "")).containsExactly(DriverLossPolicy.TERMINATE, DriverLossPolicy.TERMINATE);
        assertThat(policies(" onDriverLoss=\"continue\"", ""))
                .containsExactly(DriverLossPolicy.CONTINUE, DriverLossPolicy.CONTINUE);
        assertThat(policies(" onDriverLoss=\"continue\"", " onDriverLoss=\"terminate\""))
                .containsExactly(DriverLossPolicy.TERMINATE, DriverLossPolicy.CONTINUE);
        assertThat(policies("", " onDriverLoss=\"continue\""))
                .containsExactly(DriverLossPolicy.CONTINUE, DriverLossPolicy.TERMINATE);
    }

    @Test
    void anotherValueIsRejectedNamingFileLineAndAttribute() {
        assertThatThrownBy(() -> policies(" onDriverLoss=\"keep-going\"", ""))
                .hasMessageStartingWith("w.xml:1:")
                .hasMessageContaining("onDriverLoss='keep-going' is not a driver-loss rule: expected 'terminate'")
                .hasMessageContaining("'continue'");
        // exact, as the other enumerated attributes: no case folding
        assertThatThrownBy(() -> policies("", " onDriverLoss=\"Continue\""))
                .hasMessageStartingWith("w.xml:4:")
                .hasMessageContaining("onDriverLoss='Continue' is not a driver-loss rule");
    }

    @Test
    void checkListsABadValueOnEachElement() {
        WorkloadCheck c = WorkloadReader.check(xml(" onDriverLoss=\"x\"", " onDriverLoss=\"y\""), "w.xml");
        assertThat(c.errors()).extracting(Throwable::getMessage)
                .anyMatch(m -> m.contains("onDriverLoss='x'")).anyMatch(m -> m.contains("onDriverLoss='y'"));
    }
}
