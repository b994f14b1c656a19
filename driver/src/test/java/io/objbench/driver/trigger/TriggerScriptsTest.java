package io.objbench.driver.trigger;

import io.objbench.core.protocol.ApiErrorKind;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.objbench.core.protocol.TriggerReport;
import io.objbench.core.protocol.TriggerStart;
import io.objbench.core.protocol.TriggerStarted;
import io.objbench.driver.MissionException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Real scripts run by /bin/sh: start, output, -k, failures, and that nothing is left running. */
class TriggerScriptsTest {

    @TempDir
    Path dir;
    private TriggerScripts scripts;

    @BeforeEach
    void setUp() {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "triggers need /bin/sh");
        scripts = new TriggerScripts("drv7", dir, Duration.ofSeconds(1));
    }

    @AfterEach
    void tearDown() {
        if (scripts != null) {
            scripts.stopAll();
        }
    }

    private Path script(String name, String body) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\n" + body + "\n", StandardCharsets.UTF_8); // not executable: run by /bin/sh
        return p;
    }

    private static TriggerStart start(String script, String... args) {
        return new TriggerStart("w9", "s2-main", script, List.of(args));
    }

    @Test
    void runsWithItsArgumentsThenWithMinusKAndReportsTheOutput() throws Exception {
        script("collect.sh", """
                if [ "$1" = "-k" ]; then echo "stop on $OBJBENCH_DRIVER"; exit 0; fi
                for a in "$@"; do echo "arg[$a]"; done
                echo "run $OBJBENCH_RUN_ID scope $OBJBENCH_TRIGGER_SCOPE token[${OBJBENCH_TOKEN:-}]" >&2
                """);
        TriggerStarted started = scripts.start(start("collect.sh", "10", "a b", "${id};x"));
        assertThat(started.pid()).isPositive();
        awaitExit(started.pid());
        TriggerReport r = scripts.stop(started.triggerId());
        assertThat(r.output()).contains("arg[10]\narg[a b]\narg[${id};x]\n")
                .contains("run w9 scope s2-main token[]")
                .contains("stop on drv7");
        assertThat(r.exitStatus()).isZero();
        assertThat(r.stopStatus()).isZero();
        assertThat(r.message()).isEmpty();
        assertThat(scripts.runningCount()).isZero();
        assertThatThrownBy(() -> scripts.stop(started.triggerId())).isInstanceOf(MissionException.class)
                .hasMessageContaining("no running trigger " + started.triggerId());
    }

    @Test
    void aMissingScriptIsNamed() {
        assertThatThrownBy(() -> scripts.start(start("absent.sh")))
                .isInstanceOfSatisfying(MissionException.class,
                        e -> assertThat(e.kind()).isEqualTo(ApiErrorKind.NOT_FOUND))
                .hasMessageContaining("trigger script 'absent.sh' not found in the scripts directory " + dir.toAbsolutePath().normalize())
                .hasMessageContaining("driver drv7");
    }

    @Test
    void badNamesAreRefusedBeforeTheFileSystemIsLookedAt() throws IOException {
        Path outside = dir.getParent().resolve("outside-" + System.nanoTime() + ".sh");
        Files.writeString(outside, "echo escaped\n");
        try {
            for (String bad : List.of("../" + outside.getFileName(), outside.toString(), "..", ".", "a/b.sh")) {
                assertThatThrownBy(() -> scripts.start(start(bad))).isInstanceOfSatisfying(MissionException.class,
                        e -> assertThat(e.kind()).isEqualTo(ApiErrorKind.BAD_REQUEST))
                        .hasMessageStartingWith("invalid trigger: script");
            }
            assertThatThrownBy(() -> scripts.start(new TriggerStart("w 9", "s", "x.sh", List.of())))
                    .hasMessageContaining("$.runId");
        } finally {
            Files.deleteIfExists(outside);
        }
    }

    @Test
    void aFailingScriptIsReportedWithItsStatusAndOutput() throws Exception {
        script("fail.sh", """
                if [ "$1" = "-k" ]; then echo "cannot stop" >&2; exit 4; fi
                echo "oops" >&2; exit 3
                """);
        TriggerStarted started = scripts.start(start("fail.sh"));
        awaitExit(started.pid());
        TriggerReport r = scripts.stop(started.triggerId());
        assertThat(r.exitStatus()).isEqualTo(3);
        assertThat(r.stopStatus()).isEqualTo(4);
        assertThat(r.message()).isEqualTo("fail.sh exited with status 3; fail.sh -k exited with status 4");
        assertThat(r.output()).isEqualTo("oops\ncannot stop\n");
    }

    @Test
    void aLongRunningScriptAndItsChildrenAreKilledAtTheStop() throws Exception {
        script("forever.sh", """
                if [ "$1" = "-k" ]; then exit 0; fi
                sleep 600 &
                echo "child $!"
                sh -c 'sleep 600 & echo "grandchild $!"; wait'  &
                while true; do sleep 600; done
                """);
        TriggerStarted started = scripts.start(start("forever.sh"));
        List<Long> pids = awaitPids(started, 2);
        TriggerReport r = scripts.stop(started.triggerId());
        assertThat(r.exitStatus()).isNull(); // it was running
        assertThat(r.killed()).contains(started.pid()).containsAll(pids);
        assertThat(alive(started.pid())).isFalse();
        for (long pid : pids) {
            assertThat(alive(pid)).as("pid %d", pid).isFalse();
        }
    }

    @Test
    void childrenOfAScriptThatAlreadyExitedAreKilledToo() throws Exception {
        script("orphan.sh", """
                if [ "$1" = "-k" ]; then exit 0; fi
                sleep 600 &
                echo "child $!"
                """);
        TriggerStarted started = scripts.start(start("orphan.sh"));
        List<Long> pids = awaitPids(started, 1);
        awaitExit(started.pid());
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/setsid")) || Files.isExecutable(Path.of("/bin/setsid")),
                "orphans are found through the session's process group, which needs setsid");
        TriggerReport r = scripts.stop(started.triggerId());
        assertThat(r.exitStatus()).isZero();
        assertThat(r.killed()).containsAll(pids);
        assertThat(alive(pids.get(0))).isFalse();
    }

    @Test
    void aMinusKRunThatHangsIsKilledAfterTheStopWait() throws Exception {
        script("hang.sh", """
                if [ "$1" = "-k" ]; then echo "k $$"; sleep 600; fi
                sleep 600
                """);
        TriggerStarted started = scripts.start(start("hang.sh"));
        long t0 = System.nanoTime();
        TriggerReport r = scripts.stop(started.triggerId());
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(15));
        assertThat(r.stopStatus()).isNull();
        assertThat(r.message()).isEqualTo("hang.sh -k did not end within 1 s: killed");
        Matcher m = Pattern.compile("k (\\d+)").matcher(r.output());
        assertThat(m.find()).isTrue();
        assertThat(alive(Long.parseLong(m.group(1)))).isFalse();
        assertThat(alive(started.pid())).isFalse();
    }

    @Test
    void outputBeyondTheLimitIsCountedNotKept() throws Exception {
        script("chatty.sh", """
                if [ "$1" = "-k" ]; then exit 0; fi
                head -c 1100000 /dev/zero | tr '\\0' 'x'
                """);
        TriggerStarted started = scripts.start(start("chatty.sh"));
        awaitExit(started.pid());
        TriggerReport r = scripts.stop(started.triggerId());
        assertThat(r.output()).hasSize(TriggerScripts.MAX_OUTPUT_BYTES);
        assertThat(r.truncatedBytes()).isEqualTo(1_100_000 - TriggerScripts.MAX_OUTPUT_BYTES);
    }

    @Test
    void stopAllLeavesNothingRunning() throws Exception {
        script("forever.sh", "while true; do sleep 600; done");
        TriggerStarted a = scripts.start(start("forever.sh"));
        TriggerStarted b = scripts.start(start("forever.sh", "2"));
        assertThat(scripts.runningCount()).isEqualTo(2);
        assertThat(scripts.stopAll()).isEqualTo(2);
        assertThat(alive(a.pid())).isFalse();
        assertThat(alive(b.pid())).isFalse();
    }

    /** Alive and not a zombie (a dead process its parent has not reaped yet is gone for our purpose). */
    static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) && !ProcessTree.zombie(pid);
    }

    /** Waits until the script's run (the driver's child) ended and was reaped by the JDK. */
    private static void awaitExit(long pid) throws InterruptedException {
        long end = System.nanoTime() + 10_000_000_000L;
        while (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("pid %d ended", pid).isFalse();
    }

    /** The pids the script printed ("child N", "grandchild N"), waiting until {@code n} are there. */
    private List<Long> awaitPids(TriggerStarted started, int n) throws Exception {
        long end = System.nanoTime() + 10_000_000_000L;
        List<Long> pids = new ArrayList<>();
        while (System.nanoTime() < end) {
            pids.clear();
            for (Path log : Files.newDirectoryStream(Path.of(System.getProperty("java.io.tmpdir")),
                    "objbench-trigger-" + started.triggerId() + "-*.log")) {
                Matcher m = Pattern.compile("child (\\d+)").matcher(Files.readString(log));
                while (m.find()) {
                    pids.add(Long.parseLong(m.group(1)));
                }
            }
            if (pids.size() >= n) {
                return pids;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the script did not print " + n + " child pids: " + pids);
    }
}
