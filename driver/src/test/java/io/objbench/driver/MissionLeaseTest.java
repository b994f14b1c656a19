package io.objbench.driver;

import io.objbench.core.protocol.ApiErrorKind;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.driver.support.FakeClock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The driver's lease and eviction, on a clock the test moves: a launched mission nobody polls is
 * aborted after lease_ticks × its interval; every ended mission is forgotten after its report was
 * read (close or abort) or, unread, after a bounded time.
 */
class MissionLeaseTest {

    private static final String OBJ = "containers=c(1);objects=c(1)";

    private final FakeClock clock = new FakeClock();
    /** Each operation takes a millisecond of real time, so workers never spin; the window is on the fake clock. */
    private final ScriptedStorage storage = ScriptedStorage.sleepingOneMillisecond();
    private final MissionManager manager = new Runs(clock, storage).manager;

    /** A mission running for an hour of the fake clock, interval 5 s: its lease is 5 × 5 s. */
    private Mission launched(String id) throws Exception {
        Mission m = Missions.work().workers(2).interval(5).runtime(0, 3600, 0).op("read", 100, OBJ).mission(id);
        manager.submit(m);
        manager.login(id);
        manager.launch(id);
        return m;
    }

    private void advance(Duration d) {
        clock.advanceNanos(d.toNanos());
    }

    @Test
    void aLaunchedMissionNobodyPollsIsAbortedAfterTheLease() throws Exception {
        Mission m = launched("leased");
        assertThat(manager.lease(m)).isEqualTo(Duration.ofSeconds(25));

        advance(Duration.ofSeconds(24));
        assertThat(manager.sweep()).as("within the lease").isEmpty();
        manager.status("leased", 0); // a poll renews it
        advance(Duration.ofSeconds(24));
        assertThat(manager.sweep()).as("24 s after the last poll").isEmpty();
        assertThat(manager.status("leased", 0).state()).isEqualTo(MissionState.LAUNCHED);

        advance(Duration.ofSeconds(26));
        assertThat(manager.sweep()).as("26 s without a call").containsExactly("leased");
        manager.awaitFinal("leased", Duration.ofSeconds(10));
        assertThat(manager.status("leased", 0).state()).isEqualTo(MissionState.ABORTED);
        assertThat(manager.sweep()).as("aborted once").isEmpty();
    }

