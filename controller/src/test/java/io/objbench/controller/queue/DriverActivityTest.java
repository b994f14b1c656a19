package io.objbench.controller.queue;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.MissionLog;
import io.objbench.controller.run.SentMission;
import io.objbench.controller.run.TelemetryRow;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.telemetry.DriverTelemetry;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the driver pages read: each driver's missions with their end, its last intervals and telemetry. */
class DriverActivityTest {

    @Test
    void missionsAreRunningUntilTheirReportsSayOtherwiseNewestFirst() {
        DriverActivity a = new DriverActivity();
        a.sent("w1", "two", "s2-main", List.of(new SentMission("m1", "d1", "main", 1, 2),
                new SentMission("m2", "d2", "main", 3, 4)), 1000);
        a.sent("w2", "next", "s1-init", List.of(new SentMission("m3", "d1", "init", 1, 1)), 2000);
        assertThat(a.missions("d1")).extracting(r -> r.mission().missionId() + ":" + r.state())
                .containsExactly("m3:RUNNING", "m1:RUNNING");

        // m1's report says TERMINATED; m2 has no log: it takes the stage's state
        a.ended("w1", "s2-main", List.of(new MissionLog("d1", 1,
                new MissionReport("m1", MissionState.TERMINATED, List.of(), 0, 0, "lost", List.of()))), "FAILED");
        assertThat(a.missions("d1")).extracting(r -> r.mission().missionId() + ":" + r.state())
                .containsExactly("m3:RUNNING", "m1:TERMINATED");
        assertThat(a.missions("d2")).extracting(DriverActivity.MissionRow::state).containsExactly("FAILED");
        assertThat(a.missions("d3")).isEmpty();
    }

    @Test
    void keepsTheLastIntervalsPerDriverNamedAndTelemetryOncePerInterval() throws Exception {
        Workload w = WorkloadReader.read(QueueTestKit.quick("activity"), "t.xml");
        Stage main = w.stages().get(1);
        String opId = main.works().getFirst().operations().getFirst().id();
        String opName = main.works().getFirst().operations().getFirst().name();
        DriverActivity a = new DriverActivity();
        for (int i = 1; i <= DriverActivity.KEPT_INTERVALS + 3; i++) {
            a.interval("w1", main, new TimelineRow(Instant.ofEpochSecond(i), 0, 0, List.of(), i, i, i,
                    List.of(new TimelineRow.DriverOp("d1", opId, i, 0, i, 0, 1.0),
                            new TimelineRow.DriverOp("d2", opId, 10 * i, 0, i, 0, 1.0))));
        }
        List<DriverActivity.Interval> d1 = a.intervals("d1");
        assertThat(d1).hasSize(DriverActivity.KEPT_INTERVALS);
        assertThat(d1.getFirst().atMillis()).isEqualTo((DriverActivity.KEPT_INTERVALS + 3) * 1000L);
        assertThat(d1.getFirst().ops()).extracting(TimelineRow.DriverOp::successes)
                .containsExactly((long) DriverActivity.KEPT_INTERVALS + 3);
        assertThat(d1.getFirst().name(d1.getFirst().ops().getFirst())).isEqualTo(opName);

        DriverTelemetry t = new DriverTelemetry(0, 0.5, 0.9, 2, 0, 0, 0, 1, 0, null, null, null);
        a.telemetry(List.of(new TelemetryRow("d1", 0, 1_000_000, 2, null, t)));
        // the same interval from the driver's other mission, then the next one
        a.telemetry(List.of(new TelemetryRow("d1", 0, 1_000_000, 1, null, t),
                new TelemetryRow("d1", 1_000_000, 2_000_000, 2, null, t)));
        assertThat(a.telemetry("d1")).extracting(TelemetryRow::endMicros).containsExactly(2_000_000L, 1_000_000L);
    }
}
