package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.StorageAdaptorFactory;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;

/** The bundle embeds the SDK privately and imports only the SPI and the framework for real. */
class BundleManifestTest {

    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void sdkIsEmbeddedOnTheBundleClassPathAndNotImported() throws Exception {
        Attributes main;
        try (InputStream in = Files.newInputStream(CLASSES.resolve("META-INF/MANIFEST.MF"))) {
            main = new Manifest(in).getMainAttributes();
        }
        assertThat(main.getValue("Bundle-SymbolicName")).isEqualTo("io.objbench.adaptor.s3");
        assertThat(main.getValue("Bundle-Activator")).isEqualTo(S3Activator.class.getName());
        String classPath = main.getValue("Bundle-ClassPath");
        assertThat(classPath).startsWith(".,").contains("lib/s3-2.56.0.jar").contains("lib/apache-client-2.56.0.jar")
                .contains("lib/sdk-core-2.56.0.jar");
        for (String jar : classPath.split(",")) {
            if (!jar.equals(".")) {
                assertThat(CLASSES.resolve(jar)).as("embedded %s", jar).exists();
            }
        }
        String imports = main.getValue("Import-Package");
        assertThat(imports).contains("io.objbench.api;version=\"[0.1,1)\"")
                .doesNotContain("software.amazon.awssdk.services").doesNotContain("software.amazon.awssdk.core;");
        assertThat(main.getValue("Export-Package")).as("nothing exported").isNull();
    }

    @Test
    void serviceLoaderFindsTheFactory() {
        assertThat(ServiceLoader.load(StorageAdaptorFactory.class).stream().map(p -> p.get().type()))
                .contains("s3");
    }
}
