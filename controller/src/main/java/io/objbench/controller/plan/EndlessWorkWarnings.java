package io.objbench.controller.plan;

import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * Warns about a work that can never end: one on storage {@code none} whose only ending condition
 * is {@code totalBytes}. Storage {@code none} moves no bytes (a write's bytes are what the
 * adaptor read of the body, as COSBench counts them), so the byte budget is never reached and
 * the stage runs until it is cancelled, as it would in COSBench.
 */
public final class EndlessWorkWarnings {

    private EndlessWorkWarnings() {
    }

    /** One warning per such work, naming its stage. */
    public static List<String> of(Workload workload) {
        List<String> out = new ArrayList<>();
        for (Stage stage : workload.stages()) {
            for (Work w : stage.works()) {
                if (w.type() == WorkType.NORMAL && "none".equals(w.storage().type()) && w.totalBytes() > 0
                        && w.totalOps() == 0 && w.runtime() == 0) {
                    out.add("stage " + stage.id() + ": work '" + w.name() + "' on storage none ends only on"
                            + " totalBytes, but storage none moves no bytes: it would never end. Give it"
                            + " runtime= or totalOps=, or use storage mock");
                }
            }
        }
        return out;
    }
}
