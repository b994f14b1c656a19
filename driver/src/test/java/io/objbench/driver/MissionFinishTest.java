package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.driver.support.FakeClock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The controller's early, normal end of a mission (until="stable"): the window ends when finish
 * is called, the rampdown follows, and the mission ends ACCOMPLISHED with its report over the
 * shortened window; refused before the launch and for a work without a runtime.
 */
class MissionFinishTest {

    private static final String OBJ = "containers=c(1);objects=c(1)";

    private final FakeClock clock = new FakeClock();
    private final ScriptedStorage storage = ScriptedStorage.sleepingOneMillisecond();
    private final MissionManager manager = new Runs(clock, storage).manager;

    private Mission submitted(String id, int runtime, int rampdown) throws Exception {
        Mission m = Missions.work().workers(2).interval(1).runtime(0, runtime, rampdown).op("read", 100, OBJ).mission(id);
        manager.submit(m);
        manager.login(id);
        return m;
    }

    @Test
    void finishEndsTheWindowNowAndTheMissionEndsNormallyAfterItsRampdown() throws Exception {
        submitted("f", 3600, 2);
        manager.launch("f");
        long launchMicros = clock.epochMicros();
        clock.advanceNanos(Duration.ofSeconds(10).toNanos());
        assertThat(manager.finish("f").state()).isEqualTo(MissionState.LAUNCHED);
        manager.awaitFinal("f", Duration.ofMillis(300));
        assertThat(manager.status("f", 0).state()).as("the rampdown runs on").isEqualTo(MissionState.LAUNCHED);

        clock.advanceNanos(Duration.ofSeconds(2).toNanos());
        manager.awaitFinal("f", Duration.ofSeconds(10));
        MissionReport report = manager.close("f");
        assertThat(report.state()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(report.windowEndMicros() - launchMicros).as("window end, µs from the launch")
                .isLessThanOrEqualTo(10_000_000L);
        assertThat(report.log()).anyMatch(l -> l.contains("window ended by the controller 10.000 s after its start"));
        assertThat(manager.finish("f").state()).as("a final mission is left as it is").isEqualTo(MissionState.ACCOMPLISHED);
    }

    @Test
    void finishIsRefusedBeforeTheLaunchAndWithoutARuntime() throws Exception {
        submitted("early", 60, 0);
        assertThatThrownBy(() -> manager.finish("early")).isInstanceOf(MissionException.class)
                .satisfies(e -> assertThat(((MissionException) e).kind()).isEqualTo(ApiErrorKind.CONFLICT));

        Mission m = Missions.work().workers(1).interval(1).totalOps(1_000_000).op("read", 100, OBJ).mission("budget");
        manager.submit(m);
        manager.login("budget");
        manager.launch("budget");
        assertThatThrownBy(() -> manager.finish("budget")).isInstanceOf(MissionException.class)
                .hasMessageContaining("its work has no runtime")
                .satisfies(e -> assertThat(((MissionException) e).kind()).isEqualTo(ApiErrorKind.BAD_REQUEST));
        manager.abort("budget");
    }
}
