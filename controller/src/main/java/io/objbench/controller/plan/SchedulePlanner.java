package io.objbench.controller.plan;

import io.objbench.controller.schedule.Assignment;
import io.objbench.controller.schedule.Scheduler;
import io.objbench.controller.schedule.SchedulingException;
import io.objbench.core.selector.Selector;
import io.objbench.core.selector.SelectorParser;
import io.objbench.core.selector.Slice;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the {@link SchedulePlan} of a workload: each stage's works split over the drivers by the
 * controller's {@link Scheduler} (the same code a run uses), and each mission's containers and
 * objects from the workers' slice arithmetic of {@link Slice} as the driver applies it. Nothing
 * is sent anywhere.
 */
public final class SchedulePlanner {

    private SchedulePlanner() {
    }

    /** The plan over {@code drivers}, all live, in configuration order. */
    public static SchedulePlan plan(Workload workload, List<String> drivers) {
        return plan(workload, drivers, drivers);
    }

    /**
     * The plan over the {@code live} drivers; pins name {@code configured} drivers. A stage the
     * scheduler refuses (no live driver, a pin on a driver that is down) carries the reason.
     */
    public static SchedulePlan plan(Workload workload, List<String> live, List<String> configured) {
        List<StagePlan> stages = new ArrayList<>();
        long seconds = 0;
        boolean timed = true;
        for (Stage stage : workload.stages()) {
            StagePlan s = stage(stage, live, configured);
            stages.add(s);
            seconds += s.seconds();
            timed &= s.timed();
        }
        List<String> warnings = new ArrayList<>(unknownPins(workload, configured));
        warnings.addAll(MockStoreWarnings.of(workload, stages));
        warnings.addAll(EndlessWorkWarnings.of(workload));
        return new SchedulePlan(workload.name(), live, stages, seconds, timed, warnings,
                TimeEstimate.of(workload.stages()));
    }

    /** Works pinned to a driver that is not configured: the controller refuses them at submit. */
    private static List<String> unknownPins(Workload workload, List<String> configured) {
        List<String> out = new ArrayList<>();
        for (Stage stage : workload.stages()) {
            for (Work w : stage.works()) {
                if (w.driver() != null && !w.driver().isBlank() && !"none".equals(w.driver())
                        && !configured.contains(w.driver())) {
                    out.add("stage " + stage.id() + ", work '" + w.name() + "': driver=\"" + w.driver()
                            + "\" is not one of the drivers " + configured + "; a controller with these drivers"
                            + " refuses the workload");
                }
            }
        }
        return out;
    }

    private static StagePlan stage(Stage stage, List<String> live, List<String> configured) {
        List<Assignment> assignments = List.of();
        String problem = "";
        if (!stage.delayOnly()) {
            try {
                assignments = Scheduler.schedule(stage.works(), live, configured);
            } catch (SchedulingException e) {
                problem = e.getMessage();
            }
        }
        List<WorkPlan> works = new ArrayList<>();
        long longest = 0;
        boolean timed = true;
        for (int i = 0; i < stage.works().size(); i++) {
            WorkPlan w = work(stage.works().get(i), i + 1, assignments);
            works.add(w);
            if (w.timed()) {
                longest = Math.max(longest, w.seconds());
            } else {
                timed = false;
            }
        }
        return new StagePlan(stage.id(), stage.closureDelay(), stage.delayOnly(), problem, works,
                longest + stage.closureDelay(), timed, TimeEstimate.of(stage));
    }

    private static WorkPlan work(Work work, int index, List<Assignment> assignments) {
        List<MissionPlan> missions = new ArrayList<>();
        for (Assignment a : assignments) {
            if (a.workIndex() == index) {
                int first = a.workerOffset() + 1;
                int last = a.workerOffset() + a.workers();
                missions.add(new MissionPlan(a.driverName(), a.workers(), first, last, shares(work, first, last)));
            }
        }
        List<OperationShare> whole = shares(work, 1, work.workers());
        long seconds = work.type() == WorkType.NORMAL && work.runtime() > 0
                ? (long) work.rampup() + work.runtime() + work.rampdown() : -1;
        return new WorkPlan(index, work.name(), work.type().xmlName(), work.workers(), storage(work), seconds,
                ending(work, whole), whole, missions);
    }

