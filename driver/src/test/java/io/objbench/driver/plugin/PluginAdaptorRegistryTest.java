package io.objbench.driver.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.StorageAdaptorFactory;
import io.objbench.driver.AdaptorRegistry;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bundles first; the class path only for the built-in {@code none}; no plugins, no host. */
class PluginAdaptorRegistryTest {

    private static StorageAdaptorFactory factory(String type) {
        return new StorageAdaptorFactory() {
            @Override
            public String type() {
                return type;
            }

            @Override
            public io.objbench.api.StorageAdaptor create(io.objbench.api.AdaptorConfig config) {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    void theClassPathStandsInOnlyForNone() {
        StorageAdaptorFactory kv = factory("testkv");
        StorageAdaptorFactory cpNone = factory("none");
        AdaptorRegistry bundles = AdaptorRegistry.of(List.of(kv), List.of());
        AdaptorRegistry classPath = AdaptorRegistry.of(List.of(cpNone, factory("mock")), List.of());
        PluginAdaptorRegistry registry = new PluginAdaptorRegistry(bundles, classPath);

        assertThat(registry.storageTypes()).containsExactly("none", "testkv");
        assertThat(registry.storage("testkv")).containsSame(kv);
        assertThat(registry.storage("none")).containsSame(cpNone);
        assertThat(registry.storage("mock")).as("class-path adaptors other than none stay unused").isEmpty();
        assertThat(registry.auth("none")).isEmpty();
    }

    @Test
    void aBundleProvidingNoneWins() {
        StorageAdaptorFactory bundleNone = factory("none");
        PluginAdaptorRegistry registry = new PluginAdaptorRegistry(AdaptorRegistry.of(List.of(bundleNone), List.of()),
                AdaptorRegistry.of(List.of(factory("none")), List.of()));
        assertThat(registry.storage("none")).containsSame(bundleNone);
    }

    @Test
    void filterValuesAreEscaped() {
        assertThat(OsgiAdaptorRegistry.escape("a(b)*c\\")).isEqualTo("a\\(b\\)\\*c\\\\");
    }

    @Test
    void withoutBundlesThereIsNoHostAndTheMessageSaysSo(@TempDir Path dir) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (DriverPlugins plugins = DriverPlugins.open(dir.resolve("absent"), new PrintWriter(out), new PrintWriter(err))) {
            assertThat(plugins.problems()).isEmpty();
            assertThat(plugins.manager("d1").info().storageTypes()).contains("none");
        }
        assertThat(out.toString()).contains("no adaptor bundles in ").contains("(missing)");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void brokenBundlesArePrintedOneLineEach(@TempDir Path dir) throws Exception {
        TestBundles.bundle(dir, "broken.jar", "test.broken", java.util.Map.of("broken.Thing", "package broken; public class Thing {}"),
                java.util.Map.of("Import-Package", "com.example.missing"));
        KvBundle.write(dir);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try (DriverPlugins plugins = DriverPlugins.open(dir, new PrintWriter(out), new PrintWriter(err))) {
            assertThat(plugins.manager("d1").info().storageTypes()).contains("testkv");
        }
        assertThat(out.toString()).contains("1 adaptor bundle(s) started").contains("testkv");
        assertThat(err.toString().lines().toList()).singleElement().asString().startsWith("plugin broken.jar: ")
                .contains("com.example.missing");
    }
}
