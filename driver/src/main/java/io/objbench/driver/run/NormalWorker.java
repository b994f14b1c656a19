package io.objbench.driver.run;

import io.objbench.api.DelayDistribution;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.driver.payload.FileSource;
import io.objbench.driver.payload.ReadSink;
import java.io.IOException;
import java.util.concurrent.locks.LockSupport;

/**
 * A worker of a normal work: picks an operation by ratio, draws its container, object and size,
 * calls the storage, records the sample, until its runtime ends or its share of totalOps or
 * totalBytes is reached (the first wins; budgets count in-window samples only, as COSBench). An
 * init, prepare, cleanup or dispose operation runs a whole {@link SlicePass} each time it is
 * picked, as COSBench runs its operator, every call of it a sample counted against the budgets.
 * An operation on a confirmed-object inventory runs through {@link InventoryOps}; a turn that
 * finds the inventory empty is counted as unavailable ({@link #unavailable}).
 *
 * <p>Open loop (a work with {@code rate}): before each operation the worker takes the next intended
 * start of its mission's schedule and waits for it ({@link io.objbench.driver.measure.Clock#awaitNanos});
 * an intended start at or past the window's stop ends the worker, and so does a late start that
 * would begin at or past it (the backlog of a saturated generator is not worked off after the stop). The sample's response time runs
 * from the intended start, its service time from the actual start. Closed loop with
 * {@code thinktime}: the worker waits a drawn think time between operations.
 */
final class NormalWorker extends Worker {

    /** Operations between yields, or between looks at the clock when the worker has a time slice. */
    private static final int SLICE_CHECK_EVERY = 256;
    /**
     * How long a worker on a virtual thread keeps its carrier while its calls do not block, when
     * the mission has no more workers than there are carriers. (A storage that says it never
     * blocks, {@code StorageAdaptor.neverBlocks()}: mock with no delay, none, gets platform
     * threads under {@link CpuTokens} instead: among more virtual workers than carriers neither a
     * slice nor a yield let any other virtual thread in, since a carrier runs its own queue dry
     * before it looks at what was submitted from outside.)
     * A yield every 256 operations cost about 11 µs each (it woke the idle carrier, which took the
     * worker over) and did not let other virtual threads run either: on JDK 25 a yielding virtual
     * thread with nothing queued behind it goes straight back on its carrier. At the end of a slice
     * the worker parks for {@link #STEP_ASIDE_NANOS} instead (docs/performance.md, "The worker's
     * time slice"). With more workers than carriers they yield every {@value #SLICE_CHECK_EVERY}
     * operations.
     */
    private static final long SLICE_NANOS = 1_000_000;
    private static final long STEP_ASIDE_NANOS = 1_000;
    /** The virtual-thread scheduler's carrier threads (the JDK's default: one per CPU). */
    private static final int CARRIERS = Integer.getInteger("jdk.virtualThreadScheduler.parallelism",
            Runtime.getRuntime().availableProcessors());
    /** Closed loop without think time: empty-inventory turns in a row before a short pause. */
    private static final int EMPTY_TURNS_BEFORE_PAUSE = 64;
    private static final long EMPTY_PAUSE_NANOS = 1_000_000;

    private final long opsBudget;
    /** How long the worker runs between yields; 0: a yield every {@value #SLICE_CHECK_EVERY} operations. */
    private final long sliceNanos;
    private final long bytesBudget;
    /** The pass of each init/prepare/cleanup/dispose operation, by op index; null for the others. */
    private final SlicePass[] passes;
    private final FileSource file;
    /** The operations on inventories; null when the work has none. */
    private final InventoryOps inventoryOps;
    private int emptyTurns;
    /** The mission's open-loop pace; null for closed loop. */
    private final OpenLoopPace pace;
    /** The think time between operations (closed loop); null for none. */
    private final DelayDistribution think;
    /** Whether the operation under way is paced, and its intended start. */
    private boolean paced;
    private long intended;
    private long ops;
    private long bytes;
    private long taken;
    private boolean done;

