package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;

/**
 * The manifest bnd writes makes a private bundle with rados-java and JNA embedded on its own
 * bundle class path, importing only the objbench api and the framework.
 */
class BundleManifestTest {

    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void manifestEmbedsTheSdkPrivately() throws Exception {
        Attributes main;
        try (InputStream in = Files.newInputStream(CLASSES.resolve("META-INF/MANIFEST.MF"))) {
            main = new Manifest(in).getMainAttributes();
        }
        assertThat(main.getValue("Bundle-SymbolicName")).isEqualTo("io.objbench.adaptor.librados");
        assertThat(main.getValue("Bundle-Activator")).isEqualTo(LibradosActivator.class.getName());
        assertThat(main.getValue("Bundle-ClassPath")).isEqualTo(".,lib/rados.jar,lib/jna.jar");
        assertThat(main.getValue("Import-Package")).contains("io.objbench.api;version=\"[0.1,1)\"")
                .doesNotContain("com.ceph").doesNotContain("com.sun.jna");
        assertThat(main.getValue("Export-Package")).as("nothing exported").isNull();
        assertThat(main.getValue("Require-Capability")).as("no osgi.ee requirement").isNull();
        assertThat(CLASSES.resolve("lib/jna.jar")).exists();
        assertThat(CLASSES.resolve("lib/rados.jar")).exists();
    }

    @Test
    void serviceLoaderFileStays() throws Exception {
        assertThat(Files.readAllLines(CLASSES.resolve("META-INF/services/io.objbench.api.StorageAdaptorFactory")))
                .containsExactly(LibradosStorageFactory.class.getName());
    }
}
