package io.objbench.controller.schedule;

import static io.objbench.controller.Fixtures.op;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.objbench.controller.Fixtures;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkloadAdmissionTest {

    private static DriverView driver(String name, boolean alive, List<String> storage, List<String> auth) {
        return new DriverView(name, "http://" + name + ":18088", alive, alive ? 1 : 0, 0, "1.0", storage, auth, 0, "");
    }

    private static Work work(String name, String driver, String storage, String auth) {
        return new Work(name, WorkType.NORMAL, 2, 5, Division.NONE, 0, 0, 0, 100, 0, 200_000, driver, Map.of(),
                new AdaptorSpec(auth, ""), new AdaptorSpec(storage, ""), List.of(op("op1", "read", 100, "")));
    }

    private static Workload workload(Work... works) {
        return Fixtures.workload("w", new Stage(1, "main", 0, null, List.of(works)));
    }

    @Test
    void typesEveryLiveDriverOffersAreAdmitted() {
        List<DriverView> drivers = List.of(driver("d1", true, List.of("mock", "s3"), List.of("none")),
                driver("d2", true, List.of("s3"), List.of("keystone")));
        assertThatCode(() -> WorkloadAdmission.check(workload(work("a", null, "s3", "none")), drivers))
                .doesNotThrowAnyException();
    }

    @Test
    void aBalancedWorkNeedsItsTypesOnEveryLiveDriverAndTheMessageListsWhatEachOffers() {
        List<DriverView> drivers = List.of(driver("d1", true, List.of("mock", "s3"), List.of("none", "keystone")),
                driver("d2", true, List.of("mock"), List.of("none")),
                driver("d3", false, List.of(), List.of()));
        WorkloadRejectedException e = catchThrowableOfType(WorkloadRejectedException.class,
                () -> WorkloadAdmission.check(workload(work("a", null, "s3", "keystone")), drivers));
        assertThat(e.getMessage()).isEqualTo("workload 'w' needs adaptor types the live drivers [d1, d2] do not offer: "
                + "stage 'main', work 'a': driver d2 lacks storage 's3' and auth 'keystone'. "
                + "Available: d1 storage [mock, s3] auth [none, keystone], d2 storage [mock] auth [none]");
    }

    @Test
    void aPinnedWorkNeedsOnlyItsDriverAndFreesItFromTheOthers() {
        List<DriverView> drivers = List.of(driver("d1", true, List.of("swift"), List.of("none")),
                driver("d2", true, List.of("s3"), List.of("none")));
        // a runs on d1 only; b is balanced over the rest, i.e. d2
        assertThatCode(() -> WorkloadAdmission.check(workload(work("a", "d1", "swift", "none"),
                work("b", null, "s3", "none")), drivers)).doesNotThrowAnyException();
        assertThat(catchThrowableOfType(WorkloadRejectedException.class, () -> WorkloadAdmission.check(
                workload(work("a", "d1", "s3", "none")), drivers)).getMessage())
                .contains("work 'a': driver d1 lacks storage 's3'").doesNotContain("driver d2 lacks");
    }

    @Test
    void aPinToADriverTheConfDoesNotListIsRefusedNotBalanced() {
        List<DriverView> drivers = List.of(driver("d1", true, List.of("mock"), List.of("none")),
                driver("d2", false, List.of(), List.of()));
        assertThat(catchThrowableOfType(WorkloadRejectedException.class, () -> WorkloadAdmission.check(
                workload(work("a", "d9", "mock", "none")), drivers)).getMessage())
                .isEqualTo("workload 'w' cannot run: stage 'main', work 'a': driver=\"d9\" is not a configured driver"
                        + " (configured: [d1, d2])");
        // "none" and a configured driver that is down now are not refused here
        assertThatCode(() -> WorkloadAdmission.check(workload(work("a", "none", "mock", "none")), drivers))
                .doesNotThrowAnyException();
        assertThatCode(() -> WorkloadAdmission.check(workload(work("a", "d2", "mock", "none")), drivers))
                .doesNotThrowAnyException();
    }

    @Test
    void noLiveDriverIsRefused() {
        assertThat(catchThrowableOfType(WorkloadRejectedException.class, () -> WorkloadAdmission.check(
                workload(work("a", null, "mock", "none")), List.of(driver("d1", false, List.of(), List.of())))).getMessage())
                .isEqualTo("workload 'w' cannot run: no live driver (configured: [d1])");
    }

    @Test
    void delayStagesNeedNoAdaptor() {
        Stage delay = new Stage(1, "delay", 3, null, List.of(Fixtures.work("delay", WorkType.DELAY, 1, 0,
                op("op1", "delay", 100, ""))));
        Workload w = new Workload("d", "", null, List.of(delay), "<x/>");
        assertThatCode(() -> WorkloadAdmission.check(w, List.of(driver("d1", true, List.of(), List.of()))))
                .doesNotThrowAnyException();
    }
}
