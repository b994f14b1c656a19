package io.objbench.controller;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageVerdict;
import io.objbench.controller.run.ValidityThresholds;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The stage verdict on real runs through the runner and an in-process driver (docs/metrics.md,
 * "Stage verdict"): the driver shares this test JVM, so its telemetry is this JVM's, which is what
 * lets a CPU hog or a GC storm started here show in it.
 */
class StageVerdictEndToEndTest {

    /**
     * Busy platform threads, twice the cores, in the driver's JVM beside a {@code none} run. The
     * process rule needs this JVM to get more than 90 % of the host's cores: on a machine others
     * load too it cannot, and the host rule is what shows the starved client (the message lists
     * both shares per interval).
     */
    @Test
    void aCpuHogBesideANoneRunMakesTheStageSuspectOfClientCpu() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> hogs = new ArrayList<>();
        for (int i = 0; i < 2 * Runtime.getRuntime().availableProcessors(); i++) {
            hogs.add(Thread.ofPlatform().daemon().name("cpu-hog-" + i).start(() -> {
                long x = 0;
                while (!stop.get()) {
                    x = x * 31 + System.nanoTime(); // busy: never sleeps
                }
                if (x == 42) {
                    System.out.print("");
                }
            }));
        }
        StageVerdict v;
        List<String> rows;
        try {
            StageResult s = mainStage(run("none", "", 1, 4));
            v = s.verdict();
            rows = s.telemetry().stream().map(t -> t.telemetry().processCpu() + "/" + t.telemetry().hostCpu() + "/" + t.telemetry().lagMaxMicros()).toList();
        } finally {
            stop.set(true);
            for (Thread t : hogs) {
                t.join();
            }
        }
        // the driver process (this JVM, with the hogs) or its whole host above 90 %: on an idle
        // machine both; on a shared one whose other loads starve this JVM, the host's
        assertThat(v.codes()).as(v.describe() + " process/host CPU/lag µs per interval " + rows)
                .containsAnyOf("client-cpu", "client-host-cpu");
        assertThat(v.label()).startsWith("suspect: ").contains("client CPU");
    }

    @Test
    void aGcStormMakesTheStageSuspectOfGc() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        Thread storm = Thread.ofPlatform().daemon().name("gc-storm").start(() -> {
            List<byte[]> keep = new ArrayList<>();
            while (!stop.get()) {
                for (int i = 0; i < 64; i++) {
                    keep.add(new byte[64 * 1024]);
                }
                keep.clear();
                System.gc(); // a full, stop-the-world collection with G1 (no ExplicitGCInvokesConcurrent)
            }
        });
        StageVerdict v;
        try {
            v = mainStage(run("mock", "delay=1", 1, 4)).verdict();
        } finally {
            stop.set(true);
            storm.join();
        }
        assertThat(v.codes()).as(v.describe().toString()).containsAnyOf("gc-time", "gc-pause");
        assertThat(v.label()).startsWith("suspect: ").contains("GC");
    }

    /**
     * A quiet mock run, long enough for 10 intervals, is valid. The host rule is turned off here
     * ({@code host_cpu_busy = 100}): this machine is shared and other builds may fill its cores;
     * that judges the host, not this run, and the process's own CPU rule stays on.
     */
    @Test
    void aQuietMockRunIsValid() throws Exception {
        ValidityThresholds noHost = new ValidityThresholds(0.90, 1.0, 0.10, 0.01, 10);
        WorkloadResult r = new WorkloadRunner(drivers(), RunSettings.defaults().withValidity(noHost), RunListener.NONE)
                .run("w1", WorkloadReader.read(workload("mock", "delay=20", 12, 2), "quiet.xml"));
        StageResult main = mainStage(r);
        StageVerdict v = main.verdict();
        assertThat(main.telemetry()).as("the driver reported its telemetry every interval").hasSizeGreaterThanOrEqualTo(10);
        assertThat(main.telemetry()).allSatisfy(row -> assertThat(row.telemetry().processCpu()).isNotNull());
        assertThat(v.valid()).as(String.join("\n", v.describe())).isTrue();
        assertThat(v.label()).isEqualTo("valid");
    }

    private static WorkloadResult run(String storage, String config, int runtime, int workers) throws Exception {
        return new WorkloadRunner(drivers(), RunSettings.defaults(), RunListener.NONE)
                .run("w1", WorkloadReader.read(workload(storage, config, runtime * 4, workers), "verdict.xml"));
    }

    private static Map<String, DriverClient> drivers() {
        return Map.of("driver1", new LocalDriverClient(MissionManager.withDefaults("driver1")));
    }

    private static String workload(String storage, String config, int runtime, int workers) {
        return """
                <workload name="verdict">
                  <storage type="%s" config="%s"/>
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="%d" interval="1" runtime="%d">
                        <operation type="read" config="containers=c(1);objects=u(1,10)"/>
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(storage, config, workers, runtime);
    }

    private static StageResult mainStage(WorkloadResult r) {
        return r.stages().stream().filter(s -> s.stage().id().contains("main")).findFirst().orElseThrow();
    }
}
