package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** objbench's until="stable", precision, stableOn and minRuntime on {@code <work>} and {@code <workstage>}. */
class StabilityTest {

    private static String single(String stageAttributes, String workAttributes) {
        return "<workload name=\"t\">\n<storage type=\"mock\" config=\"delay=1\"/>\n<workflow>\n<workstage name=\"s\" "
                + stageAttributes + ">\n"
                + "<work name=\"w\" workers=\"10\" " + workAttributes + ">\n"
                + "<operation type=\"read\" ratio=\"100\" config=\"containers=c(1);objects=c(1)\"/>\n"
                + "</work>\n<work type=\"cleanup\" workers=\"1\" config=\"containers=r(1,1);objects=r(1,1)\"/>\n"
                + "</workstage>\n</workflow>\n</workload>\n";
    }

    private static Work work(String stage, String work) throws WorkloadException {
        return WorkloadReader.read(single(stage, work), "u.xml").stages().get(0).works().get(0);
    }

    @Test
    void withoutUntilAWorkRunsToItsLimits() throws Exception {
        assertThat(work("", "runtime=\"20\"").stability()).isNull();
    }

    @Test
    void untilStableTakesItsDefaultsAndTheWorksOwnValues() throws Exception {
        assertThat(work("", "runtime=\"60\" until=\"stable\"").stability())
                .isEqualTo(new Stability(0.02, List.of("throughput"), 0));
        assertThat(work("", "runtime=\"60\" until=\"stable\" precision=\"0.5%\" stableOn=\"throughput, P99.9\" minRuntime=\"30\"")
                .stability()).isEqualTo(new Stability(0.005, List.of("throughput", "p99.9"), 30));
    }

    @Test
    void aStagesAttributesAreDefaultsForItsNormalWorksOnly() throws Exception {
        Workload w = WorkloadReader.read(single("until=\"stable\" precision=\"5%\" stableOn=\"p99\"",
                "runtime=\"60\" precision=\"1%\""), "u.xml");
        assertThat(w.stages().get(0).works().get(0).stability()).isEqualTo(new Stability(0.01, List.of("p99"), 0));
        assertThat(w.stages().get(0).works().get(1).stability()).as("the cleanup work").isNull();
    }

    @Test
    void aStableWorkTravelsInTheMissionJsonAndAPlainOneWithout() throws Exception {
        Work stable = work("", "runtime=\"60\" until=\"stable\" stableOn=\"throughput,p99\"");
        String json = Json.mapper().writeValueAsString(stable);
        assertThat(Json.mapper().readValue(json, Work.class)).isEqualTo(stable);
        assertThat(Json.mapper().writeValueAsString(work("", "runtime=\"60\""))).doesNotContain("stability");
    }

    @ParameterizedTest(name = "{0} / {1}")
    @CsvSource(delimiter = '|', textBlock = """
            ''                      | until="done" runtime="9"                     | 5:31 | until='done' is not known: expected stable (end the work once its precision is reached; leave until out to run to the limits)
            ''                      | until="stable" totalOps="9"                  | 5:31 | until="stable" needs the work's runtime as its limit: work 'w' has no runtime
            ''                      | until="stable" runtime="9" precision="2"     | 5:31 | precision='2' is not a percentage > 0: expected the 95 % confidence interval's half-width relative to the mean, such as 2% or 0.5%
            ''                      | until="stable" runtime="9" precision="0%"    | 5:31 | precision='0%' is not a percentage > 0: expected the 95 % confidence interval's half-width relative to the mean, such as 2% or 0.5%
            ''                      | until="stable" runtime="9" precision="100%"  | 5:31 | precision='100%' is not a percentage > 0: expected the 95 % confidence interval's half-width relative to the mean, such as 2% or 0.5%
            ''                      | until="stable" runtime="9" stableOn="p100"   | 5:31 | stableOn='p100': 'p100' is not a metric: expected throughput and/or latency percentiles such as p99 or p99.9, comma-separated
            ''                      | until="stable" runtime="9" stableOn="p99,,"  | 5:31 | stableOn='p99,,': '' is not a metric: expected throughput and/or latency percentiles such as p99 or p99.9, comma-separated
            ''                      | until="stable" runtime="9" stableOn="p99,p99" | 5:31 | stableOn='p99,p99' names p99 twice
            ''                      | until="stable" runtime="9" minRuntime="10"   | 5:31 | minRuntime=10 is longer than work 'w''s runtime of 9 s (its limit)
            ''                      | runtime="9" precision="2%"                   | 5:31 | precision applies only with until="stable" (on the <work> or its <workstage>)
            stableOn="p99"          | runtime="9"                                  | 4:1 | stableOn applies only with until="stable" (on the <work> or its <workstage>)
            until="soon"            | runtime="9"                                  | 4:1 | until='soon' is not known: expected stable (end the work once its precision is reached; leave until out to run to the limits)
            """)
    void badStabilityIsRejectedAtItsAttribute(String stage, String work, String site, String message) {
        assertThatThrownBy(() -> work(stage, work)).hasMessageStartingWith("u.xml:" + site.split(":")[0] + ":")
                .hasMessageEndingWith(message);
    }

    @Test
    void untilOnASpecialWorkIsAnError() {
        String xml = single("", "runtime=\"9\"").replace("<work type=\"cleanup\"", "<work type=\"cleanup\" until=\"stable\"");
        assertThatThrownBy(() -> WorkloadReader.read(xml, "u.xml"))
                .hasMessageContaining("until applies to normal works only, not to a cleanup work");
    }
}
