package io.objbench.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The users and sessions know nothing of the UI's server or pages: the server's login gate uses
 * them, the login pages use both, so no package cycle comes back (auth ↔ server was one).
 */
class AuthPackageTest {

    @Test
    void authImportsNoOtherWebPackage() throws IOException {
        Path dir = Path.of("src/main/java/io/objbench/web/auth");
        assertThat(dir).isDirectory();
        try (Stream<Path> files = Files.list(dir)) {
            List<String> offending = files.filter(f -> f.toString().endsWith(".java")).flatMap(f -> {
                try {
                    return Files.readAllLines(f).stream().map(String::strip)
                            .filter(l -> l.startsWith("import io.objbench.web.") && !l.startsWith("import io.objbench.web.auth."))
                            .map(l -> f.getFileName() + ": " + l);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
            assertThat(offending).isEmpty();
        }
    }
}
