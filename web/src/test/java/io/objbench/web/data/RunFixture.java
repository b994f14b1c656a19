package io.objbench.web.data;

import static org.assertj.core.api.Assertions.fail;

import io.objbench.controller.archive.Archive;
import io.objbench.core.driver.DriverClient;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.driver.MissionManager;
import io.objbench.testsupport.MockWorkloads;
import io.objbench.testsupport.WorkloadXml;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.UUID;

/** A controller queue over a fresh archive with one in-process driver on the mock adaptor, for data and page tests. */
public final class RunFixture implements AutoCloseable {

    public final History history;
    public final WorkloadQueue queue;

    public RunFixture(Path dir) throws Exception {
        history = History.load(new Archive(dir, ZoneOffset.UTC), ZoneOffset.UTC, Clock.systemUTC());
        DriverClient driver = new LocalDriverClient(MissionManager.withDefaults("driver1"));
        RunSettings settings = RunSettings.defaults().withTick(Duration.ofMillis(200));
        queue = new WorkloadQueue(history, 1, listener -> new WorkloadRunner(Map.of("driver1", driver), settings, listener),
                Clock.systemUTC());
    }

    /** A workload of an init stage and a main stage of {@code workers} writers of {@code size} running ~1.2 s. */
    public static String workload(String name, int workers, String size) {
        return workload(name, workers, size, 1);
    }

    /** The same with a main stage of {@code runtime} seconds. */
    public static String workload(String name, int workers, String size, int runtime) {
        String prefix = "web" + UUID.randomUUID().toString().substring(0, 8);
        WorkloadXml w = MockWorkloads.initThenWrite(name, prefix, size).description("web test")
                .storage("mock", "delay=1;secretkey=TOPSECRETVALUE");
        w.work("main").workers(workers).runtime(runtime).interval(1);
        return w.xml();
    }

    /** Submits {@code xml} and waits (≤ 30 s) until it ended; returns its id. */
    public String runToEnd(String xml) throws Exception {
        String id = queue.submit(xml, "test.xml").id();
        awaitEnd(id);
        return id;
    }

    /** Waits until run {@code id} ended and is in the history. */
    public WorkloadView awaitEnd(String id) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            if (history.get(id).isPresent()) {
                return history.get(id).get().view();
            }
            Thread.sleep(20);
        }
        return fail("timed out waiting for " + id);
    }

    @Override
    public void close() throws Exception {
        queue.close();
    }
}