    @Test
    void theLeaseIsConfigurableInTicksOfTheMissionsInterval() throws Exception {
        manager.leaseTicks(2);
        Mission m = launched("short");
        assertThat(manager.lease(m)).isEqualTo(Duration.ofSeconds(10));
        advance(Duration.ofSeconds(11));
        assertThat(manager.sweep()).containsExactly("short");
        assertThatThrownBy(() -> manager.leaseTicks(1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anAbortedMissionIsEvictedOnceItsReportWasRead() throws Exception {
        launched("aborted");
        assertThat(manager.abort("aborted").state()).isEqualTo(MissionState.ABORTED);
        List<MissionSummary> held = manager.list();
        assertThat(held).singleElement().satisfies(s -> {
            assertThat(s.missionId()).isEqualTo("aborted");
            assertThat(s.workloadId()).isEqualTo("w1");
            assertThat(s.stageId()).isEqualTo("s1-main");
            assertThat(s.state()).isEqualTo(MissionState.ABORTED);
            assertThat(s.reportRead()).isTrue();
        });

        advance(Duration.ofSeconds(30));
        manager.sweep();
        assertThat(manager.abort("aborted").state()).as("a retried abort still answers").isEqualTo(MissionState.ABORTED);

        advance(MissionManager.READ_KEPT.plusSeconds(1));
        manager.sweep();
        assertThat(manager.list()).as("missions held after the grace").isEmpty();
        assertThatThrownBy(() -> manager.status("aborted", 0)).isInstanceOf(MissionException.class)
                .extracting(e -> ((MissionException) e).kind()).isEqualTo(ApiErrorKind.NOT_FOUND);
    }

    @Test
    void aClosedMissionIsEvictedAndEvictionAlsoHappensAtSubmitWithoutASweeper() throws Exception {
        Mission m = Missions.work().workers(1).totalOps(3).op("read", 100, OBJ).mission("done");
        manager.submit(m);
        manager.login("done");
        manager.launch("done");
        manager.awaitFinal("done", Duration.ofSeconds(10));
        assertThat(manager.close("done").state()).isEqualTo(MissionState.ACCOMPLISHED);

        advance(MissionManager.READ_KEPT.plusSeconds(1));
        manager.submit(Missions.work().workers(1).totalOps(1).op("read", 100, OBJ).mission("next"));
        assertThat(manager.list()).extracting(MissionSummary::missionId).containsExactly("next");
    }

    @Test
    void aBurstOfReadMissionsKeepsOnlyTheMostRecentlyReadOnes() throws Exception {
        int n = MissionManager.READ_KEPT_MAX + 5;
        java.util.List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            String id = "burst" + i;
            manager.submit(Missions.work().workers(1).totalOps(2).op("read", 100, OBJ).mission(id));
            manager.login(id);
            manager.launch(id);
            manager.awaitFinal(id, Duration.ofSeconds(10));
            assertThat(manager.close(id).state()).isEqualTo(MissionState.ACCOMPLISHED);
            ids.add(id);
            advance(Duration.ofMillis(10)); // read one after the other, all well within READ_KEPT
        }
        manager.submit(Missions.work().workers(1).totalOps(1).op("read", 100, OBJ).mission("next"));
        java.util.List<String> kept = ids.subList(n - MissionManager.READ_KEPT_MAX, n);
        assertThat(manager.list()).extracting(MissionSummary::missionId)
                .as("the %d most recently read, and the new one", MissionManager.READ_KEPT_MAX)
                .containsExactlyInAnyOrderElementsOf(java.util.stream.Stream.concat(kept.stream(),
                        java.util.stream.Stream.of("next")).toList());
    }

    @Test
    void anEndedMissionNobodyReadsIsEvictedAfterABoundedTime() throws Exception {
        launched("orphan");
        advance(Duration.ofSeconds(26));
        manager.sweep();
        manager.awaitFinal("orphan", Duration.ofSeconds(10));
        manager.sweep(); // first seen ended now
        assertThat(manager.list()).singleElement().satisfies(s -> assertThat(s.reportRead()).isFalse());

        advance(MissionManager.UNREAD_KEPT.minusSeconds(1));
        manager.sweep();
        assertThat(manager.list()).as("kept for a controller that may still collect it").hasSize(1);
        advance(Duration.ofSeconds(2));
        manager.sweep();
        assertThat(manager.list()).isEmpty();
    }

    @Test
    void aMissionNeverLaunchedIsAbortedAfterALongIdleTime() throws Exception {
        Mission m = Missions.work().workers(1).totalOps(1).op("read", 100, OBJ).mission("waiting");
        manager.submit(m);
        manager.login("waiting");
        advance(Duration.ofMinutes(14));
        assertThat(manager.sweep()).as("a slow login elsewhere keeps a logged-in mission waiting").isEmpty();
        advance(Duration.ofMinutes(2));
        assertThat(manager.sweep()).containsExactly("waiting");
        manager.awaitFinal("waiting", Duration.ofSeconds(10));
        assertThat(manager.status("waiting", 0).state()).isEqualTo(MissionState.ABORTED);
    }

    @Test
    void listShowsHowLongEachMissionWasIdle() throws Exception {
        launched("a");
        advance(Duration.ofMillis(1500));
        assertThat(manager.list()).singleElement().satisfies(s -> {
            assertThat(s.state()).isEqualTo(MissionState.LAUNCHED);
            assertThat(s.idleMillis()).isEqualTo(1500);
            assertThat(s.reportRead()).isFalse();
        });
        manager.abort("a");
    }
}
