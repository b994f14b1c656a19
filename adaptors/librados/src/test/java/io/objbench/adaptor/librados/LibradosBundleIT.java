package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.StorageAdaptorFactory;
import io.objbench.controller.driver.DriverClient;
import io.objbench.controller.driver.LocalDriverClient;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.plugin.PluginHost;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
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
        String prefix = "objbench-osgi-" + Long.toString(ThreadLocalRandom.current().nextLong() >>> 1, 36) + "-";
        String xml;
        try (InputStream in = LibradosBundleIT.class.getResourceAsStream("/it/five-stages.xml")) {
            xml = new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("ENDPOINT", ceph.monHost())
                    .replace("USER", ceph.user()).replace("KEYRING", ceph.keyring()).replace("PREFIX", prefix);
        }
        try (PluginHost host = PluginHost.start(plugins)) {
            assertThat(host.problems()).as("bundle problems").isEmpty();
            assertThat(host.bundles()).contains("io.objbench.adaptor.librados");
            // the host takes every type but 'none' from bundles only, never from this test's class path
            StorageAdaptorFactory factory = host.registry().storage("librados").orElseThrow();
            assertThat(factory.type()).isEqualTo("librados");

            Map<String, DriverClient> drivers = Map.of("d1", new LocalDriverClient(MissionManager.withPlugins("d1", host)));
            WorkloadResult result = new WorkloadRunner(drivers, RunSettings.defaults(), RunListener.NONE)
                    .run("w1", WorkloadReader.read(xml, "five-stages.xml"));

            assertThat(result.state()).isEqualTo(WorkloadState.FINISHED);
            OpStats prepare = result.stages().get(1).works().get(0).ops().get(0);
            assertThat(prepare.successes()).as("objects written from inside the framework").isEqualTo(80);
            OpStats reads = result.stages().get(2).works().get(0).ops().get(0);
            assertThat(reads.successes()).isPositive();
            assertThat(reads.failures()).isZero();
        }
    }
}
