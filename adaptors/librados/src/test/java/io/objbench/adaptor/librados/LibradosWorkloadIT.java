package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;

import com.ceph.rados.IoCTX;
import com.ceph.rados.Rados;
import io.objbench.adaptor.workloadkit.FiveStageWorkload;
import io.objbench.controller.run.RunListener;
import io.objbench.core.workload.Stage;
import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The adaptor workload kit's five-stage workload on the real Ceph through the real driver engine
 * and runner, in process: init creates two pools ({@code create_pool=true}), prepare fills them,
 * the main stage mixes 80/15/5 read/write/delete with hashCheck, cleanup must leave both pools
 * empty (checked with librados itself just before dispose) and dispose deletes them.
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
        FiveStageWorkload workload = FiveStageWorkload.on("librados", "endpoint=" + ceph.monHost() + ";accesskey="
                + ceph.user() + ";keyring=" + ceph.keyring() + ";create_pool=true;pg_num=8;delete_pool=true");
        List<String> beforeDispose = new ArrayList<>();
        AtomicBoolean checked = new AtomicBoolean();
        RunListener check = new RunListener() {
            @Override
            public void stageStarted(String workloadId, Stage stage) {
                if (stage.name().equals("dispose")) {
                    beforeDispose.addAll(objectsIn(workload.containers()));
                    checked.set(true);
                }
            }
        };

        workload.run(check).assertCleanRun();

        assertThat(checked).as("pools checked before dispose").isTrue();
        assertThat(beforeDispose).as("objects left after cleanup").isEmpty();
        assertThat(pools()).as("pools left after dispose").noneMatch(p -> p.startsWith(workload.prefix()));
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
