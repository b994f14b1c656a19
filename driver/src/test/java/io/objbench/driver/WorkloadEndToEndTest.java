package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A COSBench workload read by core's reader runs stage by stage on this driver (two "drivers" per work). */
class WorkloadEndToEndTest {

    private static final String XML = """
            <workload name="e2e" description="five stages on mock">
              <storage type="mock" config="delay=0;store=true" />
              <workflow>
                <workstage name="init">
                  <work type="init" workers="2" config="cprefix=e2e;containers=r(1,2)" />
                </workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="4" config="cprefix=e2e;containers=r(1,2);objects=r(1,25);sizes=c(2)KB;hashCheck=true" />
                </workstage>
                <workstage name="main">
                  <work name="main" workers="5" totalOps="1001">
                    <operation type="read" ratio="80" config="cprefix=e2e;containers=u(1,2);objects=u(1,25);hashCheck=true" />
                    <operation type="write" ratio="20" config="cprefix=e2e;containers=u(1,2);objects=u(1,25);sizes=c(2)KB;hashCheck=true" />
                  </work>
                </workstage>
                <workstage name="cleanup">
                  <work type="cleanup" workers="4" config="cprefix=e2e;containers=r(1,2);objects=r(1,25)" />
                </workstage>
                <workstage name="dispose">
                  <work type="dispose" workers="2" config="cprefix=e2e;containers=r(1,2)" />
                </workstage>
              </workflow>
            </workload>
            """;

    private final MissionManager driver = MissionManager.withDefaults("e2e");

    /** Runs a work as two missions (workers split like two drivers would) and merges their reports. */
    private List<OpStats> runWork(String stageId, Work work) throws Exception {
        return TwoMissionStages.runWork(driver, stageId, work, 5L);
    }

    @Test
    void fiveStagesRunWithExactCountsAndVerifiedReads() throws Exception {
        Workload workload = WorkloadReader.read(XML, "e2e.xml");
        List<List<OpStats>> results = new ArrayList<>();
        for (Stage stage : workload.stages()) {
            results.add(runWork(stage.id(), stage.works().getFirst()));
        }

        assertThat(results.get(0).getFirst().successes()).isEqualTo(2);
        assertThat(results.get(1).getFirst().successes()).isEqualTo(50);
        assertThat(results.get(1).getFirst().bytes()).isEqualTo(100_000);
        List<OpStats> main = results.get(2);
        assertThat(main.get(0).total() + main.get(1).total()).isEqualTo(1001);
        assertThat(main.get(0).failures() + main.get(1).failures()).isZero();
        assertThat(main.get(0).successes()).isBetween(700L, 900L);
        assertThat(results.get(3).getFirst().successes()).isEqualTo(50);
        assertThat(results.get(3).getFirst().sampleType()).isEqualTo("delete");
        assertThat(results.get(4).getFirst().successes()).isEqualTo(2);
    }
}
