package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;

/**
 * The bundle manifest bnd writes from bnd.bnd (before the tests run) makes the jar an OSGi bundle
 * the driver can start, and the ServiceLoader files stay for plain class-path use.
 */
class BundleManifestTest {

    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void manifestMakesAPrivateBundleWithAnActivatorImportingTheVersionedApi() throws Exception {
        Attributes main;
        try (InputStream in = Files.newInputStream(CLASSES.resolve("META-INF/MANIFEST.MF"))) {
            main = new Manifest(in).getMainAttributes();
        }
        assertThat(main.getValue("Bundle-SymbolicName")).isEqualTo("io.objbench.adaptor.mock");
        assertThat(main.getValue("Bundle-Activator")).isEqualTo(MockActivator.class.getName());
        assertThat(main.getValue("Import-Package")).contains("io.objbench.api;version=\"[0.1,1)\"");
        assertThat(main.getValue("Export-Package")).as("nothing exported").isNull();
        assertThat(main.getValue("Require-Capability")).as("no osgi.ee requirement").isNull();
    }

    @Test
    void serviceLoaderFilesStay() throws Exception {
        Path services = CLASSES.resolve("META-INF/services");
        assertThat(Files.readAllLines(services.resolve("io.objbench.api.StorageAdaptorFactory")))
                .contains(MockStorageFactory.class.getName(), NoneStorageFactory.class.getName());
        assertThat(Files.readAllLines(services.resolve("io.objbench.api.AuthAdaptorFactory")))
                .contains(MockAuthFactory.class.getName(), NoneAuthFactory.class.getName());
    }
}
