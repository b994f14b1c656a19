package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;

import com.ceph.rados.IoCTX;
import com.ceph.rados.Rados;
import io.objbench.controller.driver.DriverClient;
import io.objbench.controller.driver.LocalDriverClient;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A whole five-stage workload on the real Ceph through the real driver engine and runner, in
 * process: init creates two pools, prepare fills them, the main stage mixes 80/15/5
 * read/write/delete with hashCheck, cleanup must leave both pools empty (checked with librados
 * itself just before dispose) and dispose deletes them.
 */
class LibradosWorkloadIT {

    private static CephEnv ceph;

    @BeforeAll
    static void ceph() {
        ceph = CephEnv.require();
        CephEnv.requireLibrados();
    }

    @Test
    @Timeout(180)
    void fiveStagesRunCleanlyAndLeaveNothingBehind() throws Exception {
        String prefix = "objbench-wl-" + Long.toString(ThreadLocalRandom.current().nextLong() >>> 1, 36) + "-";
        String xml;
        try (InputStream in = LibradosWorkloadIT.class.getResourceAsStream("/it/five-stages.xml")) {
            xml = new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("ENDPOINT", ceph.monHost())
                    .replace("USER", ceph.user()).replace("KEYRING", ceph.keyring()).replace("PREFIX", prefix);
        }
        List<String> beforeDispose = new ArrayList<>();
        AtomicBoolean checked = new AtomicBoolean();
        RunListener check = new RunListener() {
            @Override
            public void stageStarted(String workloadId, Stage stage) {
                if (stage.name().equals("dispose")) {
                    beforeDispose.addAll(objectsIn(prefix + "1", prefix + "2"));
                    checked.set(true);
                }
            }
        };
        Map<String, DriverClient> drivers = Map.of("d1", new LocalDriverClient(MissionManager.withDefaults("d1")));
        WorkloadResult result = new WorkloadRunner(drivers, RunSettings.defaults(), check)
                .run("w1", WorkloadReader.read(xml, "five-stages.xml"));

        assertThat(result.state()).as("workload state").isEqualTo(WorkloadState.FINISHED);
        OpStats prepare = op(result.stages().get(1), 0);
        assertThat(prepare.successes()).as("objects prepared").isEqualTo(80);
        assertThat(prepare.bytes()).isEqualTo(80 * 64_000L);
        StageResult main = result.stages().get(2);
        OpStats reads = op(main, 0);
        OpStats writes = op(main, 1);
        OpStats deletes = op(main, 2);
        assertThat(reads.successes() + reads.failures() + writes.successes() + writes.failures()
                + deletes.successes() + deletes.failures()).as("main operations").isEqualTo(400);
        assertThat(reads.successes()).as("reads").isBetween(250L, 370L);
        assertThat(reads.failures()).as("failed reads (hashCheck included)").isZero();
        assertThat(writes.failures()).as("failed writes").isZero();
        assertThat(reads.bytes()).as("bytes read").isEqualTo(reads.successes() * 64_000L);
        assertThat(checked).as("pools checked before dispose").isTrue();
        assertThat(beforeDispose).as("objects left after cleanup").isEmpty();
        assertThat(op(result.stages().get(4), 0).failures()).as("failed disposes").isZero();
        assertThat(pools()).as("pools left after dispose").noneMatch(p -> p.startsWith(prefix));
    }

    private static OpStats op(StageResult stage, int index) {
        return stage.works().get(0).ops().get(index);
    }

    private static List<String> objectsIn(String... pools) {
        List<String> names = new ArrayList<>();
        Rados rados = connect();
        try {
            for (String pool : pools) {
                IoCTX io = rados.ioCtxCreate(pool);
                try {
                    Arrays.stream(io.listObjects()).map(n -> pool + "/" + n).forEach(names::add);
                } finally {
                    rados.ioCtxDestroy(io);
                }
            }
        } catch (Exception e) {
            names.add("listing failed: " + e);
        } finally {
            rados.shutDown();
        }
        return names;
    }

    private static List<String> pools() throws Exception {
        Rados rados = connect();
        try {
            return List.of(rados.poolList());
        } finally {
            rados.shutDown();
        }
    }

    private static Rados connect() {
        try {
            Rados rados = new Rados(ceph.user());
            rados.confReadFile(new File(ceph.conf()));
            rados.confSet("client_mount_timeout", "10");
            rados.connect();
            return rados;
        } catch (Exception e) {
            throw new IllegalStateException("cannot connect to Ceph with " + ceph.conf(), e);
        }
    }
}
