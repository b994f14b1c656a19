package io.objbench.driver.run;

import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.LoginResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import io.objbench.core.mission.Mission;
import io.objbench.driver.measure.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The login phase: creates the mission's storage adaptors, logs every worker in (in parallel, on
 * virtual threads) and opens each worker's sessions. Keeps the first failure's message; whatever
 * was opened is closed by {@link #closeAll()}. Gets what it needs as arguments: it never calls back
 * into the mission.
 */
final class LoginPhase {

    private final List<StorageAdaptor> adaptors = new ArrayList<>();
    private final MeasuredSession[][] sessions;
    private final AtomicReference<String> failure = new AtomicReference<>();

    private LoginPhase(int workers, int adaptorCount) {
        sessions = new MeasuredSession[workers][adaptorCount];
    }

    static LoginPhase run(Mission mission, MissionPlan plan, AuthAdaptor auth, Clock clock) throws AdaptorException {
        LoginPhase phase = new LoginPhase(mission.workers(), plan.storageConfigs.size());
        try {
            for (int i = 0; i < plan.storageConfigs.size(); i++) {
                phase.adaptors.add(plan.storageFactory.create(plan.storageConfigs.get(i)));
            }
        } catch (AdaptorException | RuntimeException e) {
            phase.closeAll();
            throw e;
        }
        try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int w = 0; w < mission.workers(); w++) {
                int global = mission.workerOffset() + w + 1;
                int local = w;
                executor.execute(() -> phase.loginWorker(auth, clock, local, global));
            }
        }
        return phase;
    }

    private void loginWorker(AuthAdaptor auth, Clock clock, int local, int global) {
        if (failure.get() != null) {
            return;
        }
        try {
            LoginResult login = auth.login(global);
            if (!login.result().ok()) {
                failure.compareAndSet(null, "login of worker " + global + " failed: " + login.result().kind()
                        + " " + login.result().message());
                return;
            }
            for (int k = 0; k < adaptors.size(); k++) {
                StorageSession session = adaptors.get(k).openSession(global, login.token());
                sessions[local][k] = new MeasuredSession(session, clock);
            }
        } catch (AdaptorException | RuntimeException e) {
            failure.compareAndSet(null, "opening the session of worker " + global + " failed: " + e.getMessage());
        }
    }

    /** The first failure, or {@code null} when every worker is ready. */
    String failure() {
        return failure.get();
    }

    /** The sessions of the {@code local}-th worker, by adaptor index. */
    MeasuredSession[] sessions(int local) {
        return sessions[local];
    }

    /** Asks every in-flight call to stop (abort). */
    void abortAll() {
        for (MeasuredSession[] row : sessions) {
            for (MeasuredSession s : row) {
                if (s != null) {
                    try {
                        s.session().abort();
                    } catch (RuntimeException ignored) {
                        // a session failing to abort must not stop the others from aborting
                    }
                }
            }
        }
    }

    /** Whether any of the mission's adaptors blocks in native code (then workers are platform threads). */
    boolean blocksInNativeCode() {
        return adaptors.stream().anyMatch(StorageAdaptor::blocksInNativeCode);
    }

    /** Whether every adaptor of the mission says its calls never block (see {@link StorageAdaptor#neverBlocks()}). */
    boolean neverBlocks() {
        return !adaptors.isEmpty() && adaptors.stream().allMatch(StorageAdaptor::neverBlocks);
    }

    /** The adaptors' retries and connects, counted from now on. */
    AdaptorCounters counters() {
        return new AdaptorCounters(adaptors);
    }

    /** Closes every session, then the adaptors. */
    void closeAll() {
        for (MeasuredSession[] row : sessions) {
            for (MeasuredSession s : row) {
                if (s != null) {
                    try {
                        s.session().close();
                    } catch (RuntimeException ignored) {
                        // closing is best effort: the mission's result is already known
                    }
                }
            }
        }
        for (StorageAdaptor a : adaptors) {
            try {
                a.close();
            } catch (RuntimeException ignored) {
                // as above
            }
        }
    }
}
