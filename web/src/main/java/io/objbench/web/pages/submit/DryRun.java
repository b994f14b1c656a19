package io.objbench.web.pages.submit;

import io.objbench.controller.plan.MissionPlan;
import io.objbench.controller.plan.OperationShare;
import io.objbench.controller.plan.PlanText;
import io.objbench.controller.plan.RangeShare;
import io.objbench.controller.plan.SchedulePlan;
import io.objbench.controller.plan.StagePlan;
import io.objbench.controller.plan.WorkPlan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The dry run page's rows from the controller's {@link SchedulePlan} (the plan {@code objbench
 * run --dry-run} prints): per stage, per work, the workers and slices each live driver gets, or
 * why the stage could not start. Nothing runs.
 */
final class DryRun {

    private DryRun() {
    }

    /** The dry run's rows for the template. */
    static List<Map<String, Object>> stages(SchedulePlan plan) {
        List<Map<String, Object>> stages = new ArrayList<>();
        for (StagePlan stage : plan.stages()) {
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("id", stage.id());
            s.put("closureDelay", stage.closureDelay());
            s.put("delayOnly", stage.delayOnly());
            s.put("duration", PlanText.stageTime(stage));
            s.put("problem", stage.problem());
            s.put("works", stage.works().stream().map(DryRun::work).toList());
            stages.add(s);
        }
        return stages;
    }

    private static Map<String, Object> work(WorkPlan w) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", w.name());
        m.put("type", w.type());
        m.put("workers", w.workers());
        m.put("storage", w.storage());
        m.put("limit", w.ending());
        m.put("operations", w.operations().stream()
                .map(o -> o.id() + " " + o.name() + " " + o.ratio() + "%" + whole(o)).collect(Collectors.joining("; ")));
        List<Map<String, Object>> shares = new ArrayList<>();
        for (MissionPlan mission : w.missions()) {
            shares.add(Map.of("driver", mission.driver(), "workers", mission.workers(),
                    "first", mission.firstWorker(), "last", mission.lastWorker(),
                    "slices", mission.operations().stream().map(DryRun::slices).filter(t -> !t.isEmpty())
                            .collect(Collectors.joining("; "))));
        }
        m.put("shares", shares);
        return m;
    }

    private static String whole(OperationShare o) {
        List<String> parts = new ArrayList<>();
        if (o.containers() != null) {
            parts.add("containers " + o.containers().selector());
        }
        if (o.objects() != null) {
            parts.add("objects " + o.objects().selector());
        }
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }

    private static String slices(OperationShare o) {
        List<String> parts = new ArrayList<>();
        if (o.containers() != null) {
            parts.add("containers " + range(o.containers()));
        }
        if (o.objects() != null) {
            parts.add("objects " + range(o.objects()));
        }
        return parts.isEmpty() ? "" : o.id() + ": " + String.join(", ", parts);
    }

    private static String range(RangeShare r) {
        if (r.count() == 0) {
            return "none";
        }
        return (r.first() == r.last() ? String.valueOf(r.first()) : r.first() + "–" + r.last())
                + (r.divided() ? " (own)" : " (shared)");
    }
}
