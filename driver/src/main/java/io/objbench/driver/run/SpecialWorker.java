package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.OpResult;
import io.objbench.core.selector.Slice;
import io.objbench.driver.measure.MeasuredSession;
import java.util.ArrayList;
import java.util.List;

/**
 * A worker of a special work (cosbench-format.md §1.3, §2.5), visiting its slice exactly once:
 * init creates and dispose deletes the containers of its container slice; prepare writes and
 * cleanup deletes its object slice in every container. Every call is a sample of the generated
 * operation (sample type write or delete).
 */
final class SpecialWorker extends Worker {

    private static final int CONFLICT = 409;

    private final OpPlan op;
    private final MeasuredSession session;

    SpecialWorker(MissionRun run, int local, MeasuredSession[] sessions, TimeWindow window) {
        super(run, local, sessions, window);
        this.op = plan.ops().getFirst();
        this.session = sessions[op.adaptorIndex];
    }

    @Override
    void work() {
        switch (op.kind) {
            case INIT -> {
                Slice mine = slice(op.containers.min(), op.containers.max());
                for (long c = mine.first(); c <= mine.last() && op.createContainer && !run.stopping(); c++) {
                    sample(op, session, session.createContainer(op.containerNames.name(c)));
                }
            }
            case DISPOSE -> {
                Slice mine = slice(op.containers.min(), op.containers.max());
                for (long c = mine.first(); c <= mine.last() && op.deleteContainer && !run.stopping(); c++) {
                    disposeSample(op.containerNames.name(c));
                }
            }
            case PREPARE -> eachObject(true);
            case CLEANUP -> {
                eachObject(false);
                if (op.deleteContainer) {
                    deleteContainers();
                }
            }
            default -> { } // delay: the controller sleeps; nothing to do here
        }
    }

    private Slice slice(long lo, long hi) {
        if (lo < 1) {
            return new Slice(1, 0); // r(0,0): nothing
        }
        return Slice.of(lo, hi, globalIndex, run.mission().totalWorkers());
    }

    private void eachObject(boolean write) {
        Slice objects = slice(op.objects.min(), op.objects.max());
        WorkerCursor cursor = cursors[op.index];
        for (long c = Math.max(1, op.containers.min()); c <= op.containers.max() && !run.stopping(); c++) {
            String container = op.containerNames.name(c);
            if (write && op.createContainer) {
                OpResult created = session.createContainer(container);
                if (!created.ok()) {
                    sample(op, session, created);
                }
            }
            for (long o = objects.first(); o <= objects.last() && !run.stopping(); o++) {
                String object = op.objectNames.name(o);
                OpResult r = write
                        ? session.put(container, object, cursor.size(random), op.block, op.chunked, op.hashCheck)
                        : session.delete(container, object);
                if (!write && r.kind() == ErrorKind.NOT_FOUND) {
                    run.events().notFoundDelete();
                    r = OpResult.OK;
                }
                sample(op, session, r);
            }
        }
    }

    // cleanup's deleteContainer: every worker tries every container, so races are expected and
    // only a container that still cannot be deleted is a (failed) sample
    private void deleteContainers() {
        for (long c = Math.max(1, op.containers.min()); c <= op.containers.max() && !run.stopping(); c++) {
            String container = op.containerNames.name(c);
            OpResult r = deleteContainer(container);
            if (!r.ok() && r.kind() != ErrorKind.NOT_FOUND) {
                sample(op, session, r);
            }
        }
    }

    private void disposeSample(String container) {
        long start = clock.nanoTime();
        OpResult r = deleteContainer(container);
        long end = session.endNanos();
        boolean in = window.contains(start, end);
        if (r.ok()) {
            op.recorder.record(start, end, end - start, 0, null, in);
        } else {
            sample(op, session, r);
        }
    }

    /** Deletes a container; on 409 (not empty) deletes what it lists and retries once. */
    private OpResult deleteContainer(String container) {
        OpResult r = session.deleteContainer(container);
        if (r.ok() || r.code() != CONFLICT) {
            return r;
        }
        List<String> names = new ArrayList<>();
        ListSink collect = (name, size) -> names.add(name);
        session.listInto(container, collect);
        for (String name : names) {
            session.delete(container, name);
        }
        return session.deleteContainer(container);
    }
}