    NormalWorker(MissionContext context, int local, MeasuredSession[] sessions) {
        super(context, local, sessions);
        int total = context.mission().totalWorkers();
        opsBudget = MissionPlan.share(plan.work.totalOps(), globalIndex, total);
        sliceNanos = context.mission().workers() <= CARRIERS ? SLICE_NANOS : 0;
        bytesBudget = MissionPlan.share(plan.work.totalBytes(), globalIndex, total);
        passes = new SlicePass[plan.ops().size()];
        boolean files = false;
        boolean inventories = false;
        for (OpPlan op : plan.ops()) {
            inventories |= op.inventory != null && !op.kind.special();
            if (op.kind.special()) {
                passes[op.index] = new SlicePass(this, op, sessions[op.adaptorIndex],
                        (r, start, end, processing, moved) -> counted(op, r, start, end, processing, moved));
            }
            files |= op.kind == OpKind.FILEWRITE;
        }
        file = files ? new FileSource(clock) : null;
        inventoryOps = inventories ? new InventoryOps(this) : null;
        pace = context.pace();
        String thinkTime = plan.work.thinkTime();
        think = thinkTime == null ? null : DelayDistribution.parse("thinktime", thinkTime);
    }

    @Override
    void work() {
        if (opsBudget == 0 || bytesBudget == 0 || clock.nanoTime() >= window.stop()) {
            return; // a share of 0: more workers than operations (COSBench's never-ending bug)
        }
        int sinceCheck = 0;
        // a platform thread steps aside only under CPU tokens (CpuTokens)
        boolean virtual = Thread.currentThread().isVirtual();
        long sliceStart = clock.nanoTime();
        boolean first = true;
        while (!stop.stopping() && !done) {
            OpPlan op = plan.pick(random);
            SlicePass pass = passes[op.index];
            if (pace != null && pass == null) {
                intended = pace.nextIntended();
                if (intended >= window.stop()) {
                    break; // the schedule went past the stop: no later intended start will be earlier
                }
                long actual = clock.awaitNanos(intended);
                if (stop.stopping() || actual >= window.stop()) {
                    break; // a backlog left at the stop is not worked off: nothing starts after it
                }
                paced = true;
                pace.started(actual);
            } else if (think != null && !first) {
                long until = clock.awaitNanos(clock.nanoTime() + think.nextNanos(random));
                if (stop.stopping() || until >= window.stop()) {
                    break;
                }
            }
            first = false;
            if (pass != null) {
                long before = taken;
                pass.run();
                // a walk with nothing in this worker's share (an empty slice, r(0,0) without
                // container calls) would be picked again forever without a sample: the worker is done
                if (taken == before || clock.nanoTime() >= window.stop()) {
                    done = true;
                }
            } else if (op.inventory != null) {
                MeasuredSession session = sessions[op.adaptorIndex];
                OpResult result = inventoryOps.execute(op, cursors[op.index], session);
                if (result == InventoryOps.UNAVAILABLE) {
                    unavailable(op);
                } else {
                    emptyTurns = 0;
                    counted(op, result, session.startNanos(), session.endNanos(), session.processingNanos(),
                            session.bytes());
                }
            } else if (op.kind == OpKind.FILEWRITE) {
                fileWrite(op, cursors[op.index], sessions[op.adaptorIndex]);
            } else {
                MeasuredSession session = sessions[op.adaptorIndex];
                OpResult result = execute(op, cursors[op.index], session);
                counted(op, result, session.startNanos(), session.endNanos(), session.processingNanos(), session.bytes());
            }
            if (paced) {
                paced = false;
                pace.ended();
            }
            if (++sinceCheck == SLICE_CHECK_EVERY) {
                sinceCheck = 0;
                if (!virtual) {
                    betweenOperations(); // a CPU token's turn (CpuTokens)
                } else if (sliceNanos == 0) {
                    Thread.yield(); // lets the mission's other workers run when the storage never blocks
                } else if (clock.nanoTime() - sliceStart >= sliceNanos) {
                    LockSupport.parkNanos(STEP_ASIDE_NANOS);
                    sliceStart = clock.nanoTime();
                }
            }
        }
    }

