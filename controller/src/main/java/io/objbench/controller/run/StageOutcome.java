package io.objbench.controller.run;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a stage ended, from its missions' reports (cosbench-format.md §4.6): cancelled by the user →
 * CANCELLED; a driver error or a terminated/aborted mission → TERMINATED; a FAILED mission or a
 * work whose stage-merged failure ratio exceeds its afr → FAILED; else COMPLETED.
 */
final class StageOutcome {

    private final StageState state;
    private final List<WorkResult> works = new ArrayList<>();
    private final List<MissionLog> missionLogs = new ArrayList<>();
    private final String message;

    StageOutcome(Stage stage, List<MissionHandle> handles, boolean cancelled, String problem, boolean scheduled) {
        String why = problem;
        boolean terminated = problem != null;
        boolean failed = false;
        for (MissionHandle h : handles) {
            MissionReport r = h.report();
            if (r == null) {
                r = h.syntheticReport(cancelled ? MissionState.ABORTED : MissionState.TERMINATED,
                        h.submitted() ? "no report" : "never submitted");
            }
            missionLogs.add(new MissionLog(h.assignment.driverName(), h.assignment.workIndex(), r));
            if (r.state() == MissionState.FAILED) {
                failed = true;
                why = why != null ? why : "mission " + r.missionId() + " failed" + suffix(r.message());
            } else if (r.state() == MissionState.TERMINATED || r.state() == MissionState.ABORTED && !cancelled) {
                terminated = true;
                why = why != null ? why : "mission " + r.missionId() + " terminated" + suffix(r.message());
            }
        }
        if (scheduled) {
            for (int i = 0; i < stage.works().size(); i++) {
                works.add(WorkMerger.merge(i + 1, stage.works().get(i), reportsOf(i + 1)));
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

    List<MissionLog> missionLogs() {
        return missionLogs;
    }

    String message() {
        return message;
    }
}
