package io.objbench.driver.http;

import io.objbench.driver.MissionException;
import io.objbench.driver.MissionManager;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The missions submitted through this server and not yet closed, so that stopping the driver
 * can abort whatever is still running instead of leaving workers behind.
 */
final class MissionTracker {

    private static final System.Logger LOG = System.getLogger(MissionTracker.class.getName());

    private final Set<String> open = ConcurrentHashMap.newKeySet();

    void submitted(String id) {
        open.add(id);
    }

    void closed(String id) {
        open.remove(id);
    }

    /** Ids of the missions submitted and not closed. */
    List<String> open() {
        return List.copyOf(open);
    }

    /** Aborts every open mission (a finished one just reports); returns how many were asked. */
    int abortAll(MissionManager manager) {
        List<String> ids = open();
        for (String id : ids) {
            try {
                manager.abort(id);
            } catch (MissionException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "abort of mission " + id + " failed: " + e.getMessage());
            }
            open.remove(id);
        }
        return ids.size();
    }
}