    /** Records a sample and counts it against the budget; false (and done) once the worker must stop. */
    private boolean counted(OpPlan op, OpResult result, long start, long end, long processing, long moved) {
        taken++;
        int outcome = paced ? sampleOpenLoop(op, result, intended, start, end, processing, moved)
                : sample(op, result, start, end, processing, moved);
        if (outcome == Measurement.DROPPED) {
            done = true; // a failure caused by the mission being stopped
            return false;
        }
        if (Measurement.countsForBudget(outcome)) {
            ops++;
            bytes += Measurement.budgetBytes(outcome, result, moved);
        }
        if (ops >= opsBudget || bytes >= bytesBudget || end >= window.stop()) {
            done = true;
        }
        return !done;
    }

    /**
     * A turn that found its inventory empty: sent nowhere, neither success nor failure, counted as
     * unavailable on its side of the window; it took its turn, so it counts against totalOps and the
     * worker paces on as after any operation. Closed loop without think time, a run of empty turns
     * pauses 1 ms now and then instead of spinning on the CPU.
     */
    private void unavailable(OpPlan op) {
        long now = clock.nanoTime();
        boolean in = window.contains(paced ? intended : now, now);
        op.recorder.recordUnavailable(in);
        if (in) {
            ops++;
        }
        if (ops >= opsBudget || now >= window.stop()) {
            done = true;
        } else if (pace == null && think == null && ++emptyTurns >= EMPTY_TURNS_BEFORE_PAUSE) {
            emptyTurns = 0;
            clock.awaitNanos(now + EMPTY_PAUSE_NANOS);
        }
    }

    private OpResult execute(OpPlan op, WorkerCursor cursor, MeasuredSession session) {
        String container = cursor.container(random);
        String object = cursor.object(random);
        return switch (op.kind) {
            case READ -> {
                OpResult r = session.get(container, object, op.hashCheck);
                if (r.ok() && session.lastCheck() == ReadSink.Check.NO_TRAILER) {
                    context.events().missingTrailer(op, container, object);
                }
                yield r;
            }
            case WRITE -> {
                OpResult r = session.put(container, object, cursor.size(random), op.block, op.chunked, op.hashCheck);
                if (op.frontier != null && r.ok()) {
                    op.frontier.written(cursor.lastObject()); // feeds the work's latest() reads
                }
                yield r;
            }
            case DELETE -> context.measurement().deleted(session.delete(container, object));
            // as COSBench: with objects a list is a HEAD of the object; without containers, the account
            case LIST -> object != null ? session.head(container, object) : session.list(container, "");
            case HEAD -> session.head(container, object);
            default -> throw new IllegalStateException(op.describe() + " cannot run in a normal work");
        };
    }

    /**
     * COSBench's FileWriter: the next file of the directory, written under its file name, streamed;
     * a file that can no longer be read is a failed sample (CLIENT_ERROR) that never reaches the
     * adaptor, as COSBench's FileNotFoundException.
     */
    private void fileWrite(OpPlan op, WorkerCursor cursor, MeasuredSession session) {
        String container = cursor.container(random);
        long k = cursor.objectNumber(random);
        try {
            file.open(op.files.path(k), op.files.size(k));
        } catch (IOException e) {
            session.forget(); // the sample describes no call
            long now = clock.nanoTime();
            counted(op, OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "filewrite cannot read " + op.files.path(k)
                    + ": " + e.getMessage()), now, now, 0, 0);
            return;
        }
        OpResult result;
        try {
            result = session.put(container, op.files.name(k), file);
        } finally {
            file.close();
        }
        counted(op, result, session.startNanos(), session.endNanos(), session.processingNanos(), session.bytes());
    }
}
