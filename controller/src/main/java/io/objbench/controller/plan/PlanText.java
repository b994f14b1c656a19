package io.objbench.controller.plan;

import java.util.ArrayList;
import java.util.List;

/** A {@link SchedulePlan} as text for a terminal: one block per stage, one line per mission. */
public final class PlanText {

    private PlanText() {
    }

    /** The plan's text, ending with a newline. */
    public static String render(SchedulePlan plan) {
        StringBuilder sb = new StringBuilder();
        sb.append("dry run of workload '").append(plan.workload()).append("' over ").append(plan.drivers().size())
                .append(plan.drivers().size() == 1 ? " driver: " : " drivers: ")
                .append(String.join(", ", plan.drivers())).append(" (nothing is run)\n");
        sb.append("expected duration: ").append(duration(plan)).append('\n');
        for (String w : plan.warnings()) {
            sb.append("warning: ").append(w).append('\n');
        }
        for (StagePlan s : plan.stages()) {
            sb.append('\n').append(s.id());
            if (s.delayOnly()) {
                sb.append(": waits ").append(seconds(s.closureDelay())).append(", runs nothing\n");
                continue;
            }
            List<String> times = new ArrayList<>();
            String runs = stageTime(s);
            if (!runs.isEmpty()) {
                times.add(runs);
            }
            if (s.closureDelay() > 0) {
                times.add((runs.isEmpty() ? "" : "then ") + seconds(s.closureDelay()) + " closure delay");
            }
            sb.append(times.isEmpty() ? "" : ": " + String.join(", ", times));
            sb.append('\n');
            if (!s.problem().isEmpty()) {
                sb.append("  cannot be scheduled: ").append(s.problem()).append('\n');
            }
            for (WorkPlan w : s.works()) {
                work(sb, w);
            }
        }
        return sb.toString();
    }

    /**
     * A stage's own time without its closure delay: {@code 30 s}, {@code at most 30 s} (it may end
     * on operations or bytes first), or empty when it ends only on operations, bytes or one pass.
     */
    public static String stageTime(StagePlan s) {
        TimeEstimate e = s.estimate();
        if (!e.bounded()) {
            return "";
        }
        long max = e.maxSeconds() - s.closureDelay();
        return e.exact() ? seconds(max) : "at most " + seconds(max);
    }

    private static void work(StringBuilder sb, WorkPlan w) {
        sb.append("  work '").append(w.name()).append("' (").append(w.type()).append(", ").append(w.workers())
                .append(w.workers() == 1 ? " worker" : " workers").append(", storage ").append(w.storage())
                .append("): ").append(w.ending()).append('\n');
        for (OperationShare op : w.operations()) {
            sb.append("    ").append(op.id()).append(' ').append(op.name()).append(' ').append(op.ratio())
                    .append("%: ").append(whole(op)).append('\n');
        }
        for (MissionPlan m : w.missions()) {
            sb.append("    ").append(m.driver()).append(": ").append(m.workers() == 1 ? "worker " + m.firstWorker()
                    : "workers " + m.firstWorker() + "-" + m.lastWorker() + " (" + m.workers() + ")");
            List<OperationShare> ops = m.operations();
            if (ops.size() == 1) {
                sb.append(", ").append(share(ops.getFirst())).append('\n');
            } else {
                sb.append('\n');
                for (OperationShare op : ops) {
                    sb.append("      ").append(op.id()).append(": ").append(share(op)).append('\n');
                }
            }
        }
    }

    private static String whole(OperationShare op) {
        List<String> parts = new ArrayList<>();
        if (op.containers() != null) {
            parts.add("containers " + op.containers().selector());
        }
        if (op.objects() != null) {
            parts.add("objects " + op.objects().selector());
        }
        if (op.containers() != null) {
            parts.add(count(op.names(), op.objects() == null ? "container" : "name"));
        }
        return parts.isEmpty() ? "no containers or objects" : String.join(", ", parts);
    }

    private static String share(OperationShare op) {
        List<String> parts = new ArrayList<>();
        if (op.containers() != null) {
            parts.add("containers " + range(op.containers()));
        }
        if (op.objects() != null) {
            parts.add("objects " + range(op.objects()));
        }
        if (op.containers() != null) {
            parts.add(count(op.names(), op.objects() == null ? "container" : "name"));
        }
        return parts.isEmpty() ? "no containers or objects" : String.join(", ", parts);
    }

    private static String range(RangeShare r) {
        if (r.count() == 0) {
            return "none";
        }
        String span = r.first() == r.last() ? String.valueOf(r.first()) : r.first() + "-" + r.last();
        return span + (r.divided() ? " (own slice)" : " (shared)");
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * The workload's expected duration from its limits: exact, "at most" when a stage may end
     * before its runtime, "unknown" with what is known when a stage ends only on operations,
     * bytes or one pass.
     */
    public static String duration(SchedulePlan plan) {
        return plan.estimate().describe();
    }

    /** {@code 1 h 2 min 5 s}, {@code 30 s}. */
    public static String seconds(long total) {
        long h = total / 3600;
        long m = total % 3600 / 60;
        long s = total % 60;
        List<String> parts = new ArrayList<>();
        if (h > 0) {
            parts.add(h + " h");
        }
        if (m > 0) {
            parts.add(m + " min");
        }
        if (s > 0 || parts.isEmpty()) {
            parts.add(s + " s");
        }
        return String.join(" ", parts);
    }
}
