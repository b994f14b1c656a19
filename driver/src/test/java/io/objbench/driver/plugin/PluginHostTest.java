package io.objbench.driver.plugin;

import io.objbench.core.protocol.ApiErrorKind;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.driver.MissionException;
import io.objbench.driver.MissionManager;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Missions;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded framework over a plugins directory of bundles built at test time. */
class PluginHostTest {

    @TempDir
    Path plugins;

    @Test
    void aBundleFactoryIsFoundByTypeAndRunsAMission() throws Exception {
        KvBundle.write(plugins);
        try (PluginHost host = PluginHost.start(plugins)) {
            assertThat(host.problems()).isEmpty();
            assertThat(host.bundles()).containsExactly("test.kv");
            MissionManager manager = new MissionManager("d1", host.registry(), Clock.system());
            assertThat(manager.info().storageTypes()).containsExactly("none", "testkv");
            assertThat(manager.info().authTypes()).contains("testkv");
            assertThat(host.registry().storage("mock")).as("class-path adaptors besides none are not used").isEmpty();

            MissionReport write = run(manager, Missions.work().workers(2).totalOps(60).storage("testkv", "")
                    .op("write", 100, "containers=c(1);objects=s(1,60);sizes=c(1)KB").mission("m-write"));
            MissionReport read = run(manager, Missions.work().workers(2).totalOps(80).auth("testkv", "").storage("testkv", "")
                    .op("read", 100, "containers=c(1);objects=u(1,60)").mission("m-read"));

            assertThat(write.state()).isEqualTo(MissionState.ACCOMPLISHED);
            assertThat(write.ops().getFirst().successes()).isEqualTo(60);
            assertThat(read.state()).as("login checks the context class loader too").isEqualTo(MissionState.ACCOMPLISHED);
            // every call checks it runs with the bundle's context class loader, else fails
            assertThat(read.ops().getFirst().successes()).isEqualTo(80);
            assertThat(read.ops().getFirst().failures()).isZero();
            assertThat(read.ops().getFirst().bytes()).isEqualTo(80_000);
        }
    }

    @Test
    void aMissionOnATypeNoBundleProvidesIsRefusedListingTheTypes() throws Exception {
        KvBundle.write(plugins);
        try (PluginHost host = PluginHost.start(plugins)) {
            MissionManager manager = new MissionManager("d1", host.registry(), Clock.system());
            Mission mission = Missions.work().totalOps(1).storage("s3", "")
                    .op("read", 100, "containers=c(1);objects=c(1)").mission("m-s3");
            assertThatThrownBy(() -> manager.submit(mission)).isInstanceOfSatisfying(MissionException.class,
                    e -> assertThat(e.kind()).isEqualTo(ApiErrorKind.BAD_REQUEST))
                    .hasMessageContaining("storage type 's3' is not available").hasMessageContaining("testkv");
        }
    }

    @Test
    void aBrokenBundleIsReportedByNameAndTheOthersStillWork() throws Exception {
        TestBundles.bundle(plugins, "broken.jar", "test.broken",
                Map.of("broken.Thing", "package broken; public class Thing {}"),
                Map.of("Import-Package", "com.example.missing"));
        Files.writeString(plugins.resolve("garbage.jar"), "not a jar");
        KvBundle.write(plugins);
        try (PluginHost host = PluginHost.start(plugins)) {
            assertThat(host.problems()).extracting(PluginProblem::file).containsExactly("broken.jar", "garbage.jar");
            PluginProblem broken = host.problems().getFirst();
            assertThat(broken.symbolicName()).isEqualTo("test.broken");
            assertThat(broken.reason()).contains("com.example.missing");
            assertThat(broken.toString()).startsWith("plugin broken.jar: ").doesNotContain("\n");
            assertThat(host.bundles()).containsExactly("test.kv");
            assertThat(host.registry().storage("testkv")).isPresent();
        }
    }

    @Test
    void theApiIsExportedWithItsVersion() throws Exception {
        KvBundle.write(plugins, "a-current.jar", "test.current", KvBundle.API_RANGE);
        KvBundle.write(plugins, "b-future.jar", "test.future", "io.objbench.api;version=\"[2,3)\"");
        try (PluginHost host = PluginHost.start(plugins)) {
            assertThat(host.problems()).singleElement().satisfies(p -> {
                assertThat(p.file()).isEqualTo("b-future.jar");
                assertThat(p.reason()).contains("io.objbench.api").contains("[2.0.0,3.0.0)")
                        .contains("this driver exports " + ApiExport.systemPackagesExtra());
            });
            assertThat(host.registry().storageTypes()).contains("testkv");
        }
        assertThat(ApiExport.systemPackagesExtra()).isEqualTo("io.objbench.api;version=" + ApiExport.version());
        assertThat(ApiExport.version()).matches("\\d+\\.\\d+\\.\\d+");
        assertThat(ApiExport.osgiVersion("0.1.0-SNAPSHOT")).isEqualTo("0.1.0");
        assertThat(ApiExport.exportedVersion("io.objbench.api;version=\"0.2.1\";uses:=\"x\"")).isEqualTo("0.2.1");
        assertThat(ApiExport.exportedVersion("a.b;version=1.0,io.objbench.api;version=0.3.0")).isEqualTo("0.3.0");
        assertThat(ApiExport.exportedVersion("io.objbench.apix;version=9.0")).isNull();
    }

    @Test
    void adaptorCallsRunWithTheBundleLoaderAsContextLoaderAndRestoreIt() throws Exception {
        KvBundle.write(plugins);
        try (PluginHost host = PluginHost.start(plugins);
             URLClassLoader mine = new URLClassLoader(new URL[0])) {
            Thread.currentThread().setContextClassLoader(mine);
            StorageAdaptorFactory factory = host.registry().storage("testkv").orElseThrow();
            StorageAdaptor adaptor = factory.create(AdaptorConfig.of(Map.of()));
            StorageSession session = adaptor.openSession(1, AuthToken.NONE);
            assertThat(session.head("c", "o")).isEqualTo(OpResult.OK);
            assertThat(session.createContainer("c")).isEqualTo(OpResult.OK);
            assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(mine);

            StorageSession bare = ((ContextLoaderSession) session).delegate();
            assertThat(bare.head("c", "o").ok()).as("the same call without the wrapper").isFalse();
            session.close();
            adaptor.close();
            assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(mine);
        } finally {
            Thread.currentThread().setContextClassLoader(PluginHostTest.class.getClassLoader());
        }
    }

    @Test
    void eachStartHasAFreshStorageAreaDeletedOnStop() throws Exception {
        KvBundle.write(plugins);
        PluginHost first = PluginHost.start(plugins);
        Path area = first.storageArea();
        assertThat(area).isDirectory();
        first.close();
        assertThat(area).doesNotExist();

        try (PluginHost second = PluginHost.start(plugins)) {
            assertThat(second.storageArea()).isNotEqualTo(area).isDirectory();
        }
    }

    private static MissionReport run(MissionManager manager, Mission mission) throws Exception {
        manager.submit(mission);
        manager.login(mission.id());
        manager.launch(mission.id());
        manager.awaitFinal(mission.id(), Duration.ofSeconds(30));
        return manager.close(mission.id());
    }
}
