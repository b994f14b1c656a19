package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code objbench run} goes through the controller's queue and history like every run: an
 * {@code objbench run} SIGKILLed (by its PID) in its main stage leaves its in-flight marker, and
 * the next {@code objbench run} on the same archive records the cut run INTERRUPTED before it runs
 * its own workload under the next id.
 */
class EmbeddedRunKillIT {

    @TempDir
    Path dir;

    private Child cut;

    @AfterEach
    void stop() {
        if (cut != null) {
            cut.kill();
        }
    }

    @Test
    void aHardKilledRunIsFoundInterruptedByTheNextStart() throws Exception {
        Path archive = dir.resolve("archive");
        Path longRun = write("long.xml", workload("long", 60));
        cut = new Child("run-long", List.of(Dist.home().resolve("bin/objbench").toString(), "run", "--quiet",
                "--archive", archive.toString(), longRun.toString()), dir);
        cut.start();
        Path marker = archive.resolve(".inflight").resolve("w1.json");
        Path mainCsv = archive.resolve("w1-long").resolve("s2-main.csv");
        Waits.until("w1's main stage has run 2 s", Duration.ofSeconds(90), () -> lines(mainCsv) >= 1 + 2);
        assertThat(marker).as("the run's in-flight marker").exists();

        cut.kill(); // SIGKILL: no shutdown hook runs, nothing is archived at the end
        assertThat(cut.isAlive()).isFalse();
        cut = null;
        assertThat(marker).as("a killed run leaves its marker").exists();
        Path runHistory = archive.resolve("run-history.csv");
        assertThat(Files.exists(runHistory) ? Files.readString(runHistory, StandardCharsets.UTF_8) : "")
                .as("no history row yet").doesNotContain("w1,");

        Path shortRun = write("short.xml", workload("short", 1));
        Process next = new ProcessBuilder(Dist.home().resolve("bin/objbench").toString(), "run", "--quiet",
                "--archive", archive.toString(), shortRun.toString())
                .directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("run-short.log").toFile()).start();
        try {
            assertThat(next.waitFor(120, TimeUnit.SECONDS)).as("the next run ends").isTrue();
        } finally {
            next.destroyForcibly();
        }
        String log = Files.readString(dir.resolve("run-short.log"), StandardCharsets.UTF_8);
        assertThat(next.exitValue()).as(log).isZero();
        assertThat(log).contains("run w1 was in flight when the last controller stopped")
                .contains("objbench: running w2 'short'").contains("workload w2 finished");
        List<String> history = Files.readAllLines(archive.resolve("run-history.csv"), StandardCharsets.UTF_8);
        assertThat(history).anySatisfy(row -> assertThat(row).startsWith("w1,").contains(",interrupted,"));
        assertThat(history).anySatisfy(row -> assertThat(row).startsWith("w2,").contains(",finished,"));
        assertThat(marker).as("recorded, the marker goes").doesNotExist();
        assertThat(archive.resolve(".inflight").resolve("w2.json")).as("archived, no marker stays").doesNotExist();
    }

    private Path write(String name, String xml) throws IOException {
        return Files.writeString(dir.resolve(name), xml, StandardCharsets.UTF_8);
    }

    /** init, then a main stage writing for {@code runtime} seconds on the embedded driver. */
    private static String workload(String name, int runtime) {
        return """
                <workload name="%s" description="one main stage">
                  <storage type="mock" config="delay=1" />
                  <workflow>
                    <workstage name="init">
                      <work type="init" workers="1" config="cprefix=%s;containers=r(1,1)" />
                    </workstage>
                    <workstage name="main">
                      <work name="main" workers="2" interval="1" runtime="%d">
                        <operation type="write" ratio="100" config="cprefix=%s;containers=c(1);objects=u(1,100);sizes=c(1)KB" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(name, name, runtime, name);
    }

    private static long lines(Path file) {
        try {
            return Files.exists(file) ? Files.readAllLines(file).size() : 0;
        } catch (IOException e) {
            return 0;
        }
    }
}
