package io.objbench.web.pages.submit;

import io.objbench.controller.schedule.Assignment;
import io.objbench.controller.schedule.Scheduler;
import io.objbench.controller.schedule.SchedulingException;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the scheduler would do with a workload over the drivers as they are now: per stage, per
 * work, the workers each live driver gets (COSBench's balanced scheduling, through the
 * controller's {@link Scheduler}), or why the stage could not start. Nothing runs.
 */
final class DryRun {

    private DryRun() {
    }

    /** The dry run's rows for the template. */
    static List<Map<String, Object>> stages(Workload workload, List<DriverView> drivers) {
        List<String> configured = drivers.stream().map(DriverView::name).toList();
        List<String> live = drivers.stream().filter(DriverView::alive).map(DriverView::name).toList();
        List<Map<String, Object>> stages = new ArrayList<>();
        for (Stage stage : workload.stages()) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("id", stage.id());
            s.put("closureDelay", stage.closureDelay());
            s.put("delayOnly", stage.delayOnly());
            List<Assignment> assignments = List.of();
            String problem = "";
            if (!stage.delayOnly()) {
                try {
                    assignments = Scheduler.schedule(stage.works(), live, configured);
                } catch (SchedulingException e) {
                    problem = e.getMessage();
                }
            }
            s.put("problem", problem);
            List<Map<String, Object>> works = new ArrayList<>();
            for (int i = 0; i < stage.works().size(); i++) {
                works.add(work(stage.works().get(i), i + 1, assignments));
            }
            s.put("works", works);
            stages.add(s);
        }
        return stages;
    }

    private static Map<String, Object> work(Work w, int index, List<Assignment> assignments) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", w.name());
        m.put("type", w.type().xmlName());
        m.put("workers", w.workers());
        m.put("storage", w.storage() == null ? "" : w.storage().type());
        m.put("limit", limit(w));
        m.put("operations", w.operations().stream().map(DryRun::operation).collect(Collectors.joining(", ")));
        List<Map<String, Object>> shares = new ArrayList<>();
        for (Assignment a : assignments) {
            if (a.workIndex() == index) {
                shares.add(Map.of("driver", a.driverName(), "workers", a.workers(),
                        "first", a.workerOffset() + 1, "last", a.workerOffset() + a.workers()));
            }
        }
        m.put("shares", shares);
        return m;
    }

    private static String limit(Work w) {
        List<String> parts = new ArrayList<>();
        if (w.runtime() > 0) {
            parts.add("runtime " + w.runtime() + " s");
        }
        if (w.totalOps() > 0) {
            parts.add("totalOps " + w.totalOps());
        }
        if (w.totalBytes() > 0) {
            parts.add("totalBytes " + w.totalBytes());
        }
        return String.join(", ", parts);
    }

    private static String operation(Operation o) {
        return o.type() + " " + o.ratio() + "%";
    }
}
