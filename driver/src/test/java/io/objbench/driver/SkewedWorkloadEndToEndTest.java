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

/**
 * A workload using the objbench selectors z, zs, hot and latest, read by core's reader, runs on
 * the {@code mock} storage keeping objects, each work split over two missions as over two drivers:
 * every read finds an object that exists.
 */
class SkewedWorkloadEndToEndTest {

    private static final String XML = """
            <workload name="skewed" description="objbench selectors on mock">
              <storage type="mock" config="delay=0;store=true" />
              <workflow>
                <workstage name="init">
                  <work type="init" workers="2" config="cprefix=sk;containers=r(1,4)" />
                </workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="4" config="cprefix=sk;containers=r(1,4);objects=r(1,500);sizes=c(1)KB" />
                </workstage>
                <workstage name="skewed">
                  <work name="skewed" workers="4" totalOps="4000">
                    <operation type="read" ratio="40" config="cprefix=sk;containers=hot(1,4,0.25,0.9);objects=zs(1,500,0.99)" />
                    <operation type="head" ratio="40" config="cprefix=sk;containers=z(1,4,1.2);objects=z(1,500,0.8)" />
                    <operation type="write" ratio="20" config="cprefix=sk;containers=zs(1,4,1);objects=hot(1,500,0.1,0.5);sizes=z(1,4,1.1)KB" />
                  </work>
                </workstage>
                <workstage name="latest">
                  <work name="latest" workers="2" totalOps="2000">
                    <operation type="write" ratio="30" config="cprefix=sk;containers=c(1);objects=s(501,5000);sizes=c(1)KB" />
                    <operation type="read" ratio="70" config="cprefix=sk;containers=c(1);objects=latest(1,500,0.9)" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """;

    private final MissionManager driver = MissionManager.withDefaults("skewed");

    private List<OpStats> runWork(String stageId, Work work) throws Exception {
        return TwoMissionStages.runWork(driver, stageId, work, 9L);
    }

    @Test
    void skewedAndLatestWorksRunOnTwoDriversAndEveryReadFindsItsObject() throws Exception {
        Workload workload = WorkloadReader.read(XML, "skewed.xml");
        List<List<OpStats>> results = new ArrayList<>();
        for (Stage stage : workload.stages()) {
            results.add(runWork(stage.id(), stage.works().getFirst()));
        }

        List<OpStats> skewed = results.get(2);
        assertThat(skewed.stream().mapToLong(OpStats::total).sum()).isEqualTo(4000);
        assertThat(skewed).allSatisfy(op -> assertThat(op.failures()).as(op.toString()).isZero());
        List<OpStats> latest = results.get(3);
        assertThat(latest.get(0).total() + latest.get(1).total()).isEqualTo(2000);
        // each driver's single worker reads only what exists: the prepared 1..500 and its own writes
        assertThat(latest.get(1).failures()).isZero();
        assertThat(latest.get(1).successes()).isBetween(1200L, 1600L);
    }
}
