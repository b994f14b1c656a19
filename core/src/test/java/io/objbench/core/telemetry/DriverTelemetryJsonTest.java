package io.objbench.core.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.json.Json;
import org.junit.jupiter.api.Test;

/** The adaptors' counts on the wire: optional both ways, so older peers and newer ones still talk. */
class DriverTelemetryJsonTest {

    private static final DriverTelemetry JVM = new DriverTelemetry(2_000_000, 0.25, 0.5, 2, 1, 3_000, 3_000, 7, 40, null);

    @Test
    void unknownCountsAreAbsentAsAnOlderDriverSendsThem() throws Exception {
        String json = Json.mapper().writeValueAsString(JVM);

        assertThat(json).doesNotContain("retries").doesNotContain("connectionsOpened");
        assertThat(Json.mapper().readValue(json, DriverTelemetry.class)).isEqualTo(JVM);
    }

    @Test
    void knownCountsGoAndComeBack() throws Exception {
        DriverTelemetry t = JVM.withAdaptorCounts(3L, 12L);

        String json = Json.mapper().writeValueAsString(t);
        DriverTelemetry back = Json.mapper().readValue(json, DriverTelemetry.class);

        assertThat(json).contains("\"retries\":3").contains("\"connectionsOpened\":12");
        assertThat(back).isEqualTo(t);
        assertThat(back.retries()).isEqualTo(3L);
        assertThat(back.connectionsOpened()).isEqualTo(12L);
    }
}
