package io.objbench.it;

import java.nio.file.Files;
import java.nio.file.Path;

/** The unpacked distribution under test ({@code -Dobjbench.dist}, set by the pom). */
final class Dist {

    private Dist() {
    }

    static Path home() {
        String dir = System.getProperty("objbench.dist");
        if (dir == null) {
            throw new IllegalStateException("system property objbench.dist is not set (run through ./mvnw -pl it verify)");
        }
        Path home = Path.of(dir).toAbsolutePath().normalize();
        if (!Files.isExecutable(home.resolve("bin/objbench"))) {
            throw new IllegalStateException(home + "/bin/objbench is missing: build the distribution first"
                    + " (./mvnw -q -o -pl dist package)");
        }
        return home;
    }
}
