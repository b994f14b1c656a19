package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.objbench.core.protocol.WorkloadView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Triggers on three driver JVMs: the workload's trigger runs once per driver with its arguments
 * and again with {@code -k} at the end; a stage's long-running script (with a child) is gone,
 * checked by PID, once the stage ended; a missing script is named in {@code scripts.log} for every
 * driver while the run finishes.
 */
class TriggersIT {

    @RegisterExtension
    final Cluster cluster = new Cluster(3);

    @TempDir
    Path tmp;

    @Test
    void triggersRunOnEveryDriverAndLeaveNothingRunning() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "triggers need /bin/sh");
        Path scripts = Files.createDirectories(tmp.resolve("scripts"));
        Path marks = Files.createDirectories(tmp.resolve("marks"));
        Files.writeString(scripts.resolve("marker.sh"), """
                if [ "$1" = "-k" ]; then echo "k" > "%1$s/$OBJBENCH_DRIVER.k"; exit 0; fi
                echo "$* $OBJBENCH_RUN_ID" > "%1$s/$OBJBENCH_DRIVER.start"
                echo "marker started on $OBJBENCH_DRIVER"
                """.formatted(marks));
        // a script that runs until killed, with a child of its own, each recording its PID
        Files.writeString(scripts.resolve("spawn.sh"), """
                if [ "$1" = "-k" ]; then exit 0; fi
                sleep 600 &
                echo $! > "%1$s/$OBJBENCH_DRIVER.child"
                echo $$ > "%1$s/$OBJBENCH_DRIVER.pid"
                while true; do sleep 600; done
                """.formatted(marks));
        cluster.driverConf("scripts_dir = " + scripts).start();
        String workload = """
                <workload name="it-triggers" trigger="marker.sh(hello,big world)">
                  <storage type="none" />
                  <workflow>
                    <workstage name="main" trigger="spawn.sh()">
                      <work name="main" workers="3" interval="1" runtime="3">
                        <operation type="write" ratio="100" config="containers=c(1);objects=u(1,100);sizes=c(1)KB" />
                      </work>
                    </workstage>
                    <workstage name="other" trigger="absent.sh(1)">
                      <work name="other" workers="3" interval="1" totalOps="30">
                        <operation type="write" ratio="100" config="containers=c(1);objects=u(1,100);sizes=c(1)KB" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """;
        Api api = cluster.api();
        String id = api.submit(workload).id();
        // .pid is the script's last write; a file that exists may still be empty (the shell
        // creates it before echo writes), so wait for a whole line
        Waits.until("the stage trigger started on every driver", Duration.ofSeconds(60),
                () -> Stream.of(1, 2, 3).allMatch(i -> wholeLine(marks.resolve("d" + i + ".pid"))));
        for (int i = 1; i <= 3; i++) {
            long pid = Long.parseLong(Files.readString(marks.resolve("d" + i + ".pid")).strip());
            assertThat(alive(pid)).as("spawn.sh on d%d runs during the stage", i).isTrue();
        }
        WorkloadView done = api.await(id, Api.ENDED, Duration.ofMinutes(2));
        assertThat(done.state()).isEqualTo("FINISHED");

        Path runDir;
        try (Stream<Path> dirs = Files.list(cluster.dir().resolve("archive"))) {
            runDir = dirs.filter(p -> p.getFileName().toString().startsWith(id + "-")).findFirst().orElseThrow();
        }
        String log = Files.readString(runDir.resolve("scripts.log"));
        for (int i = 1; i <= 3; i++) {
            String d = "d" + i;
            assertThat(Files.readString(marks.resolve(d + ".start"))).isEqualTo("hello big world " + id + "\n");
            assertThat(Files.readString(marks.resolve(d + ".k"))).isEqualTo("k\n");
            long pid = Long.parseLong(Files.readString(marks.resolve(d + ".pid")).strip());
            long child = Long.parseLong(Files.readString(marks.resolve(d + ".child")).strip());
            assertThat(alive(pid)).as("spawn.sh on %s after the stage", d).isFalse();
            assertThat(alive(child)).as("its child on %s after the stage", d).isFalse();
            assertThat(log).contains("== stage s1-main: spawn.sh() on driver " + d + "\n")
                    .contains("== stage s2-other: absent.sh(1) on driver " + d + "\n")
                    .contains("FAILED: trigger absent.sh(1) did not start: " + d + ": trigger script 'absent.sh' not"
                            + " found in the scripts directory " + scripts)
                    .contains("== workload " + id + ": marker.sh(hello,big world) on driver " + d + "\n")
                    .contains("marker started on " + d + "\n");
        }
        assertThat(log).containsPattern("run still running at the end; -k exited with status 0; killed \\d+ processes");
    }

    private static boolean wholeLine(Path file) {
        try {
            return Files.readString(file).endsWith("\n");
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** Alive and not a zombie waiting to be reaped. */
    private static boolean alive(long pid) {
        if (!ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
            return false;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return !stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
        } catch (Exception e) {
            return true;
        }
    }
}
