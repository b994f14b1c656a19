package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** objbench's {@code warmup="detect|fixed"} on {@code <workstage>} and {@code <work>}. */
class WarmupAttributeTest {

    private static String xml(String stageAttributes, String workAttributes) {
        return "<workload name=\"t\">\n<storage type=\"mock\"/>\n<workflow>\n<workstage name=\"s\"" + stageAttributes
                + ">\n<work name=\"w\" workers=\"1\" runtime=\"5\"" + workAttributes + ">\n"
                + "<operation type=\"read\" ratio=\"100\" config=\"containers=c(1);objects=c(1)\"/>\n"
                + "</work>\n</workstage>\n</workflow>\n</workload>\n";
    }

    private static Stage stage(String stageAttributes, String workAttributes) throws WorkloadException {
        return WorkloadReader.read(xml(stageAttributes, workAttributes), "w.xml").stages().get(0);
    }

    @Test
    void detectionIsTheDefaultAndFixedOnTheStageOrAnyWorkFixesTheStage() throws Exception {
        assertThat(stage("", "").fixedWarmup()).isFalse();
        assertThat(stage(" warmup=\"detect\"", " warmup=\"detect\"").fixedWarmup()).isFalse();
        assertThat(stage(" warmup=\"fixed\"", "").fixedWarmup()).isTrue();
        assertThat(stage("", " warmup=\"fixed\"").fixedWarmup()).isTrue();
    }

    @Test
    void anotherValueIsRejectedAtItsAttribute() {
        assertThatThrownBy(() -> stage("", " warmup=\"auto\""))
                .hasMessageStartingWith("w.xml:5:40: warmup='auto' is not a warm-up rule: expected 'detect'");
        assertThatThrownBy(() -> stage(" warmup=\"Fixed\"", ""))
                .hasMessageStartingWith("w.xml:4:21: warmup='Fixed' is not a warm-up rule");
    }
}
