package io.objbench.controller.plan;

import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Warns when a workload on storage {@code mock} with {@code store=true} would be spread over
 * several drivers. Such a mock keeps containers and objects in each driver's memory, so a
 * driver cannot read, list or delete what another driver wrote: the run fails although the
 * workload is valid. The stateless mock (without {@code store=true}) runs on any fleet.
 */
public final class MockStoreWarnings {

    private MockStoreWarnings() {
    }

    /** True when the work's storage is a mock that keeps objects ({@code store=true}). */
    public static boolean keepsObjects(Work work) {
        if (!"mock".equals(work.storage().type())) {
            return false;
        }
        String store = work.storage().configMap().get("store");
        return store != null && List.of("true", "yes", "on").contains(store.trim().toLowerCase(Locale.ROOT));
    }

    /** The warnings for a planned workload: per stage whose such works run on several drivers. */
    static List<String> of(Workload workload, List<StagePlan> plans) {
        List<String> out = new ArrayList<>();
        Set<String> everywhere = new LinkedHashSet<>();
        for (int i = 0; i < plans.size(); i++) {
            Stage stage = workload.stages().get(i);
            Set<String> drivers = new LinkedHashSet<>();
            List<String> works = new ArrayList<>();
            for (WorkPlan w : plans.get(i).works()) {
                if (keepsObjects(stage.works().get(w.index() - 1)) && !w.missions().isEmpty()) {
                    works.add("'" + w.name() + "'");
                    w.missions().forEach(m -> drivers.add(m.driver()));
                }
            }
            everywhere.addAll(drivers);
            if (drivers.size() > 1) {
                out.add("stage " + stage.id() + ": work" + (works.size() > 1 ? "s " : " ") + String.join(", ", works)
                        + " on storage mock with store=true would run on drivers " + String.join(", ", drivers)
                        + "; " + CONSEQUENCE);
            }
        }
        if (out.isEmpty() && everywhere.size() > 1) {
            out.add("the stages' works on storage mock with store=true run on different drivers ("
                    + String.join(", ", everywhere) + "); " + CONSEQUENCE);
        }
        return out;
    }

    /**
     * The warnings when the drivers are not known (validation): per stage whose such works would
     * be split on a controller with more than one driver.
     */
    public static List<String> forAnyFleet(Workload workload) {
        List<String> out = new ArrayList<>();
        Set<String> pins = new LinkedHashSet<>();
        for (Stage stage : workload.stages()) {
            List<Work> keeping = stage.works().stream().filter(MockStoreWarnings::keepsObjects).toList();
            keeping.forEach(w -> pins.add(w.driver() == null ? "" : w.driver()));
            boolean split = keeping.size() > 1 || keeping.stream().anyMatch(w -> w.driver() == null && w.workers() > 1);
            if (split) {
                out.add("stage " + stage.id() + ": work" + (keeping.size() > 1 ? "s " : " ")
                        + String.join(", ", keeping.stream().map(w -> "'" + w.name() + "'").toList())
                        + " on storage mock with store=true would be split over the drivers of a controller with"
                        + " more than one driver; " + CONSEQUENCE);
            }
        }
        if (out.isEmpty() && pins.size() > 1) {
            out.add("the stages' works on storage mock with store=true may run on different drivers; " + CONSEQUENCE);
        }
        return out;
    }

    private static final String CONSEQUENCE = "such a mock keeps objects in each driver's memory, so a driver"
            + " cannot read, list or delete what another wrote and those operations fail. Run it on one driver,"
            + " pin the works to one driver with driver=\"…\", or drop store=true (the stateless mock runs on"
            + " any number of drivers)";
}
