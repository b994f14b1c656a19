package io.objbench.controller.schedule;

import io.objbench.core.protocol.DriverView;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The controller's check at submit time: every work must be runnable by the live drivers it
 * would be scheduled on. A balanced work runs on every live driver not pinned elsewhere in its
 * stage, so each of them must offer its storage and auth types; a pinned work needs only its
 * driver (a pin on a driver that is down now is left to the stage, which may find it back).
 * Auth type {@code none} needs no adaptor.
 */
public final class WorkloadAdmission {

    private WorkloadAdmission() {
    }

    /** Throws with a message naming each unmet need and the types every live driver offers. */
    public static void check(Workload workload, List<DriverView> drivers) throws WorkloadRejectedException {
        List<DriverView> live = drivers.stream().filter(DriverView::alive).toList();
        if (live.isEmpty()) {
            throw new WorkloadRejectedException("workload '" + workload.name() + "' cannot run: no live driver"
                    + (drivers.isEmpty() ? " is configured" : " (configured: "
                    + drivers.stream().map(DriverView::name).toList() + ")"));
        }
        List<String> names = live.stream().map(DriverView::name).toList();
        Set<String> problems = new LinkedHashSet<>();
        for (Stage stage : workload.stages()) {
            if (stage.delayOnly()) {
                continue;
            }
            List<String> configured = drivers.stream().map(DriverView::name).toList();
            Set<String> pinnedHere = new LinkedHashSet<>();
            for (Work w : stage.works()) {
                if (Scheduler.isPinned(w, configured)) {
                    pinnedHere.add(w.driver());
                } else if (Scheduler.namesDriver(w)) {
                    problems.add("stage '" + stage.name() + "', work '" + w.name() + "': driver=\"" + w.driver()
                            + "\" is not a configured driver (configured: " + configured + ")");
                }
            }
            for (Work w : stage.works()) {
                for (DriverView d : live) {
                    boolean runsThere = Scheduler.isPinned(w, configured) ? d.name().equals(w.driver())
                            : !pinnedHere.contains(d.name());
                    if (runsThere) {
                        missing(w, d).ifPresent(m -> problems.add("stage '" + stage.name() + "', work '" + w.name()
                                + "': driver " + d.name() + " " + m));
                    }
                }
            }
        }
        if (problems.stream().anyMatch(p -> p.contains("is not a configured driver"))) {
            throw new WorkloadRejectedException("workload '" + workload.name() + "' cannot run: "
                    + String.join("; ", problems));
        }
        if (!problems.isEmpty()) {
            throw new WorkloadRejectedException("workload '" + workload.name()
                    + "' needs adaptor types the live drivers " + names + " do not offer: " + String.join("; ", problems)
                    + ". Available: " + available(live));
        }
    }

    private static java.util.Optional<String> missing(Work w, DriverView d) {
        List<String> lacks = new ArrayList<>();
        if (!d.storageTypes().contains(w.storage().type())) {
            lacks.add("storage '" + w.storage().type() + "'");
        }
        String auth = w.auth().type();
        if (!"none".equals(auth) && !d.authTypes().contains(auth)) {
            lacks.add("auth '" + auth + "'");
        }
        return lacks.isEmpty() ? java.util.Optional.empty()
                : java.util.Optional.of("lacks " + String.join(" and ", lacks));
    }

    private static String available(List<DriverView> live) {
        List<String> parts = new ArrayList<>();
        for (DriverView d : live) {
            parts.add(d.name() + " storage " + d.storageTypes() + " auth " + d.authTypes());
        }
        return String.join(", ", parts);
    }
}
