package io.objbench.controller.run;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a stage ended, from its missions' reports (cosbench-format.md §4.6): cancelled by the user →
 * CANCELLED; a driver error or a terminated/aborted mission → TERMINATED (not the mission of a
 * driver lost under onDriverLoss="continue"); a FAILED mission or a
 * work whose stage-merged failure ratio exceeds its afr → FAILED; else COMPLETED.
 */
final class StageOutcome {

    private final StageState state;
    private final List<WorkResult> works = new ArrayList<>();
    private final List<WorkResult> whole = new ArrayList<>();
    private SteadyWindow steady;
    private boolean cut;
    private final List<MissionLog> missionLogs = new ArrayList<>();
    private final String message;

    /** @param judged the until="stable" judgement's warm-up end in intervals (the figures start there), or null */
    StageOutcome(Stage stage, List<MissionHandle> handles, boolean cancelled, String problem, boolean scheduled,
                 Map<String, Long> clockSkewMillis, Integer judged) {
        String why = problem;
        boolean terminated = problem != null;
        boolean failed = false;
        for (MissionHandle h : handles) {
            MissionReport r = h.report();
            if (r == null) {
                r = h.syntheticReport(cancelled ? MissionState.ABORTED : MissionState.TERMINATED,
                        h.submitted() ? "no report" : "never submitted");
            }
            missionLogs.add(new MissionLog(h.assignment.driverName(), h.assignment.workIndex(),
                    withSkew(r, h.assignment.driverName(), clockSkewMillis.get(h.assignment.driverName())),
                    h.partial()));
            if (r.state() == MissionState.FAILED) {
                failed = true;
                why = why != null ? why : "mission " + r.missionId() + " failed" + suffix(r.message());
            } else if (h.lossTolerated) {
                // lost under onDriverLoss="continue": its results so far count, the stage went on
                continue;
            } else if (r.state() == MissionState.TERMINATED || r.state() == MissionState.ABORTED && !cancelled) {
                terminated = true;
                why = why != null ? why : "mission " + r.missionId() + " terminated" + suffix(r.message());
            }
        }
        if (scheduled) {
            for (int i = 0; i < stage.works().size(); i++) {
                whole.add(WorkMerger.merge(i + 1, stage.works().get(i), reportsOf(i + 1)));
            }
            // the stage's figures describe its steady window (the whole one is kept beside them)
            List<List<IntervalPart>> intervals = new ArrayList<>(handles.size());
            for (MissionHandle h : handles) {
                intervals.add(h.intervals());
            }
            SteadyWindows.Found found = SteadyWindows.find(stage, missionLogs, intervals, judged);
            steady = found.steady();
            cut = found.logs() != missionLogs;
            if (cut) {
                missionLogs.clear();
                missionLogs.addAll(found.logs());
                for (int i = 0; i < stage.works().size(); i++) {
                    works.add(WorkMerger.merge(i + 1, stage.works().get(i), reportsOf(i + 1)));
                }
            } else {
                works.addAll(whole);
            }
        }
        if (!cancelled && !terminated) {
            for (WorkResult w : works) {
                if (w.afrExceeded()) {
                    failed = true;
                    why = why != null ? why : afrMessage(w);
                }
            }
        }
        this.state = cancelled ? StageState.CANCELLED
                : terminated ? StageState.TERMINATED
                : failed ? StageState.FAILED : StageState.COMPLETED;
        this.message = cancelled ? "" : why == null || state == StageState.COMPLETED ? "" : why;
    }

    /** The report with the driver's measured clock skew as the first log line (for workload.log). */
    private static MissionReport withSkew(MissionReport r, String driver, Long skewMillis) {
        if (skewMillis == null) {
            return r;
        }
        List<String> log = new ArrayList<>(r.log().size() + 1);
        log.add("driver " + driver + " clock skew " + (skewMillis >= 0 ? "+" : "") + skewMillis
                + " ms (driver minus controller, measured by the controller; clocks are never set)");
        log.addAll(r.log());
        return new MissionReport(r.missionId(), r.state(), r.ops(), r.windowStartMicros(), r.windowEndMicros(),
                r.message(), log, r.maxInFlight());
    }

    private List<MissionReport> reportsOf(int workIndex) {
        List<MissionReport> out = new ArrayList<>();
        for (MissionLog m : missionLogs) {
            if (m.workIndex() == workIndex) {
                out.add(m.report());
            }
        }
        return out;
    }

    private static String afrMessage(WorkResult w) {
        Work work = w.work();
        return String.format(Locale.ROOT, "work '%s' failed to reach the goal of acceptable failure ratio: %.4f%% failed, afr %.4f%%",
                work.name(), w.failureRatio() * 100, work.afr() / 1e4);
    }

    private static String suffix(String message) {
        return message == null || message.isEmpty() ? "" : ": " + message;
    }

    StageState state() {
        return state;
    }

    List<WorkResult> works() {
        return works;
    }

    /** Per work, COSBench's window (rampup on) when the steady window was cut later; null otherwise. */
    List<WorkResult> whole() {
        return cut ? whole : null;
    }

    /** Where the steady window began; null when no mission ran. */
    SteadyWindow steady() {
        return steady;
    }

    List<MissionLog> missionLogs() {
        return missionLogs;
    }

    String message() {
        return message;
    }
}
