package io.objbench.controller.run;

import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.List;

/** The operations of a stage across its works, in op id order (the order every report uses). */
public final class StageOps {

    private StageOps() {
    }

    /** Every operation of every work of the stage, in work then operation order. */
    public static List<Operation> of(Stage stage) {
        List<Operation> ops = new ArrayList<>();
        for (Work w : stage.works()) {
            ops.addAll(w.operations());
        }
        return ops;
    }

    /** Nothing measured for {@code op}. */
    public static OpStats empty(Operation op) {
        return OpStats.empty(op.id(), op.name(), op.type(), op.sampleType());
    }
}
