package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.measure.EpochMapping;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * What workers report besides samples: the first error of each kind per operation (logged once,
 * then only counted), deletes that found nothing, objects read without a trailer. Everything here
 * is lock-free for workers; the log itself is written only on first occurrences.
 */
final class MissionEvents {

    private static final int KINDS = ErrorKind.values().length;

    private final Clock clock;
    private final MissionLog log;
    private final AtomicIntegerArray errorLogged;
    private final LongAdder notFoundDeletes = new LongAdder();
    private final AtomicBoolean trailerWarned = new AtomicBoolean();

    MissionEvents(Clock clock, EpochMapping epoch, int operations) {
        this.clock = clock;
        this.log = new MissionLog(epoch);
        this.errorLogged = new AtomicIntegerArray(operations * KINDS);
    }

    /** Logs a line stamped now. */
    void log(String line) {
        log.add(clock.nanoTime(), line);
    }

    /** Logs the first failure of each kind of each operation. */
    void failure(OpPlan op, OpResult result, long nanos) {
        int slot = op.index * KINDS + result.kind().ordinal();
        if (errorLogged.compareAndSet(slot, 0, 1)) {
            log.add(nanos, op.describe() + " failed with " + result.kind() + " (code " + result.code() + "): "
                    + result.message() + " (first " + result.kind() + " of this operation; further ones counted only)");
        }
    }

    /** A delete found nothing: COSBench §4.6 counts it as a success; we count it too. */
    void notFoundDelete() {
        notFoundDeletes.increment();
    }

    /** A hashCheck read found no trailer: a warning, once per mission. */
    void missingTrailer(OpPlan op, String container, String object) {
        if (trailerWarned.compareAndSet(false, true)) {
            log("warning: " + op.describe() + " read " + container + "/" + object
                    + " without an MD5 trailer (written without hashCheck?); further ones not logged");
        }
    }

    /** Logs the counts kept so far; called once when the workers ended. */
    void summarize() {
        long notFound = notFoundDeletes.sum();
        if (notFound > 0) {
            log(notFound + " deletes found nothing to delete and were counted as successes (COSBench §4.6)");
        }
    }

    /** The mission log. */
    List<String> lines() {
        return log.lines();
    }
}
