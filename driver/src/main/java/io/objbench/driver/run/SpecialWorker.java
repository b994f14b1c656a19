package io.objbench.driver.run;


/**
 * A worker of a special work (cosbench-format.md §1.3, §2.5): one {@link SlicePass} over its
 * share, every call a sample of the generated operation (sample type write or delete). A delay
 * work's worker does nothing: the controller sleeps.
 */
final class SpecialWorker extends Worker {

    private final OpPlan op;
    private final SlicePass pass;

    SpecialWorker(MissionContext context, int local, MeasuredSession[] sessions) {
        super(context, local, sessions);
        this.op = plan.ops().getFirst();
        MeasuredSession session = sessions[op.adaptorIndex];
        this.pass = op.kind.special() ? new SlicePass(this, op, session, (r, start, end, processing, bytes) -> {
            sample(op, r, start, end, processing, bytes);
            return true; // the walk goes on after a failure; the mission's stop ends it
        }) : null;
    }

    @Override
    void work() {
        if (pass != null) {
            pass.run();
        }
    }
}
