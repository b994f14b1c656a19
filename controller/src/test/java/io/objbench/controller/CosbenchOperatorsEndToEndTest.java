package io.objbench.controller;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.driver.DriverClient;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * COSBench workloads objbench diverged on, read and run whole through the real runner and an
 * in-process driver on storage {@code none}: what the reader accepts runs to FINISHED.
 */
class CosbenchOperatorsEndToEndTest {

    @TempDir
    Path dir;

    @Test
    void initWithObjectsSpecialOperationsInANormalWorkAndFilewriteRunToFinished() throws Exception {
        Path files = Files.createDirectory(dir.resolve("files"));
        Files.write(files.resolve("one.bin"), new byte[300]);
        Files.write(files.resolve("two.bin"), new byte[700]);
        Workload w = WorkloadReader.read("""
                <workload name="operators">
                  <storage type="none"/>
                  <workflow>
                    <workstage name="init">
                      <work type="init" workers="2" config="containers=r(1,2);objects=r(1,3);sizes=c(1)KB"/>
                    </workstage>
                    <workstage name="main">
                      <work name="main" workers="2" totalOps="40" config="containers=r(1,2);objects=r(1,5)">
                        <operation type="prepare" ratio="50" config="sizes=c(1)KB;createContainer=false"/>
                        <operation type="cleanup" ratio="50" config="deleteContainer=false"/>
                      </work>
                    </workstage>
                    <workstage name="files">
                      <work name="files" workers="1" totalOps="2">
                        <operation type="filewrite" config="containers=c(1);files=%s;fileselection=s"/>
                      </work>
                    </workstage>
                    <workstage name="list">
                      <work name="list" workers="1" totalOps="3">
                        <operation type="list" config="containers=u(1,2)"/>
                      </work>
                    </workstage>
                    <workstage name="dispose">
                      <work type="dispose" workers="2" config="containers=r(1,2)"/>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(files), "operators.xml");
        Map<String, DriverClient> drivers = Map.of("driver1", new LocalDriverClient(MissionManager.withDefaults("driver1")));

        WorkloadResult r = new WorkloadRunner(drivers, RunSettings.defaults().withTick(Duration.ofMillis(200)),
                RunListener.NONE).run("w1", w);

        assertThat(r.state()).as(r.stages().toString()).isEqualTo(WorkloadState.FINISHED);
        assertThat(r.stages()).extracting(StageResult::state).containsOnly(StageState.COMPLETED);
        OpStats init = op(r, 0, 0);
        assertThat(init.successes()).as("2 containers created, 3 objects written into each").isEqualTo(2 + 6);
        assertThat(init.bytes()).as("none reads no body: no bytes moved").isZero();
        assertThat(op(r, 1, 0).successes() + op(r, 1, 1).successes()).isEqualTo(40);
        assertThat(op(r, 1, 0).sampleType()).isEqualTo("write");
        assertThat(op(r, 1, 1).sampleType()).isEqualTo("delete");
        assertThat(op(r, 2, 0).successes()).isEqualTo(2);
        assertThat(op(r, 3, 0).successes()).isEqualTo(3);
        assertThat(op(r, 4, 0).successes()).isEqualTo(2);
    }

    private static OpStats op(WorkloadResult r, int stage, int op) {
        return r.stages().get(stage).works().get(0).ops().get(op);
    }
}
