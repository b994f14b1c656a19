package io.objbench.controller.run;

import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Work;
import java.util.List;

/**
 * The final, in-window measurement of one work, merged over all its missions.
 *
 * @param workIndex         1-based position in the stage
 * @param work              the work
 * @param ops               per operation, in the work's operation order (empty stats when nothing ran)
 * @param windowStartMicros union of the missions' windows: earliest start (epoch µs)
 * @param windowEndMicros   union of the missions' windows: latest end (epoch µs)
 * @param peakInFlight      open loop: the missions' reported peaks of operations in flight,
 *                          summed ({@link io.objbench.core.mission.MissionReport#maxInFlight});
 *                          {@code null} when none reported one (closed loop)
 */
public record WorkResult(int workIndex, Work work, List<OpStats> ops, long windowStartMicros, long windowEndMicros,
                         Integer peakInFlight) {

    public WorkResult {
        ops = List.copyOf(ops);
    }

    /** A result without an in-flight count (closed loop). */
    public WorkResult(int workIndex, Work work, List<OpStats> ops, long windowStartMicros, long windowEndMicros) {
        this(workIndex, work, ops, windowStartMicros, windowEndMicros, null);
    }

    /**
     * Whether the open-loop generator kept its schedule ({@link GeneratorVerdict#of}); {@code null}
     * for a closed-loop work or when nothing was measured. Computed on each call.
     */
    public GeneratorVerdict verdict() {
        return GeneratorVerdict.of(this);
    }

    /** Window length in seconds, 0 when nothing ran. */
    public double windowSeconds() {
        return windowEndMicros > windowStartMicros ? (windowEndMicros - windowStartMicros) / 1e6 : 0;
    }

    /** Failures over attempts of all operations, 0 when nothing was attempted. */
    public double failureRatio() {
        long failures = 0;
        long total = 0;
        for (OpStats s : ops) {
            failures += s.failures();
            total += s.total();
        }
        return total == 0 ? 0 : (double) failures / total;
    }

    /** True when the failure ratio is above the work's acceptable failure rate (afr ppm). */
    public boolean afrExceeded() {
        return failureRatio() > work.afr() / 1e6;
    }
}