    private static String storage(Work work) {
        return MockStoreWarnings.keepsObjects(work) ? work.storage().type() + " (store=true)" : work.storage().type();
    }

    private static String ending(Work work, List<OperationShare> whole) {
        long names = whole.isEmpty() ? 0 : whole.getFirst().names();
        return switch (work.type()) {
            case INIT -> "one pass: creates " + count(names, "container");
            case DISPOSE -> "one pass: deletes " + count(names, "container");
            case PREPARE -> "one pass: writes " + count(names, "object");
            case CLEANUP -> "one pass: deletes " + count(names, "object");
            case DELAY -> "no operations";
            case NORMAL -> normalEnding(work);
        };
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String normalEnding(Work work) {
        List<String> parts = new ArrayList<>();
        if (work.runtime() > 0) {
            String ramps = (work.rampup() > 0 ? " after " + work.rampup() + " s ramp-up" : "")
                    + (work.rampdown() > 0 ? (work.rampup() > 0 ? " and" : "") + " with " + work.rampdown()
                    + " s ramp-down" : "");
            parts.add("runtime " + work.runtime() + " s" + ramps);
        }
        if (work.totalOps() > 0) {
            parts.add("until " + work.totalOps() + " ops");
        }
        if (work.totalBytes() > 0) {
            parts.add("until " + work.totalBytes() + " bytes");
        }
        return String.join(", or ", parts) + (parts.size() > 1 ? " (the first reached)" : "");
    }

    /** What each operation addresses when run by the work's global workers {@code first … last}. */
    private static List<OperationShare> shares(Work work, int first, int last) {
        List<OperationShare> out = new ArrayList<>();
        for (Operation op : work.operations()) {
            Selector containers = selector(op, "containers");
            Selector objects = selector(op, "objects");
            RangeShare c;
            RangeShare o;
            switch (work.type()) {
                case INIT, DISPOSE -> { // each worker its own containers (driver: SpecialWorker)
                    c = visited(containers, first, last, work.workers());
                    o = null;
                }
                case PREPARE, CLEANUP -> { // every container, each worker its own objects
                    c = containers == null ? null : new RangeShare(containers.text(), Math.max(1, containers.min()),
                            containers.max(), false);
                    o = visited(objects, first, last, work.workers());
                }
                case DELAY -> {
                    c = null;
                    o = null;
                }
                default -> { // normal operations (driver: OpPlan)
                    c = drawn(containers, op.division() == Division.CONTAINER, first, last, work.workers());
                    o = drawn(objects, op.division() == Division.OBJECT, first, last, work.workers());
                }
            }
            long names = c == null ? 0 : o == null ? c.count() : multiply(c.count(), o.count());
            out.add(new OperationShare(op.id(), op.name(), op.ratio(), c, o, names));
        }
        return out;
    }

    /** A special work's range, visited once: the union of the workers' slices ({@code r(0,0)}: none). */
    private static RangeShare visited(Selector s, int first, int last, int workers) {
        if (s == null) {
            return null;
        }
        if (s.min() < 1) {
            return new RangeShare(s.text(), 1, 0, true);
        }
        Slice span = Slice.span(s.min(), s.max(), first, last, workers);
        return new RangeShare(s.text(), span.first(), span.last(), true);
    }

    /**
     * A normal operation's range: {@code s()} is walked in shares by the missions, a divided
     * {@code u()}, {@code r()} or {@code h()} is sliced per worker, anything else is drawn whole.
     */
    private static RangeShare drawn(Selector s, boolean divided, int first, int last, int workers) {
        if (s == null) {
            return null;
        }
        boolean sliced = s instanceof Selector.Sequential || divided && (s instanceof Selector.Uniform
                || s instanceof Selector.Range || s instanceof Selector.Histogram);
        if (sliced) {
            Slice span = Slice.span(s.min(), s.max(), first, last, workers);
            if (!span.isEmpty()) {
                return new RangeShare(s.text(), span.first(), span.last(), true);
            }
        }
        return new RangeShare(s.text(), s.min(), s.max(), false);
    }

    private static Selector selector(Operation op, String key) {
        String text = op.effectiveConfig().get(key);
        return text == null || text.isBlank() ? null : SelectorParser.parse(text);
    }

    private static long multiply(long a, long b) {
        try {
            return Math.multiplyExact(a, b);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }
}
