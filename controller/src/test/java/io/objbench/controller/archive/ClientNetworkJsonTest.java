package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JSON summary's per-stage {@code clientNetwork}: its shape, written only when measured, read back. */
class ClientNetworkJsonTest {

    @TempDir
    Path dir;

    @Test
    void aMeasuredStageCarriesEachDriversLinkAndTheVerdict() throws Exception {
        String text = JsonSummary.render(NetworkBoundRun.of(OpenLoopRun.closedLoopRun()));
        JsonNode stage = Json.mapper().readTree(text).path("stages").get(0);
        JsonNode net = stage.path("clientNetwork");
        assertThat(net.path("networkBound").asBoolean()).isTrue();
        JsonNode d1 = net.path("drivers").get(0);
        assertThat(d1.path("driver").asText()).isEqualTo("d1");
        assertThat(d1.path("linkBitsPerSecond").asLong()).isEqualTo(40_000_000L);
        assertThat(d1.path("sentBytes").asLong()).isEqualTo(60_000_000L);
        assertThat(d1.path("receivedBytes").asLong()).isEqualTo(250_000L);
        assertThat(d1.path("peakShare").asDouble()).isEqualTo(0.96);
        JsonNode d2 = net.path("drivers").get(1);
        assertThat(d2.path("peakShare").isNull()).as("loopback only: no share").isTrue();
        assertThat(d2.path("loopbackBytes").asLong()).isEqualTo(7_000_000L);

        Path file = dir.resolve("w7-closed.json");
        Files.writeString(file, text);
        assertThat(ArchiveReader.readSummary(file).stages().get(0).clientNetwork()).isEqualTo(NetworkBoundRun.network());
    }

    @Test
    void anUnmeasuredStageHasNoClientNetworkKey() throws Exception {
        JsonNode stage = Json.mapper().readTree(JsonSummary.render(OpenLoopRun.closedLoopRun())).path("stages").get(0);
        assertThat(stage.has("clientNetwork")).isFalse();
    }
}
