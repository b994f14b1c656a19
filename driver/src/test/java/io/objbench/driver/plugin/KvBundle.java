package io.objbench.driver.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

/** The test bundle {@code testkv}: storage and auth factories of type {@code testkv} registered by an activator. */
final class KvBundle {

    static final String API_RANGE = "io.objbench.api;version=\"[0.1,1)\"";

    private KvBundle() {
    }

    /** The good bundle, importing the api as {@code apiImport} says. */
    static Path write(Path dir, String file, String symbolicName, String apiImport) throws IOException {
        return TestBundles.bundle(dir, file, symbolicName, Map.of(
                        "testkv.KvActivator", source("KvActivator"),
                        "testkv.KvFactory", source("KvFactory"),
                        "testkv.KvAuthFactory", source("KvAuthFactory")),
                Map.of("Import-Package", apiImport + ",org.osgi.framework",
                        "Bundle-Activator", "testkv.KvActivator"));
    }

    /** The good bundle importing the api in the range third parties use. */
    static Path write(Path dir) throws IOException {
        return write(dir, "testkv.jar", "test.kv", API_RANGE);
    }

    private static String source(String name) throws IOException {
        try (InputStream in = KvBundle.class.getResourceAsStream("/plugin/" + name + ".java.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
