package io.objbench.controller.queue;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.DriverEvent;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class LiveRunTimelineTest {

    private static TimelineRow row(long version) {
        return new TimelineRow(Instant.ofEpochSecond(version), version * 1_000_000, (version + 1) * 1_000_000,
                List.of(), version, version, version);
    }

    @Test
    void keepsTheLastRowsOfEachStageAndServesOnlyNewOnes() throws Exception {
        Workload w = WorkloadReader.read(QueueTestKit.quick("timeline"), "t.xml");
        LiveRun run = new LiveRun("w1", w, "w.xml", Instant.EPOCH);
        Stage main = w.stages().get(1);
        for (long v = 1; v <= LiveRun.KEPT_ROWS + 5; v++) {
            run.timelineRow("w1", main, row(v));
        }
        List<TimelineRow> all = run.timeline(main.id(), 0);
        assertThat(all).hasSize(LiveRun.KEPT_ROWS);
        assertThat(all.get(0).version()).isEqualTo(6);
        assertThat(run.timeline(main.id(), LiveRun.KEPT_ROWS + 3)).extracting(TimelineRow::version)
                .containsExactly((long) LiveRun.KEPT_ROWS + 4, (long) LiveRun.KEPT_ROWS + 5);
        assertThat(run.timeline(w.stages().get(0).id(), 0)).isEmpty();
    }

    @Test
    void keepsEachStagesStartAndDriverEventsForTheLivePage() throws Exception {
        Workload w = WorkloadReader.read(QueueTestKit.quick("events"), "t.xml");
        LiveRun run = new LiveRun("w1", w, "w.xml", Instant.EPOCH);
        Stage main = w.stages().get(1);
        assertThat(run.stage(main.id()).started()).isNull();
        Instant before = Instant.now();
        run.stageStarted("w1", main);
        assertThat(run.stage(main.id()).started()).isBetween(before, Instant.now());
        for (int i = 0; i < LiveRun.KEPT_EVENTS + 10; i++) {
            run.driverEvent("w1", main, new DriverEvent(Instant.EPOCH, "d2", DriverEvent.Kind.MISSED_POLL, i, "timeout"));
        }
        run.driverEvent("w1", main, new DriverEvent(Instant.EPOCH, "d2", DriverEvent.Kind.LOST, 3, "connection refused"));
        List<DriverEvent> events = run.stage(main.id()).events();
        // bounded, but the loss past the bound is still there: it is what the page marks
        assertThat(events).hasSize(LiveRun.KEPT_EVENTS + 1);
        assertThat(events.getLast().kind()).isEqualTo(DriverEvent.Kind.LOST);
        assertThat(run.stage(w.stages().get(0).id()).events()).isEmpty();
    }
}
