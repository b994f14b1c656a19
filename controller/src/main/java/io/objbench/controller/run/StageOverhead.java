package io.objbench.controller.run;

import io.objbench.core.workload.Stage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The fixed cost of each stage: the time from the previous stage's last operation to this stage's
 * first operation, less the waits the workload asked for in between (the previous stage's
 * closure delay, delay-only stages). It holds everything objbench itself spends between two
 * stages: seeing the end, collecting the reports, archiving, triggers, scheduling, submitting,
 * logging in and launching the next missions. Measured on the drivers' clocks (their snapshots'
 * operation times), so several machines add their clock offset; unknown (null) for the first
 * stage with operations and for a stage or predecessor that measured none.
 */
public final class StageOverhead {

    private StageOverhead() {
    }

    /** Per stage, in order: its overhead in milliseconds, or null when unknown. */
    public static List<Double> millis(List<StageResult> stages) {
        List<Double> out = new ArrayList<>(Collections.nCopies(stages.size(), (Double) null));
        StageSpan previous = null;
        long askedMicros = 0; // waits the workload asked for since the previous stage's last operation
        for (int i = 0; i < stages.size(); i++) {
            StageResult r = stages.get(i);
            Stage stage = r.stage();
            StageSpan span = r.span();
            if (span != null) {
                if (previous != null) {
                    long gap = span.firstOpMicros() - previous.lastOpMicros() - askedMicros;
                    out.set(i, Math.round(gap / 100.0) / 10.0); // 0.1 ms: finer is clock noise
                }
                previous = span;
                askedMicros = 0;
            }
            askedMicros += stage.closureDelay() * 1_000_000L;
        }
        return out;
    }

    /** The sum of the known overheads in milliseconds, and how many stages they cover. */
    public static Total total(List<StageResult> stages) {
        double sum = 0;
        int n = 0;
        for (Double d : millis(stages)) {
            if (d != null) {
                sum += d;
                n++;
            }
        }
        return new Total(sum, n);
    }

    /**
     * The summed overhead of a run.
     *
     * @param millis the sum over the stages whose overhead is known
     * @param stages how many stages that is
     */
    public record Total(double millis, int stages) {
    }
}
