package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.workloadkit.FiveStageWorkload;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.controller.run.RunListener;
import io.objbench.driver.MissionManager;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.plugin.PluginHost;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged bundle in the driver's OSGi plugin host: it starts, registers storage type
 * {@code librados}, and its privately embedded rados-java and JNA (with JNA's native dispatch
 * library) work inside the framework for a whole workload on the real Ceph.
 */
class LibradosBundleIT {

    private static CephEnv ceph;

    @TempDir
    Path plugins;

    @BeforeAll
    static void ceph() {
        ceph = CephEnv.require();
        CephEnv.requireLibrados();
    }

    @Test
    @Timeout(180)
    void theBundleRunsAWorkloadInThePluginHost() throws Exception {
        Path jar;
        try (Stream<Path> built = Files.list(Path.of("target"))) {
            jar = built.filter(p -> p.getFileName().toString().matches("objbench-adaptor-librados-[^-]+(-SNAPSHOT)?\\.jar"))
                    .findFirst().orElseThrow(() -> new IllegalStateException("run after package: no bundle jar in target/"));
        }
        Files.copy(jar, plugins.resolve(jar.getFileName()));
        FiveStageWorkload workload = FiveStageWorkload.on("librados", "endpoint=" + ceph.monHost() + ";accesskey="
                + ceph.user() + ";keyring=" + ceph.keyring() + ";create_pool=true;pg_num=8;delete_pool=true");
        try (PluginHost host = PluginHost.start(plugins)) {
            assertThat(host.problems()).as("bundle problems").isEmpty();
            assertThat(host.bundles()).contains("io.objbench.adaptor.librados");
            // the host takes every type but 'none' from bundles only, never from this test's class path
            StorageAdaptorFactory factory = host.registry().storage("librados").orElseThrow();
            assertThat(factory.type()).isEqualTo("librados");

            // the whole workload from inside the framework, with every check of the kit
            workload.run(new MissionManager("d1", host.registry(), Clock.system()), RunListener.NONE).assertCleanRun();
        }
    }
}
