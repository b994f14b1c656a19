package io.objbench.controller.schedule;

import static io.objbench.controller.Fixtures.op;
import static io.objbench.controller.Fixtures.work;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.workload.Work;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchedulerTest {

    private static final List<String> THREE = List.of("d1", "d2", "d3");

    private static String shares(List<Assignment> as) {
        StringBuilder sb = new StringBuilder();
        for (Assignment a : as) {
            sb.append(a.workIndex()).append(':').append(a.driverName()).append('=')
                    .append(a.workerOffset() + 1).append("..").append(a.workerOffset() + a.workers()).append(' ');
        }
        return sb.toString().trim();
    }

    private static Work w(String name, int workers, String driver) {
        return work(name, workers, driver, op("op1", "read", 100, ""));
    }

    @Test
    void evenSplitOverAllDrivers() throws Exception {
        assertThat(shares(Scheduler.schedule(List.of(w("a", 6, null)), THREE)))
                .isEqualTo("1:d1=1..2 1:d2=3..4 1:d3=5..6");
    }

    @Test
    void remainderRoundRobinWithCursorCarriedAcrossWorks() throws Exception {
        List<Assignment> as = Scheduler.schedule(List.of(w("a", 4, null), w("b", 2, null), w("c", 1, null)), THREE);
        // a: 1 each + extra to d1 (cursor→d2); b: extras to d2,d3 (cursor→d1); c: extra to d1
        assertThat(shares(as)).isEqualTo("1:d1=1..2 1:d2=3..3 1:d3=4..4 2:d2=1..1 2:d3=2..2 3:d1=1..1");
    }

    @Test
    void pinnedWorkTakesItsDriverOutOfThePool() throws Exception {
        List<Assignment> as = Scheduler.schedule(List.of(w("a", 4, null), w("p", 5, "d2")), THREE);
        assertThat(shares(as)).isEqualTo("1:d1=1..2 1:d3=3..4 2:d2=1..5");
    }

    @Test
    void unknownOrNoneDriverNameIsBalanced() throws Exception {
        assertThat(shares(Scheduler.schedule(List.of(w("a", 3, "nosuch"), w("b", 3, "none")), THREE)))
                .isEqualTo("1:d1=1..1 1:d2=2..2 1:d3=3..3 2:d1=1..1 2:d2=2..2 2:d3=3..3");
    }

    @Test
    void sharesCoverEveryWorkerOnceAndContiguously() throws Exception {
        List<String> drivers = List.of("a", "b", "c", "d", "e");
        for (int workers = 1; workers <= 23; workers++) {
            List<Assignment> as = Scheduler.schedule(List.of(w("x", workers, null)), drivers);
            int next = 0;
            for (Assignment a : as) {
                assertThat(a.workerOffset()).isEqualTo(next);
                next += a.workers();
            }
            assertThat(next).isEqualTo(workers);
            assertThat(as).hasSize(Math.min(workers, drivers.size()));
        }
    }

    @Test
    void noFreeDriverLeftIsAnError() {
        assertThatThrownBy(() -> Scheduler.schedule(List.of(w("p", 2, "d1"), w("a", 2, null)), List.of("d1")))
                .isInstanceOf(SchedulingException.class).hasMessageContaining("no free driver");
        // COSBench's rule, kept: a pinned driver leaves the pool even when it is the only one
    }

    @Test
    void singleDriverGetsEveryWorkWhenNoneIsPinnedToIt() throws Exception {
        assertThat(shares(Scheduler.schedule(List.of(w("a", 7, null), w("b", 1, "driver2")),
                List.of("driver1")))).isEqualTo("1:driver1=1..7 2:driver1=1..1");
    }

    @Test
    void onlyLiveDriversShareABalancedWork() throws Exception {
        List<Assignment> as = Scheduler.schedule(List.of(w("a", 5, null), w("b", 2, "d1")), List.of("d1", "d3"), THREE);
        assertThat(shares(as)).isEqualTo("1:d3=1..5 2:d1=1..2");
        assertThat(shares(Scheduler.schedule(List.of(w("a", 5, null)), List.of("d1", "d3"), THREE)))
                .isEqualTo("1:d1=1..3 1:d3=4..5");
    }

    @Test
    void aPinToAConfiguredDriverThatIsDownIsRefusedNamingIt() {
        assertThatThrownBy(() -> Scheduler.schedule(List.of(w("a", 2, null), w("b", 2, "d2")), List.of("d1", "d3"), THREE))
                .isInstanceOf(SchedulingException.class)
                .hasMessage("work 'b' is pinned to driver 'd2', which is not alive (live drivers: [d1, d3])");
    }

    @Test
    void noLiveDriverIsRefused() {
        assertThatThrownBy(() -> Scheduler.schedule(List.of(w("a", 2, null)), List.of(), THREE))
                .isInstanceOf(SchedulingException.class)
                .hasMessage("no live driver (configured: [d1, d2, d3])");
    }
}
