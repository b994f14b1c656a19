package io.objbench.controller.plan;

import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import java.util.ArrayList;
import java.util.List;

/**
 * How long something will run, from the workload's limits alone, never invented: an exact time
 * when every limit is a time, a bound when a work may end earlier (it also ends on operations or
 * bytes, or when its results are stable), and no upper bound when a work ends only on
 * operations, bytes or one pass. The stages of a workload run one after the other and the works
 * of a stage side by side (the stage ends with its last work).
 *
 * @param minSeconds at least this long (0 when nothing is known)
 * @param maxSeconds at most this long; {@code -1} when there is no upper bound
 * @param openEnded  the stages (ids) whose length is not known in advance: they end on
 *                   operations, bytes, one pass or stable results
 */
public record TimeEstimate(long minSeconds, long maxSeconds, List<String> openEnded) {

    /** No time at all. */
    public static final TimeEstimate ZERO = new TimeEstimate(0, 0, List.of());

    public TimeEstimate {
        openEnded = List.copyOf(openEnded);
        if (minSeconds < 0 || maxSeconds < -1 || maxSeconds >= 0 && maxSeconds < minSeconds) {
            throw new IllegalArgumentException("not a time estimate: " + minSeconds + " .. " + maxSeconds);
        }
    }

    /** True when the time is known exactly. */
    public boolean exact() {
        return minSeconds == maxSeconds;
    }

    /** True when there is an upper bound. */
    public boolean bounded() {
        return maxSeconds >= 0;
    }

    /** This then {@code next}. */
    public TimeEstimate then(TimeEstimate next) {
        List<String> open = new ArrayList<>(openEnded);
        open.addAll(next.openEnded);
        return new TimeEstimate(minSeconds + next.minSeconds,
                bounded() && next.bounded() ? maxSeconds + next.maxSeconds : -1, open);
    }

    /** What is left after {@code elapsedSeconds} of this: both bounds shrink, never below 0. */
    public TimeEstimate after(long elapsedSeconds) {
        long e = Math.max(0, elapsedSeconds);
        return new TimeEstimate(Math.max(0, minSeconds - e), bounded() ? Math.max(0, maxSeconds - e) : -1, openEnded);
    }

    /** One stage: its longest work, then its closure delay. */
    public static TimeEstimate of(Stage stage) {
        if (stage.delayOnly()) {
            return new TimeEstimate(stage.closureDelay(), stage.closureDelay(), List.of());
        }
        long min = 0;
        long max = 0;
        boolean open = false;
        for (Work w : stage.works()) {
            long limit = timeLimit(w);
            if (limit < 0) {
                max = -1;
                open = true;
                continue;
            }
            if (!endsEarly(w)) {
                min = Math.max(min, limit);
            } else {
                open = true;
            }
            max = max < 0 ? -1 : Math.max(max, limit);
        }
        long delay = stage.closureDelay();
        return new TimeEstimate(min + delay, max < 0 ? -1 : max + delay, open ? List.of(stage.id()) : List.of());
    }

    /** A workload's stages one after the other. */
    public static TimeEstimate of(List<Stage> stages) {
        TimeEstimate total = ZERO;
        for (Stage s : stages) {
            total = total.then(of(s));
        }
        return total;
    }

    /**
     * The time left of a run: the rest of stage {@code current} (0-based) after
     * {@code elapsedSeconds} in it, then every later stage whole. Asked again as the run goes, it
     * follows the run: a stage that ended early is no longer counted, the next one starts.
     */
    public static TimeEstimate left(List<Stage> stages, int current, long elapsedSeconds) {
        if (current < 0 || current >= stages.size()) {
            return ZERO;
        }
        TimeEstimate left = of(stages.get(current)).after(elapsedSeconds);
        return left.then(of(stages.subList(current + 1, stages.size())));
    }

    /**
     * A work's time limit (rampup + runtime + rampdown), 0 for a delay work (it runs nothing), -1
     * when it has none (ops, bytes, one pass).
     */
    static long timeLimit(Work w) {
        if (w.type() == WorkType.DELAY) {
            return 0;
        }
        return w.type() == WorkType.NORMAL && w.runtime() > 0 ? (long) w.rampup() + w.runtime() + w.rampdown() : -1;
    }

    /**
     * True when a work with a time limit may end before it: it also ends on operations or bytes
     * (the first reached), or when its results are stable ({@code until="stable"}).
     */
    static boolean endsEarly(Work w) {
        return w.type() == WorkType.NORMAL && (w.totalOps() > 0 || w.stability() != null) || w.totalBytes() > 0;
    }

    /**
     * The estimate in words: {@code 12 min}; {@code at most 12 min (may end sooner: s3-main)};
     * {@code unknown, at least 2 min (not known in advance: s1-init, s2-prepare)}.
     */
    public String describe() {
        if (exact()) {
            return PlanText.seconds(minSeconds);
        }
        String at = minSeconds > 0 ? ", at least " + PlanText.seconds(minSeconds) : "";
        if (bounded()) {
            return "at most " + PlanText.seconds(maxSeconds) + at + " (may end sooner: " + String.join(", ", openEnded)
                    + ")";
        }
        return "unknown" + at + " (not known in advance: " + String.join(", ", openEnded) + ")";
    }

    /** Short form for progress lines: {@code 5 min 3 s}, {@code ≤ 5 min 3 s}, {@code ≥ 20 s}, {@code ?}. */
    public String brief() {
        if (exact()) {
            return PlanText.seconds(minSeconds);
        }
        if (bounded()) {
            return "<= " + PlanText.seconds(maxSeconds);
        }
        return minSeconds > 0 ? ">= " + PlanText.seconds(minSeconds) : "?";
    }
}
