package io.objbench.controller.schedule;

import io.objbench.core.workload.Work;
import java.util.ArrayList;
import java.util.List;

/**
 * COSBench's balanced scheduling (cosbench-format.md §4.3), pure: a work pinned with
 * {@code driver=<name>} runs all its workers on that driver, which then leaves the pool of the
 * stage's other works; every other work is split {@code workers div D} over the remaining D
 * drivers, the remainder handed out one by one round-robin with a cursor that carries over from
 * work to work. Each driver's share is contiguous, in pool order, so worker indices are global.
 */
public final class Scheduler {

    private Scheduler() {
    }

    /**
     * The assignments of {@code works} (a stage's works, in order) over {@code drivers}
     * (configured names, in order, all live); drivers that would get no worker get no assignment.
     */
    public static List<Assignment> schedule(List<Work> works, List<String> drivers) throws SchedulingException {
        return schedule(works, drivers, drivers);
    }

    /**
     * The assignments of {@code works} over the {@code live} drivers only (configuration order).
     * A work pinned to a configured driver that is not live cannot run: the stage must end.
     *
     * @param works      a stage's works, in order
     * @param live       the live driver names, in configuration order
     * @param configured every configured driver name (pins are resolved against these)
     */
    public static List<Assignment> schedule(List<Work> works, List<String> live, List<String> configured)
            throws SchedulingException {
        for (Work w : works) {
            if (isPinned(w, configured) && !live.contains(w.driver())) {
                throw new SchedulingException("work '" + w.name() + "' is pinned to driver '" + w.driver()
                        + "', which is not alive (live drivers: " + live + ")");
            }
        }
        if (live.isEmpty()) {
            throw new SchedulingException(configured.isEmpty() ? "no driver configured"
                    : "no live driver (configured: " + configured + ")");
        }
        List<String> pool = new ArrayList<>(live);
        for (Work w : works) {
            if (isPinned(w, live)) {
                pool.remove(w.driver());
            }
        }
        List<Assignment> out = new ArrayList<>();
        int cursor = 0;
        for (int i = 0; i < works.size(); i++) {
            Work w = works.get(i);
            if (isPinned(w, live)) {
                out.add(new Assignment(i + 1, w, w.driver(), w.workers(), 0));
                continue;
            }
            if (pool.isEmpty()) {
                throw new SchedulingException("no free driver available for work '" + w.name()
                        + "': every driver is pinned to another work");
            }
            cursor = split(i + 1, w, pool, cursor, out);
        }
        return out;
    }

    /** True when the work names a configured driver; "none", empty and unknown names are balanced. */
    static boolean isPinned(Work work, List<String> drivers) {
        return namesDriver(work) && drivers.contains(work.driver());
    }

    /** True when the work's {@code driver} attribute names a driver (not empty, not "none"). */
    static boolean namesDriver(Work work) {
        String name = work.driver();
        return name != null && !name.isBlank() && !"none".equals(name);
    }

    private static int split(int workIndex, Work w, List<String> pool, int cursor, List<Assignment> out) {
        int d = pool.size();
        int[] share = new int[d];
        java.util.Arrays.fill(share, w.workers() / d);
        for (int r = w.workers() % d; r > 0; r--) {
            share[cursor]++;
            cursor = (cursor + 1) % d;
        }
        int offset = 0;
        for (int k = 0; k < d; k++) {
            if (share[k] > 0) {
                out.add(new Assignment(workIndex, w, pool.get(k), share[k], offset));
                offset += share[k];
            }
        }
        return cursor;
    }
}
