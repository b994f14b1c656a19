package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.driver.measure.MeasuredSession;
import io.objbench.driver.payload.ReadSink;

/**
 * A worker of a normal work: picks an operation by ratio, draws its container, object and size,
 * calls the storage, records the sample, until its runtime ends or its share of totalOps or
 * totalBytes is reached (the first wins; budgets count in-window samples only, as COSBench).
 */
final class NormalWorker extends Worker {

    private static final int YIELD_EVERY = 256;

    private final long opsBudget;
    private final long bytesBudget;

    NormalWorker(MissionRun run, int local, MeasuredSession[] sessions, TimeWindow window) {
        super(run, local, sessions, window);
        int total = run.mission().totalWorkers();
        opsBudget = MissionPlan.share(plan.work.totalOps(), globalIndex, total);
        bytesBudget = MissionPlan.share(plan.work.totalBytes(), globalIndex, total);
    }

    @Override
    void work() {
        if (opsBudget == 0 || bytesBudget == 0 || clock.nanoTime() >= window.stop()) {
            return; // a share of 0: more workers than operations (COSBench's never-ending bug)
        }
        long ops = 0;
        long bytes = 0;
        int sinceYield = 0;
        while (!run.stopping()) {
            OpPlan op = plan.pick(random);
            MeasuredSession session = sessions[op.adaptorIndex];
            OpResult result = execute(op, cursors[op.index], session);
            if (!sample(op, session, result)) {
                return;
            }
            if (window.contains(session.startNanos(), session.endNanos())) {
                ops++;
                if (result.ok()) {
                    bytes += session.bytes();
                }
            }
            if (ops >= opsBudget || bytes >= bytesBudget || session.endNanos() >= window.stop()) {
                return;
            }
            if (++sinceYield == YIELD_EVERY) {
                sinceYield = 0;
                Thread.yield(); // lets other virtual threads run when the storage never blocks
            }
        }
    }

    private OpResult execute(OpPlan op, WorkerCursor cursor, MeasuredSession session) {
        String container = cursor.container(random);
        String object = cursor.object(random);
        return switch (op.kind) {
            case READ -> {
                OpResult r = session.get(container, object, op.hashCheck);
                if (r.ok() && session.lastCheck() == ReadSink.Check.NO_TRAILER) {
                    run.events().missingTrailer(op, container, object);
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
            case DELETE -> {
                OpResult r = session.delete(container, object);
                if (r.kind() == ErrorKind.NOT_FOUND) {
                    run.events().notFoundDelete(); // COSBench §4.6: deleting what is not there is a success
                    r = OpResult.OK;
                }
                yield r;
            }
            // as COSBench: with objects a list is a HEAD of the object; without containers, the account
            case LIST -> object != null ? session.head(container, object) : session.list(container, "");
            case HEAD -> session.head(container, object);
            default -> throw new IllegalStateException(op.describe() + " cannot run in a normal work");
        };
    }
}
