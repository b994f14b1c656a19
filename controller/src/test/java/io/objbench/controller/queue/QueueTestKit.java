package io.objbench.controller.queue;

import static org.assertj.core.api.Assertions.fail;

import io.objbench.controller.archive.Archive;
import io.objbench.core.driver.DriverClient;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.history.History;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.driver.MissionManager;
import io.objbench.testsupport.MockWorkloads;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;

/** Workloads on the mock adaptor, an in-process driver and waits, for queue, history and server tests. */
public final class QueueTestKit {

    private QueueTestKit() {
    }

    /** A workload that ends in well under a second: init, then 20 writes. */
    public static String quick(String name) {
        WorkloadXml w = MockWorkloads.initThenWrite(name, prefix(), "c(1)KB").description("quick")
                .storage("mock", "delay=0;secretkey=TOPSECRETVALUE");
        w.work("main").workers(2).totalOps(20).interval(1);
        return w.xml();
    }

    /** A workload whose main stage runs 60 s unless cancelled, then one more stage. */
    public static String slow(String name) {
        String prefix = prefix();
        WorkloadXml w = MockWorkloads.initThenWrite(name, prefix, "c(1)KB").description("slow")
                .storage("mock", "delay=2;password=TOPSECRETVALUE")
                .stage("after", Work.named("after", 1).totalOps(5).op("write", 100, MockWorkloads.writes(prefix, "c(1)KB")));
        w.work("main").workers(2).runtime(60).interval(1);
        return w.xml();
    }

    private static String prefix() {
        return "q" + UUID.randomUUID().toString().substring(0, 8);
    }

    /** One in-process driver, fast timeline ticks. */
    public static RunnerFactory runners() {
        DriverClient driver = new LocalDriverClient(MissionManager.withDefaults("driver1"));
        RunSettings settings = RunSettings.defaults().withTick(Duration.ofMillis(200));
        return listener -> new WorkloadRunner(Map.of("driver1", driver), settings, listener);
    }

    /** A history over a fresh archive in {@code dir}, UTC. */
    public static History history(Path dir) throws Exception {
        return History.load(new Archive(dir, ZoneOffset.UTC), ZoneOffset.UTC, Clock.systemUTC());
    }

    /** Waits up to 30 s until the view of {@code id} matches; returns it. */
    public static WorkloadView await(WorkloadQueue queue, String id, Predicate<WorkloadView> condition) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        WorkloadView v = null;
        while (System.nanoTime() < deadline) {
            v = queue.view(id).orElse(null);
            if (v != null && condition.test(v)) {
                return v;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return fail("timed out waiting for " + id + "; last view " + v);
    }

    /** True once a run reached a final state. */
    public static boolean ended(WorkloadView v) {
        return !v.state().equals("QUEUING") && !v.state().equals("PROCESSING");
    }
}
