package io.objbench.webit;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;

/**
 * An in-process controller as {@code objbench controller} serves it: the queue (one slot), the
 * history over an archive in a scratch directory, one local driver with the mock adaptor, and the
 * controller server on a free loopback port with the web UI (found through ServiceLoader) mounted.
 */
public final class UiServer implements AutoCloseable {

    public final History history;
    public final DriverPool pool;
    public final WorkloadQueue queue;
    public final ControllerServer server;

    /** Starts it over {@code dir}; {@code usersFile} null leaves the UI open (loopback). */
    public UiServer(Path dir, Path usersFile) throws Exception {
        this(dir, usersFile, RunSettings.defaults());
    }

    /** The same with the runner's {@code settings} (the benchmark shortens the tick). */
    public UiServer(Path dir, Path usersFile, RunSettings settings) throws Exception {
        this(dir, usersFile, settings, DriverPool.local(new LocalDriverClient(MissionManager.withDefaults("driver1"))));
    }

    /** The same over {@code pool} (drivers in other processes); the pool is closed with this server. */
    public UiServer(Path dir, Path usersFile, RunSettings settings, DriverPool pool) throws Exception {
        ZoneId zone = ZoneId.of("UTC");
        history = History.load(new Archive(dir.resolve("archive"), zone), zone, Clock.systemUTC());
        this.pool = pool;
        queue = new WorkloadQueue(history, 1, l -> new WorkloadRunner(pool::driverSet, settings, l),
                Clock.systemUTC());
        server = ControllerServer.newServer(new ServerSettings("127.0.0.1", 0, "", zone), queue, history, pool,
                usersFile);
        server.start();
        if (!server.hasUi()) {
            throw new IllegalStateException("the web UI is not on the class path");
        }
    }

    /** Absolute URL of {@code path} on this server. */
    public String url(String path) {
        return server.uri().resolve(path).toString();
    }

    /** Waits until {@code id} is in the history (its run ended and was archived). */
    public void awaitEnded(String id, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (history.get(id).isEmpty()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(id + " did not end within " + timeout);
            }
            Thread.sleep(50);
        }
    }

    @Override
    public void close() throws Exception {
        server.stop();
        queue.shutdown(Duration.ofSeconds(30));
        pool.close();
    }
}
