package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.measure.SampleOrigin;
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
    final SplittableRandom random;
    final MeasuredSession[] sessions;
    final WorkerCursor[] cursors;
    /**
     * By op index: where this worker's samples come from (its exemplar slot, the op's session, the
     * size class drawn), one argument on the hot path instead of three.
     */
    private final SampleOrigin[] origins;
    final TimeWindow window;
    /** The mission's stop, read before every operation (kept here: one hop on the hot path). */
    final StopSignal stop;
    private final Measurement measurement;
    /**
     * The CPU tokens this worker runs under (its storage never blocks, it is on a platform thread),
     * set by MissionRun before the start; null when it does not need one.
     */
    CpuTokens cpuTokens;
    private boolean holdsToken;
    /** When the worker took its token (System.nanoTime(): scheduling is about real time, whatever the clock). */
    private long tokenSince;

    Worker(MissionContext context, int local, MeasuredSession[] sessions) {
        this.context = context;
        this.plan = context.plan();
        this.clock = context.clock();
        this.globalIndex = context.mission().workerOffset() + local + 1;
        this.random = io.objbench.core.selector.Generators.workerRandom(context.mission().seed(), globalIndex);
        this.sessions = sessions;
        this.cursors = plan.cursors(local);
        this.origins = new SampleOrigin[cursors.length];
        for (OpPlan op : plan.ops()) {
            // every call of an operation goes through its adaptor's session: that one names it
            origins[op.index] = cursors[op.index].bind(local, sessions[op.adaptorIndex]);
        }
        this.window = context.window();
        this.measurement = context.measurement();
        this.stop = context.stop();
    }

    /** The worker's job; returns when it is done or its mission is stopping. */
    abstract void work();

    @Override
    public final void run() {
        try {
            if (cpuTokens != null) {
                holdsToken = cpuTokens.take();
                tokenSince = System.nanoTime();
                if (!holdsToken) {
                    return; // aborted while waiting
                }
            }
            context.binding().bind(sessions);
            work();
        } catch (Throwable t) {
            if (!context.stopping()) {
                context.terminate().accept("worker " + globalIndex + " failed: " + t);
            }
        } finally {
            if (holdsToken) {
                holdsToken = false;
                cpuTokens.give();
            }
        }
    }

    /**
     * Between two operations, every few hundred: a worker under CPU tokens hands its token on once
     * its slice is over and another worker waits, and waits for its next turn. Does nothing for
     * other workers.
     */
    final void betweenOperations() {
        if (holdsToken && System.nanoTime() - tokenSince >= CpuTokens.SLICE_NANOS) {
            if (cpuTokens.wanted()) {
                cpuTokens.give();
                holdsToken = cpuTokens.take();
            }
            tokenSince = System.nanoTime();
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
        int outcome = measurement.record(op, result, start, end, processing, bytes, origins[op.index]);
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
        int outcome = measurement.recordOpenLoop(op, result, intended, start, end, processing, bytes,
                origins[op.index]);
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
