package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.objbench.app.ObjbenchCommand;
import io.objbench.core.driver.DriverClient;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.TriggerLog;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.trigger.TriggerScripts;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Triggers on the in-process driver: order around the stages, scripts.log, a missing script, a cancel. */
class TriggerRunTest {

    @TempDir
    Path dir;
    private Path scripts;
    private Path events;

    @BeforeEach
    void scripts() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "triggers need /bin/sh");
        scripts = Files.createDirectories(dir.resolve("triggers"));
        events = dir.resolve("events.txt");
        // appends "<name> <args>" to the file given as first argument (-k runs: "<name> -k")
        String log = """
                if [ "$1" = "-k" ]; then echo "%1$s -k" >> "%2$s"; echo "%1$s stopping"; exit 0; fi
                echo "%1$s $*" >> "%2$s"
                echo "%1$s says $2 on $OBJBENCH_DRIVER"
                """;
        Files.writeString(scripts.resolve("wl.sh"), log.formatted("wl", events));
        Files.writeString(scripts.resolve("st.sh"), log.formatted("st", events) + "sleep 600\n");
    }

    private static String workload(String prefix, String workloadTrigger, String stageTrigger, String main) {
        return """
                <workload name="trig" trigger="%2$s">
                  <storage type="mock" config="delay=0" />
                  <workflow>
                    <workstage name="init">
                      <work type="init" workers="1" config="cprefix=%1$s;containers=r(1,1)" />
                    </workstage>
                    <workstage name="main" trigger="%3$s">
                      %4$s
                    </workstage>
                    <workstage name="other" trigger="missing.sh(1)">
                      <work name="w" workers="1" totalOps="5">
                        <operation type="write" ratio="100" config="cprefix=%1$s;containers=c(1);objects=u(1,10);sizes=c(1)KB" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(prefix, workloadTrigger, stageTrigger, main);
    }

    private static String prefix() {
        return "tr" + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void embeddedRunRunsTheTriggersAroundTheirScopeAndArchivesScriptsLog() throws Exception {
        String p = prefix();
        Path file = dir.resolve("trig.xml");
        Files.writeString(file, workload(p, "wl.sh(" + events + ",alpha)", "st.sh(" + events + ",beta)",
                "<work name=\"m\" workers=\"2\" totalOps=\"20\"><operation type=\"write\" ratio=\"100\""
                        + " config=\"cprefix=" + p + ";containers=c(1);objects=u(1,10);sizes=c(1)KB\" /></work>"));
        Path archive = dir.resolve("archive");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = ObjbenchCommand.execute(new String[] {"run", "--quiet", "--archive", archive.toString(),
                "--scripts", scripts.toString(), file.toString()}, new PrintWriter(out, true), new PrintWriter(err, true));
        // the missing script of the third stage is reported, the run goes on and finishes
        assertThat(code).as(out + "\n" + err).isZero();
        assertThat(Files.readAllLines(events)).containsExactly(
                "wl " + events + " alpha", "st " + events + " beta", "st -k", "wl -k");
        String log;
        try (Stream<Path> runs = Files.list(archive)) {
            // the run folder, not .inflight/ (the in-flight markers of the embedded controller)
            Path runDir = runs.filter(Files::isDirectory).filter(d -> !d.getFileName().toString().startsWith("."))
                    .findFirst().orElseThrow();
            log = Files.readString(runDir.resolve("scripts.log"));
        }
        assertThat(log).startsWith("trigger scripts of workload w1 trig: 3 runs on drivers\n")
                .contains("== stage s2-main: st.sh(" + events + ",beta) on driver driver1\n")
                .contains("st says beta on driver1\nst stopping\n")
                .contains("run still running at the end; -k exited with status 0; killed ")
                .contains("== stage s3-other: missing.sh(1) on driver driver1\n")
                .contains("FAILED: trigger missing.sh(1) did not start: driver1: trigger script 'missing.sh' not found"
                        + " in the scripts directory " + scripts.toAbsolutePath().normalize())
                .contains("== workload w1: wl.sh(" + events + ",alpha) on driver driver1\n")
                .contains("wl says alpha on driver1\nwl stopping\n")
                .contains("run exited with status 0 before the end; -k exited with status 0");
        // the stage trigger stops before the workload's, each at the end of its scope
        assertThat(log.indexOf("stage s2-main")).isLessThan(log.indexOf("stage s3-other"));
        assertThat(log.indexOf("stage s3-other")).isLessThan(log.indexOf("workload w1:"));
    }

    @Test
    void aCancelledRunStopsItsTriggersAndKillsTheirProcesses() throws Exception {
        Files.writeString(scripts.resolve("forever.sh"), """
                if [ "$1" = "-k" ]; then exit 0; fi
                sleep 600 &
                echo "child $!"
                while true; do sleep 600; done
                """);
        String p = prefix();
        var workload = WorkloadReader.read(workload(p, "forever.sh()", "forever.sh(x)",
                "<work name=\"m\" workers=\"1\" runtime=\"600\"><operation type=\"write\" ratio=\"100\""
                        + " config=\"cprefix=" + p + ";containers=c(1);objects=u(1,10);sizes=c(1)KB\" /></work>"), "c.xml");
        MissionManager manager = MissionManager.withDefaults("driver1")
                .triggers(new TriggerScripts("driver1", scripts, Duration.ofSeconds(5)));
        CompletableFuture<Void> running = new CompletableFuture<>();
        WorkloadRunner runner = new WorkloadRunner(Map.<String, DriverClient>of("driver1", new LocalDriverClient(manager)),
                RunSettings.defaults().withTick(Duration.ofMillis(500)), new RunListener() {
                    @Override
                    public void stageState(String workloadId, Stage stage, StageState state) {
                        if (stage.name().equals("main") && state == StageState.RUNNING) {
                            running.complete(null);
                        }
                    }
                });
        CompletableFuture<WorkloadResult> result = CompletableFuture.supplyAsync(() -> runner.run("w5", workload), Thread::startVirtualThread);
        running.get(60, TimeUnit.SECONDS);
        assertThat(manager.triggers().runningCount()).isEqualTo(2);
        runner.cancel();
        WorkloadResult r = result.get(60, TimeUnit.SECONDS);
        assertThat(r.state()).isEqualTo(WorkloadState.CANCELLED);
        assertThat(manager.triggers().runningCount()).isZero();
        assertThat(r.triggers()).extracting(TriggerLog::scope).containsExactly("s2-main", "w5");
        for (TriggerLog t : r.triggers()) {
            assertThat(t.problem()).isEmpty();
            assertThat(t.report().exitStatus()).isNull();
            Matcher m = Pattern.compile("child (\\d+)").matcher(t.report().output());
            assertThat(m.find()).as(t.report().output()).isTrue();
            for (long pid : List.of(t.pid(), Long.parseLong(m.group(1)))) {
                assertThat(t.report().killed()).contains(pid);
                assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)
                        && !zombie(pid)).as("pid %d", pid).isFalse();
            }
        }
    }

    private static boolean zombie(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            return stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
        } catch (Exception e) {
            return false;
        }
    }
}
