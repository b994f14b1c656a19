package io.objbench.controller.server;

import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.WorkloadQueue;
import java.nio.file.Path;
import java.time.ZoneId;

/**
 * What the web UI works over.
 *
 * @param queue     the workload queue (submit, cancel, reorder)
 * @param history   the ended runs
 * @param drivers   the drivers polled by the controller
 * @param settings  where the server listens and its token
 * @param zone      time zone of the dates shown
 * @param usersFile the UI's users file, null when no users are configured
 * @param sessions  where the UI registers its session check, so the REST routes accept its cookie
 */
public record UiContext(WorkloadQueue queue, History history, DriverPool drivers, ServerSettings settings,
                        ZoneId zone, Path usersFile, SessionChecks sessions) {
}
