package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.TelemetryRow;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live page's update carries the running stage's driver telemetry (CPU, GC, scheduling lag per
 * interval) and where the stage stands while the run is active: a 4 s mock stage on the in-process driver.
 */
class LiveTelemetryTest {

    @TempDir
    Path dir;

    @Test
    void aRunningStagesUpdateCarriesEachIntervalsDriverTelemetry() throws Exception {
        try (RunFixture fixture = new RunFixture(dir)) {
            String id = fixture.queue.submit(RunFixture.workload("live", 1, "c(1)KB", 4), "live.xml").id();
            RunData data = new RunData(fixture.queue, fixture.history, java.time.ZoneOffset.UTC);
            List<TelemetryRow> seen = List.of();
            StageProgress progress = null;
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (seen.size() < 2 && System.nanoTime() < deadline) {
                LiveUpdate u = data.update(id, null, 0).orElseThrow();
                if (!u.active()) {
                    break;
                }
                if (u.currentStage().endsWith("main")) {
                    seen = u.telemetry();
                    progress = u.progress();
                }
                Thread.sleep(200);
            }
            fixture.awaitEnd(id);
            assertThat(seen).as("telemetry rows of the running main stage").hasSizeGreaterThanOrEqualTo(2);
            // and where the stage stands: stage 2 of 2, its clock from the controller, its 4 s limit
            assertThat(progress).as("progress of the running main stage").isNotNull();
            assertThat(progress.index()).isEqualTo(2);
            assertThat(progress.count()).isEqualTo(2);
            assertThat(progress.startedMillis()).isPositive().isLessThanOrEqualTo(System.currentTimeMillis());
            assertThat(progress.minSeconds()).isEqualTo(4);
            assertThat(progress.maxSeconds()).isEqualTo(4);
            assertThat(progress.leftMaxSeconds()).isBetween(0L, 4L);
            assertThat(progress.events()).isEmpty();
            assertThat(seen).allSatisfy(r -> {
                assertThat(r.driver()).isEqualTo("driver1");
                assertThat(r.endMicros()).isGreaterThan(r.startMicros());
                assertThat(r.telemetry().heapUsedBytes()).isPositive();
            });
        }
    }
}
