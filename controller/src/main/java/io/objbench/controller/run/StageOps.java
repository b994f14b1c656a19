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

    /**
     * The target rate (operations per second) of each open-loop operation of the stage, by op
     * id: its work's rate times the operation's ratio (operations are picked by ratio); closed-loop
     * operations are absent.
     */
    public static java.util.Map<String, Double> targetRates(Stage stage) {
        java.util.Map<String, Double> rates = new java.util.HashMap<>();
        for (Work w : stage.works()) {
            if (w.openLoop() != null) {
                for (Operation op : w.operations()) {
                    rates.put(op.id(), w.openLoop().rate() * op.ratio() / 100.0);
                }
            }
        }
        return rates;
    }

    /** Nothing measured for {@code op}. */
    public static OpStats empty(Operation op) {
        return OpStats.empty(op.id(), op.name(), op.type(), op.sampleType());
    }
}
