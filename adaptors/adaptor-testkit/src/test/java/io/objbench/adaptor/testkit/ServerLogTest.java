package io.objbench.adaptor.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerLogTest {

    @TempDir
    Path dir;

    @Test
    void onlyLinesWrittenAfterItBeganAreRead() throws Exception {
        Path file = dir.resolve("ops.log");
        Files.writeString(file, "GET /b/old tx1\nHEAD /b/o tx2\n");
        ServerLog log = ServerLog.from(file);
        Files.writeString(file, "HEAD /b/o tx3\nHEAD /b/o tx4\n", StandardOpenOption.APPEND);

        assertThat(log.count(l -> l.startsWith("HEAD /b/o"))).isEqualTo(2);
        assertThat(log.missing(List.of("tx1", "tx3", "tx4", "tx9"))).containsExactly("tx1", "tx9");
    }

    @Test
    void aLogMissingAtTheStartOrTruncatedSinceIsReadWhole() throws Exception {
        Path file = dir.resolve("later.log");
        ServerLog missing = ServerLog.from(file);
        assertThat(missing.count(l -> true)).isZero();
        Files.writeString(file, "a\nb\n");
        assertThat(missing.count(l -> true)).isEqualTo(2);

        Files.writeString(file, "x".repeat(100) + "\n");
        ServerLog truncated = ServerLog.from(file);
        Files.writeString(file, "new\n", StandardCharsets.ISO_8859_1);
        assertThat(truncated.missing(List.of("new"))).isEmpty();
    }
}
