package io.objbench.controller.run;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.List;

/** Merges the final reports of a work's missions into one {@link WorkResult}, exactly. */
public final class WorkMerger {

    private WorkMerger() {
    }

    /** The merge of {@code reports} (one per mission of the work; may be empty). */
    public static WorkResult merge(int workIndex, Work work, List<MissionReport> reports) {
        List<OpStats> ops = new ArrayList<>();
        for (Operation op : work.operations()) {
            // one running sum: no histogram copy per report
            OpStatsSum sum = new OpStatsSum(op.id(), op.name(), op.type(), op.sampleType());
            for (MissionReport r : reports) {
                for (OpStats s : r.ops()) {
                    if (s.opId().equals(op.id())) {
                        sum.add(s);
                    }
                }
            }
            ops.add(sum.toOpStats());
        }
        long start = Long.MAX_VALUE;
        long end = Long.MIN_VALUE;
        Integer peakInFlight = null;
        for (MissionReport r : reports) {
            if (r.maxInFlight() != null) {
                peakInFlight = (peakInFlight == null ? 0 : peakInFlight) + r.maxInFlight();
            }
            if (r.windowEndMicros() > r.windowStartMicros()) {
                start = Math.min(start, r.windowStartMicros());
                end = Math.max(end, r.windowEndMicros());
            }
        }
        if (start == Long.MAX_VALUE) {
            start = 0;
            end = 0;
        }
        return new WorkResult(workIndex, work, ops, start, end, peakInFlight);
    }
}
