package io.objbench.controller.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeEstimateTest {

    /** s1 timed 10+60+5 s then 3 s closure delay; s2 a 7 s delay stage; s3 runtime 120 or 1000 ops. */
    private static final String TIMED = """
            <workload name="t">
              <storage type="mock"/>
              <workflow>
                <workstage name="main" closuredelay="3">
                  <work name="a" workers="1" rampup="10" runtime="60" rampdown="5">
                    <operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/>
                  </work>
                  <work name="b" workers="1" runtime="30">
                    <operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/>
                  </work>
                </workstage>
                <workstage name="pause" closuredelay="7">
                  <work type="delay" workers="1"/>
                </workstage>
                STAGE3
              </workflow>
            </workload>
            """;

    private static Workload read(String stage3) throws Exception {
        return WorkloadReader.read(TIMED.replace("STAGE3", stage3), "t.xml");
    }

    private static final String EARLY = """
            <workstage name="early">
              <work name="c" workers="1" runtime="120" totalOps="1000">
                <operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/>
              </work>
            </workstage>""";

    private static final String COUNTED = """
            <workstage name="counted">
              <work name="c" workers="1" totalOps="1000">
                <operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/>
              </work>
            </workstage>""";

    @Test
    void timedStagesAddUpExactlyWithRampsAndDelays() throws Exception {
        Workload w = read("");
        TimeEstimate e = TimeEstimate.of(w.stages());
        assertThat(e.exact()).isTrue();
        assertThat(e.minSeconds()).isEqualTo(10 + 60 + 5 + 3 + 7);
        assertThat(e.describe()).isEqualTo("1 min 25 s");
        assertThat(TimeEstimate.of(w.stages().get(0)).minSeconds()).as("the longest work, then the delay").isEqualTo(78);
    }

    @Test
    void aStageThatAlsoEndsOnOperationsIsAnUpperBound() throws Exception {
        TimeEstimate e = TimeEstimate.of(read(EARLY).stages());
        assertThat(e.exact()).isFalse();
        assertThat(e.maxSeconds()).isEqualTo(85 + 120);
        assertThat(e.minSeconds()).as("s3 may end at once").isEqualTo(85);
        assertThat(e.describe()).isEqualTo("at most 3 min 25 s, at least 1 min 25 s (may end sooner: s3-early)");
        assertThat(e.brief()).isEqualTo("<= 3 min 25 s");
    }

    @Test
    void aStageThatEndsWhenStableIsAnUpperBoundToo() throws Exception {
        TimeEstimate e = TimeEstimate.of(read(EARLY.replace("totalOps=\"1000\"", "until=\"stable\" precision=\"2%\""))
                .stages());
        assertThat(e.exact()).isFalse();
        assertThat(e.maxSeconds()).isEqualTo(85 + 120);
        assertThat(e.describe()).isEqualTo("at most 3 min 25 s, at least 1 min 25 s (may end sooner: s3-early)");
    }

    @Test
    void aStageWithoutATimeLimitMakesTheTotalUnknownWithItsLowerBound() throws Exception {
        TimeEstimate e = TimeEstimate.of(read(COUNTED).stages());
        assertThat(e.bounded()).isFalse();
        assertThat(e.minSeconds()).isEqualTo(85);
        assertThat(e.describe()).isEqualTo("unknown, at least 1 min 25 s (not known in advance: s3-counted)");
        assertThat(e.brief()).isEqualTo(">= 1 min 25 s");
        assertThat(TimeEstimate.of(read(COUNTED).stages().subList(2, 3)).brief()).isEqualTo("?");
    }

    @Test
    void timeLeftFollowsTheRunAndDropsWhenAStageEndsEarly() throws Exception {
        List<Stage> stages = read(EARLY).stages();
        // 20 s into s1: 58 s of s1 left, then 7 s, then at most 120 s
        TimeEstimate at20 = TimeEstimate.left(stages, 0, 20);
        assertThat(at20.maxSeconds()).isEqualTo(58 + 7 + 120);
        assertThat(at20.minSeconds()).isEqualTo(58 + 7);
        // past its limit a stage counts 0, never negative
        assertThat(TimeEstimate.left(stages, 1, 100).maxSeconds()).isEqualTo(120);
        // s3 (runtime 120 or 1000 ops) 10 s in: at most 110 s left ...
        assertThat(TimeEstimate.left(stages, 2, 10).brief()).isEqualTo("<= 1 min 50 s");
        // ... and once it ended early on its operations, nothing is left
        assertThat(TimeEstimate.left(stages, 3, 0)).isEqualTo(TimeEstimate.ZERO);
        assertThat(TimeEstimate.left(stages, 3, 0).brief()).isEqualTo("0 s");
    }

    @Test
    void theDryRunSaysTheEstimatePerStage() throws Exception {
        SchedulePlan plan = SchedulePlanner.plan(read(EARLY), List.of("driver1"));
        assertThat(PlanText.duration(plan)).isEqualTo("at most 3 min 25 s, at least 1 min 25 s (may end sooner: s3-early)");
        assertThat(PlanText.stageTime(plan.stages().get(0))).isEqualTo("1 min 15 s");
        assertThat(PlanText.stageTime(plan.stages().get(2))).isEqualTo("at most 2 min");
        assertThat(PlanText.render(plan)).contains("expected duration: at most 3 min 25 s", "\ns3-early: at most 2 min\n",
                "\ns1-main: 1 min 15 s, then 3 s closure delay\n");
        SchedulePlan counted = SchedulePlanner.plan(read(COUNTED), List.of("driver1"));
        assertThat(PlanText.stageTime(counted.stages().get(2))).isEmpty();
    }
}
