package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import io.objbench.driver.measure.Clock;
import java.util.SplittableRandom;

/**
 * One worker of a mission, run by its {@link WorkerPool} with its own sessions and random; it sees
 * its mission only through its {@link MissionContext}. Subclasses do the work ({@link
 * NormalWorker}, {@link SpecialWorker}); this class hands samples to the mission's {@link
 * Measurement}, re-logs in on an auth failure and turns an unexpected exception into the mission's
 * termination.
 */
abstract class Worker implements Runnable {

    final MissionContext context;
    final MissionPlan plan;
    final Clock clock;
    final int globalIndex;
    /** The worker's index on this driver, 0-based (its slot in the recorders' slowest samples). */
    final int localIndex;
    final SplittableRandom random;
    final MeasuredSession[] sessions;
    final WorkerCursor[] cursors;
    final TimeWindow window;
    /** The mission's stop, read before every operation (kept here: one hop on the hot path). */
    final StopSignal stop;
    private final Measurement measurement;

    Worker(MissionContext context, int local, MeasuredSession[] sessions) {
        this.context = context;
        this.plan = context.plan();
        this.clock = context.clock();
        this.globalIndex = context.mission().workerOffset() + local + 1;
        this.localIndex = local;
        this.random = io.objbench.core.selector.Generators.workerRandom(context.mission().seed(), globalIndex);
        this.sessions = sessions;
        this.cursors = plan.cursors(local);
        this.window = context.window();
        this.measurement = context.measurement();
        this.stop = context.stop();
    }

    /** The worker's job; returns when it is done or its mission is stopping. */
    abstract void work();

    @Override
    public final void run() {
        try {
            context.binding().bind(sessions);
            work();
        } catch (Throwable t) {
            if (!context.stopping()) {
                context.terminate().accept("worker " + globalIndex + " failed: " + t);
            }
        }
    }

    /** Records the sample the session just measured; as {@link #sample(OpPlan, OpResult, long, long, long, long)}. */
    final int sample(OpPlan op, MeasuredSession session, OpResult result) {
        return sample(op, result, session.startNanos(), session.endNanos(), session.processingNanos(), session.bytes());
    }

    /**
     * Records a sample timed by the caller by the mission's {@link Measurement} rules and re-logs
     * in after an auth failure.
     *
     * @return the {@link Measurement#record} outcome ({@link Measurement#DROPPED}: a failure
     *         caused by the mission being aborted or terminated)
     */
    final int sample(OpPlan op, OpResult result, long start, long end, long processing, long bytes) {
        // every call of an operation goes through its adaptor's session: that one named it
        int outcome = measurement.record(op, result, start, end, processing, bytes, localIndex,
                sessions[op.adaptorIndex], cursors[op.index].takeSizeClass());
        if (outcome != Measurement.DROPPED && result.kind() == ErrorKind.AUTH) {
            relogin();
        }
        return outcome;
    }

    /**
     * Records an open-loop sample ({@link Measurement#recordOpenLoop}: response from the intended
     * start) and re-logs in after an auth failure.
     */
    final int sampleOpenLoop(OpPlan op, OpResult result, long intended, long start, long end, long processing,
                             long bytes) {
        int outcome = measurement.recordOpenLoop(op, result, intended, start, end, processing, bytes, localIndex,
                sessions[op.adaptorIndex], cursors[op.index].takeSizeClass());
        if (outcome != Measurement.DROPPED && result.kind() == ErrorKind.AUTH) {
            relogin();
        }
        return outcome;
    }

    /** COSBench's re-login on a 401: once; a failed re-login ends the mission (TERMINATED). */
    private void relogin() {
        LoginResult login = context.relogin().apply(globalIndex);
        if (!login.result().ok()) {
            throw new IllegalStateException("re-login failed: " + login.result().message());
        }
        for (MeasuredSession s : sessions) {
            s.session().updateToken(login.token());
        }
    }
}
