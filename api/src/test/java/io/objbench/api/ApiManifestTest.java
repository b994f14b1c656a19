package io.objbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;

/**
 * The api jar's manifest (written by bnd from package-info's annotations before the tests run)
 * exports the SPI package with the version adaptor bundles import.
 */
class ApiManifestTest {

    @Test
    void exportsTheSpiPackageWithItsVersion() throws Exception {
        Manifest manifest;
        try (InputStream in = Files.newInputStream(Path.of("target/classes/META-INF/MANIFEST.MF"))) {
            manifest = new Manifest(in);
        }
        assertThat(manifest.getMainAttributes().getValue("Export-Package")).isEqualTo("io.objbench.api;version=\"0.5.0\"");
        assertThat(manifest.getMainAttributes().getValue("Bundle-SymbolicName")).isEqualTo("io.objbench.api");
    }
}
