package io.objbench.core.mission;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.objbench.core.stats.OpStats;
import java.util.List;

/**
 * A mission's final report (COSBench's close): what was measured inside the window, per
 * operation, and how the mission ended.
 *
 * @param missionId         the mission
 * @param state             its final state
 * @param ops               per-operation measurements of in-window samples only
 *                          (cosbench-format.md §1.4), in the work's operation order
 * @param windowStartMicros epoch µs of the window start: launch+rampup with a runtime, else
 *                          the first op start
 * @param windowEndMicros   epoch µs of the window end: start+runtime with a runtime (or earlier
 *                          when every worker ended before), else the last op end
 * @param message           why the mission failed, terminated or was aborted; empty otherwise
 * @param log               the mission log: start, end, first occurrences of each error, at most a few hundred lines
 * @param maxInFlight       open loop only (objbench extension): the most operations the mission had
 *                          in flight at once inside the window (at most its workers); {@code null}
 *                          for closed loop or when not counted, and then absent from the JSON
 */
public record MissionReport(String missionId, MissionState state, List<OpStats> ops,
                            long windowStartMicros, long windowEndMicros, String message, List<String> log,
                            @JsonInclude(JsonInclude.Include.NON_NULL) Integer maxInFlight) {

    /** A report without an in-flight count (closed loop). */
    public MissionReport(String missionId, MissionState state, List<OpStats> ops,
                         long windowStartMicros, long windowEndMicros, String message, List<String> log) {
        this(missionId, state, ops, windowStartMicros, windowEndMicros, message, log, null);
    }

    public MissionReport {
        ops = List.copyOf(ops);
        message = message == null ? "" : message;
        log = List.copyOf(log);
    }

    /** Window length in seconds (0 when nothing ran). */
    public double windowSeconds() {
        return windowEndMicros > windowStartMicros ? (windowEndMicros - windowStartMicros) / 1e6 : 0;
    }
}
