package io.objbench.controller.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.core.check.CriterionException;
import io.objbench.core.check.Verdict;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Steps;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A step judged against the SLOs on synthetic figures: named as the main stage, failed when it did not complete. */
class SloCheckTest {

    /** The step stage of a search over stage {@code main} with a read and a write operation. */
    static Stage step() throws Exception {
        Workload w = WorkloadReader.read("""
                <workload name="slo">
                  <storage type="mock" />
                  <search vary="workers" from="4"><slo check="p99 &lt; 1s"/></search>
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="4" runtime="10">
                        <operation type="read" ratio="80" config="containers=c(1);objects=u(1,10)" />
                        <operation type="write" ratio="20" config="containers=c(1);objects=u(1,10);sizes=c(1)KB" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """, "slo.xml");
        return Steps.step(w.stages().get(0), w.search(), 1, 8);
    }

    @Test
    void theStepIsEvaluatedAsOneStageNamedAsTheMainStage() throws Exception {
        // response times 1..40 ms evenly: p99 ≈ 39.6 ms, 1,000 successes of each operation in 10 s
        StageResult r = StepResults.completed(step(), 40);
        SloCheck check = new SloCheck(List.of("main.read.p99<=40ms", "read.p99<=40ms", "main.*.p99<39ms",
                "throughput>=199", "throughput>=201", "other.read.p99<1s"));
        List<Verdict> v = check.verdicts(r, "main");
        assertThat(v).extracting(Verdict::pass).containsExactly(true, true, false, true, false, false);
        assertThat(v.get(0).value()).isBetween(39.0, 40.0);
        assertThat(v.get(3).value()).isEqualTo(200.0); // both operations together: 2,000 in 10 s
        assertThat(v.get(5).reason()).contains("no stage named 'other'");
        assertThat(SloCheck.passes(r, v)).isFalse();
        assertThat(SloCheck.passes(r, v.subList(0, 2))).isTrue();
    }

    @Test
    void aStepThatDidNotCompleteFailsWhateverItsFigures() throws Exception {
        StageResult failed = StepResults.of(step(), StageState.FAILED, 1000, 0, 2, 10);
        List<Verdict> v = new SloCheck(List.of("p99<1s")).verdicts(failed, "main");
        assertThat(v).extracting(Verdict::pass).containsExactly(true);
        assertThat(SloCheck.passes(failed, v)).isFalse();
    }

    @Test
    void errorsAreFailuresOverAttemptsOfTheStep() throws Exception {
        // 990 successes and 10 failures per operation: 1 % errors
        StageResult r = StepResults.of(step(), StageState.COMPLETED, 990, 10, 2, 10);
        List<Verdict> v = new SloCheck(List.of("errors<=1%", "errors<1%", "write.success>=99%")).verdicts(r, "main");
        assertThat(v).extracting(Verdict::pass).containsExactly(true, false, true);
        assertThat(v.get(0).value()).isCloseTo(0.01, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void aBadSloIsRefusedWhenTheCheckIsMade() {
        assertThatThrownBy(() -> new SloCheck(List.of("p99<=1ms", "p99 = 1ms"))).isInstanceOf(CriterionException.class)
                .hasMessageContaining("expected a comparison");
    }
}
