package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.measure.MeasuredSession;
import io.objbench.driver.plugin.BundleBound;
import java.util.SplittableRandom;

/**
 * One worker of a mission, run on its own virtual thread with its own sessions and random.
 * Subclasses do the work ({@link NormalWorker}, {@link SpecialWorker}); this class records
 * samples, re-logs in on an auth failure and turns an unexpected exception into the mission's
 * termination.
 */
abstract class Worker implements Runnable {

    final MissionRun run;
    final MissionPlan plan;
    final Clock clock;
    final int globalIndex;
    final SplittableRandom random;
    final MeasuredSession[] sessions;
    final WorkerCursor[] cursors;
    final TimeWindow window;

    Worker(MissionRun run, int local, MeasuredSession[] sessions, TimeWindow window) {
        this.run = run;
        this.plan = run.plan();
        this.clock = run.clock();
        this.globalIndex = run.mission().workerOffset() + local + 1;
        this.random = io.objbench.core.selector.Generators.workerRandom(run.mission().seed(), globalIndex);
        this.sessions = sessions;
        this.cursors = plan.cursors(local);
        this.window = window;
    }

    /** The worker's job; returns when it is done or {@link MissionRun#stopping()}. */
    abstract void work();

    @Override
    public final void run() {
        try {
            bindToBundle();
            work();
        } catch (Throwable t) {
            if (!run.stopping()) {
                run.terminate("worker " + globalIndex + " failed: " + t);
            }
        } finally {
            run.workerEnded();
        }
    }

    /**
     * Makes the bundle's class loader this worker thread's context class loader for its whole life
     * when all its sessions come from one bundle, and then calls the bundle's sessions directly: no
     * per-call switch, no wrapper on the hot path.
     */
    private void bindToBundle() {
        ClassLoader loader = null;
        for (MeasuredSession s : sessions) {
            if (!(s.session() instanceof BundleBound bound)
                    || (loader != null && loader != bound.bundleLoader())) {
                return;
            }
            loader = bound.bundleLoader();
        }
        if (loader != null) {
            Thread.currentThread().setContextClassLoader(loader);
            for (MeasuredSession s : sessions) {
                s.callDirectly(((BundleBound) s.session()).direct());
            }
        }
    }

    /**
     * Records the sample the session just measured. Returns false (and records nothing) for a
     * failure caused by the mission being aborted or terminated.
     */
    final boolean sample(OpPlan op, MeasuredSession session, OpResult result) {
        return sample(op, result, session.startNanos(), session.endNanos(), session.processingNanos(), session.bytes());
    }

    /** Records a sample timed by the caller; as {@link #sample(OpPlan, MeasuredSession, OpResult)}. */
    final boolean sample(OpPlan op, OpResult result, long start, long end, long processing, long bytes) {
        boolean in = window.contains(start, end);
        if (result.ok()) {
            op.recorder.record(start, end, processing, bytes, null, in);
            return true;
        }
        if (run.stopping() && run.interrupted()) {
            return false;
        }
        op.recorder.record(start, end, processing, 0, result.kind(), in);
        run.events().failure(op, result, end);
        if (result.kind() == ErrorKind.AUTH) {
            relogin();
        }
        return true;
    }

    /** COSBench's re-login on a 401: once; a failed re-login ends the mission (TERMINATED). */
    private void relogin() {
        LoginResult login = run.login(globalIndex);
        if (!login.result().ok()) {
            throw new IllegalStateException("re-login failed: " + login.result().message());
        }
        for (MeasuredSession s : sessions) {
            s.session().updateToken(login.token());
        }
    }
}
