package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.TelemetryRow;
import io.objbench.core.telemetry.DriverTelemetry;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A driver's telemetry in brief. A reading without host CPU (a span too short for
 * {@code /proc/stat} to move, a host without it) must neither break the report page (it threw a
 * NullPointerException from an unboxing ternary, CI) nor hide the readings that have it.
 */
class DriverHealthTest {

    private static TelemetryRow row(String driver, Double process, Double host, long maxPauseMicros) {
        return new TelemetryRow(driver, 0, 1_000_000, 4, null,
                new DriverTelemetry(1_000_000, process, host, 2, maxPauseMicros > 0 ? 1 : 0, maxPauseMicros,
                        maxPauseMicros, 50_000_000, 200, null));
    }

    @Test
    void readingsWithoutCpuFiguresAreSkippedNotFatal() {
        List<DriverHealth> h = DriverHealth.of(List.of(row("d1", null, null, 0), row("d1", 0.4, null, 3_000),
                row("d1", 0.2, 0.7, 0), row("d2", null, null, 0)));
        assertThat(h).hasSize(2);
        DriverHealth d1 = h.getFirst();
        assertThat(d1.intervals()).isEqualTo(3);
        assertThat(d1.maxProcessCpu()).isEqualTo(0.4);
        assertThat(d1.maxHostCpu()).isEqualTo(0.7);
        assertThat(d1.gcPauses()).isEqualTo(1);
        assertThat(d1.gcMaxPauseMs()).isEqualTo(3.0);
        assertThat(h.get(1).maxProcessCpu()).isNull();
        assertThat(h.get(1).maxHostCpu()).isNull();
    }
}
