package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;

/**
 * The manifest bnd writes makes a self-contained bundle: Jackson is embedded privately, so the
 * only required imports are the objbench API and the OSGi framework (the JDK's XML packages,
 * reached by Jackson's optional DOM support, are optional).
 */
class BundleManifestTest {

    @Test
    void jacksonIsPrivateAndNothingElseIsRequired() throws Exception {
        Attributes main;
        try (InputStream in = Files.newInputStream(Path.of("target/classes/META-INF/MANIFEST.MF"))) {
            main = new Manifest(in).getMainAttributes();
        }
        assertThat(main.getValue("Bundle-SymbolicName")).isEqualTo("io.objbench.adaptor.swift");
        assertThat(main.getValue("Bundle-Activator")).isEqualTo(SwiftActivator.class.getName());
        assertThat(main.getValue("Private-Package")).contains("com.fasterxml.jackson.databind", "com.fasterxml.jackson.core");
        String imports = main.getValue("Import-Package");
        assertThat(imports).contains("io.objbench.api;version=\"[0.1,1)\"").doesNotContain("com.fasterxml");
        for (String clause : imports.split(",(?=[a-z])")) {
            if (!clause.startsWith("io.objbench.api") && !clause.startsWith("org.osgi.framework")) {
                assertThat(clause).as("import %s", clause).contains("resolution:=optional");
            }
        }
        assertThat(main.getValue("Export-Package")).as("nothing exported").isNull();
        assertThat(Path.of("target/classes/com/fasterxml/jackson/databind/ObjectMapper.class")).exists();
    }
}
