package io.objbench.web.hostile;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.schedule.WorkloadAdmission;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.driver.MissionManager;
import io.objbench.driver.http.DriverServer;
import io.objbench.driver.http.DriverServerSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;

/**
 * What the hostile-input suite attacks, as the {@code objbench controller} command wires it: a
 * real driver server (mock adaptor) on an ephemeral loopback port, a controller reaching it over
 * HTTP with a token, with the web UI open (no users, loopback) and admission of pins, and a second
 * controller server over the same queue whose UI has a user (for the login form). The archive is
 * under {@code dir}, so the suite can reload the history as a restarted controller would.
 */
final class HostileServers implements AutoCloseable {

    static final String TOKEN = "hostile-token";
    static final String DRIVER_TOKEN = "hostile-driver-token";
    static final String DRIVER = "driver1";
    static final ZoneId ZONE = ZoneId.of("UTC");

    final Path dir;
    final DriverServer driver;
    final DriverPool pool;
    final History history;
    final WorkloadQueue queue;
    final ControllerServer controller;
    final ControllerServer withUsers;

    HostileServers(Path dir) throws Exception {
        this.dir = dir;
        driver = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, DRIVER_TOKEN),
                MissionManager.withDefaults(DRIVER));
        driver.start();
        pool = DriverPool.http(List.of(new DriverEndpoint(DRIVER, driver.url())), DRIVER_TOKEN, 3,
                Duration.ofSeconds(1));
        pool.pollNow();
        pool.start();
        history = History.load(new Archive(dir.resolve("archive"), ZONE), ZONE, Clock.systemUTC());
        // the runner checks its missions every 200 ms (RunSettings.defaults) so short runs end quickly
        queue = new WorkloadQueue(history, 2, l -> new WorkloadRunner(pool::driverSet, RunSettings.defaults(), l),
                Clock.systemUTC(), workload -> WorkloadAdmission.check(workload, pool.views()));
        controller = ControllerServer.newServer(new ServerSettings("127.0.0.1", 0, TOKEN, ZONE), queue, history,
                pool, null);
        controller.start();
        Path users = dir.resolve("users.conf");
        Files.writeString(users, "[users]\nalice = plain:wonderland\n");
        withUsers = ControllerServer.newServer(new ServerSettings("127.0.0.1", 0, TOKEN, ZONE), queue, history,
                pool, users);
        withUsers.start();
    }

    /** The history as a restarted controller reads it from the archive. */
    History reloadHistory() throws Exception {
        return History.load(new Archive(dir.resolve("archive"), ZONE), ZONE, Clock.systemUTC());
    }

    @Override
    public void close() throws Exception {
        withUsers.stop();
        controller.stop();
        queue.shutdown(Duration.ofSeconds(30));
        pool.close();
        driver.stop();
    }
}
