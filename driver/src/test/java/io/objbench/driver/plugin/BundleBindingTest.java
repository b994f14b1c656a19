package io.objbench.driver.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import io.objbench.driver.AdaptorRegistry;
import io.objbench.driver.StorageAliases;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.run.MeasuredSession;
import io.objbench.driver.run.WorkerBinding;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin registry hands the engine a {@link WorkerBinding} that gives a worker thread its
 * bundle's class loader for life (through the aliases wrapper the driver uses too); a class-path
 * registry binds nothing.
 */
class BundleBindingTest {

    @TempDir
    Path plugins;

    @Test
    void aWorkerOnBundleSessionsCarriesTheBundleLoader() throws Exception {
        KvBundle.write(plugins);
        try (PluginHost host = PluginHost.start(plugins)) {
            AdaptorRegistry registry = host.registry().withAliases(StorageAliases.DEFAULTS);
            StorageSession session = registry.storage("testkv").orElseThrow()
                    .create(AdaptorConfig.of(Map.of())).openSession(1, AuthToken.NONE);
            MeasuredSession measured = new MeasuredSession(session, Clock.system());
            AtomicReference<ClassLoader> loader = new AtomicReference<>();
            AtomicReference<OpResult> created = new AtomicReference<>();
            Thread worker = Thread.ofVirtual().start(() -> {
                registry.workerBinding().bind(new MeasuredSession[] {measured});
                loader.set(Thread.currentThread().getContextClassLoader());
                created.set(measured.createContainer("c"));
            });
            worker.join();
            assertThat(loader.get()).isSameAs(((ContextLoaderSession) session).bundleLoader());
            assertThat(created.get()).isEqualTo(OpResult.OK);
        }
    }

    @Test
    void aClassPathRegistryBindsNothing() {
        assertThat(AdaptorRegistry.of(List.of(), List.of()).workerBinding()).isSameAs(WorkerBinding.NONE);
    }
}
