package io.objbench.core.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.objbench.api.ErrorKind;
import io.objbench.core.json.Json;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.net.InterfaceTraffic;
import io.objbench.core.net.NetworkSample;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Golden files of the wire JSON between controller and driver: the mission the controller
 * POSTs, the status and the final report the driver answers. A fixed example of each, with every
 * field set, is written with the real mapper ({@link Json}) and compared with
 * {@code src/test/resources/wire/*.json}; each golden file is read back and must equal the
 * example. A failure here means the wire format changed: if that is intended, regenerate with
 * {@code ./mvnw -o test -pl core -am -Dsurefire.failIfNoSpecifiedTests=false -Dtest=WireGoldenTest
 * -Dobjbench.updateGolden=true} and review the diff of the golden files.
 *
 * <p>The comparison is of JSON trees (field order and map order aside), with each latency
 * histogram compared by its decoded content: its compressed encoding depends on the zlib at hand.
 */
class WireGoldenTest {

    private static final ObjectMapper JSON = Json.mapper();
    private static final Path GOLDEN = Path.of(System.getProperty("basedir", "."), "src/test/resources/wire");

    @Test
    void missionMatchesItsGoldenFile() throws Exception {
        check("mission.json", mission(), Mission.class);
    }

    @Test
    void statusMatchesItsGoldenFile() throws Exception {
        check("status.json", status(), MissionStatus.class);
    }

    @Test
    void reportMatchesItsGoldenFile() throws Exception {
        check("report.json", report(), MissionReport.class);
    }

    private static <T> void check(String name, T example, Class<T> type) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (Boolean.getBoolean("objbench.updateGolden")) {
            // map keys sorted so a regenerated file differs from the old one only where the wire did
            Files.writeString(file, JSON.writer(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                    .withDefaultPrettyPrinter().writeValueAsString(example) + "\n");
        }
        String golden = Files.readString(file, StandardCharsets.UTF_8);

        JsonNode written = canonical(JSON.readTree(JSON.writeValueAsString(example)));
        assertThat(written).as("what the serializer writes, against " + name).isEqualTo(canonical(JSON.readTree(golden)));
        assertThat(JSON.readValue(golden, type)).as(name + " read back").isEqualTo(example);
    }

    /** The tree with every encoded histogram decoded and encoded again on this JVM. */
    private static JsonNode canonical(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.properties().forEach(e -> {
                if (e.getKey().endsWith("Histogram") && e.getValue().isTextual()) {
                    object.put(e.getKey(), HistogramCodec.encode(HistogramCodec.decode(e.getValue().asText())));
                } else {
                    canonical(e.getValue());
                }
            });
        } else if (node.isArray()) {
            node.forEach(WireGoldenTest::canonical);
        }
        return node;
    }

    @Test
    void aStatusOfADriverThatDoesNotMeasureItsNetworkStillReads() throws Exception {
        // a driver of an earlier version (or without /proc/net/dev) sends no "network": read as null
        ObjectNode tree = (ObjectNode) JSON.readTree(Files.readString(GOLDEN.resolve("status.json")));
        ((ObjectNode) tree.path("snapshots").get(0)).remove("network");
        MissionStatus read = JSON.treeToValue(tree, MissionStatus.class);
        assertThat(read.snapshots().get(0).network()).isNull();
        assertThat(JSON.writeValueAsString(read)).doesNotContain("network");
    }

    @Test
    void aReportOfADriverWithoutFirstByteHistogramsStillReads() throws Exception {
        // a driver of an earlier version sends no "firstByteHistogram": the read has none, the rest is intact
        ObjectNode tree = (ObjectNode) JSON.readTree(Files.readString(GOLDEN.resolve("report.json")));
        ((ObjectNode) tree.path("ops").get(0)).remove("firstByteHistogram");
        MissionReport read = JSON.treeToValue(tree, MissionReport.class);
        assertThat(read.ops().get(0).hasFirstByte()).isFalse();
        assertThat(read.ops().get(0)).isEqualTo(readStats().withFirstByte(null));
        assertThat(JSON.writeValueAsString(read)).doesNotContain("firstByte");
    }

    static Mission mission() {
        Operation read = new Operation("op1", "read", 80, Division.OBJECT, "containers=u(1,2);objects=u(1,50)",
                Map.of("containers", "u(1,2)", "objects", "u(1,50)", "hashCheck", "true"), "read", "read");
        Operation write = new Operation("op2", "write", 20, Division.NONE,
                "containers=u(1,2);objects=u(51,100);sizes=c(16)KB",
                Map.of("containers", "u(1,2)", "objects", "u(51,100)", "sizes", "c(16)KB"), "upload", "write");
        Work work = new Work("main", WorkType.NORMAL, 8, 5, Division.CONTAINER, 60, 10, 5, 100_000L,
                1_073_741_824L, 200, "driver1", Map.of("cprefix", "gold", "histogram", "true"),
                new AdaptorSpec("mock", "delay=0"), new AdaptorSpec("mock", "delay=1;secretkey=s3cr3t"),
                List.of(read, write));
        return new Mission("w7-s2-main-w1-d1", "w7", "s2-main", work, 4, 4, 1234567890123L);
    }

    static MissionStatus status() {
        Snapshot first = new Snapshot(3, 1_700_000_000_000_000L, 1_700_000_005_000_000L, 4,
                List.of(readStats(), writeStats()), null, new NetworkSample(5_000_120L, List.of(
                        new InterfaceTraffic("lo", true, null, 4_096, 4_096),
                        new InterfaceTraffic("eth0", false, 1_000_000_000L, 81_920, 600_000_000))));
        // the next one straddles the window's start: only part of it counts (Snapshot.window);
        // a rampup interval would carry an empty window, one wholly in the window none (as above)
        Snapshot straddling = new Snapshot(4, 1_700_000_005_000_000L, 1_700_000_010_000_000L, 4,
                List.of(readStats(), writeStats()), null, List.of(readStats()));
        return new MissionStatus("w7-s2-main-w1-d1", MissionState.LAUNCHED, List.of(first, straddling), "");
    }

    static MissionReport report() {
        return new MissionReport("w7-s2-main-w1-d1", MissionState.FAILED, List.of(readStats(), writeStats()),
                1_700_000_000_000_000L, 1_700_000_060_000_000L, "op2: 3 failures, no success",
                List.of("2023-11-14T22:13:20Z mission started", "2023-11-14T22:14:20Z mission ended: FAILED"));
    }

    private static OpStats readStats() {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValue(850);
        h.recordValue(1_200);
        h.recordValueWithCount(2_500, 3);
        // a read's times to first byte (µs): their sum is processingNanosSum
        Histogram firstByte = HistogramCodec.newHistogram();
        firstByte.recordValue(500);
        firstByte.recordValue(600);
        firstByte.recordValueWithCount(1_000, 3);
        return new OpStats("op1", "read", "read", "read", 5, 2, 81_920, 9_350_000, 4_100_000,
                Map.of(ErrorKind.NOT_FOUND, 1L, ErrorKind.TIMEOUT, 1L), h,
                1_700_000_000_100_000L, 1_700_000_004_900_000L).withFirstByte(firstByte);
    }

    private static OpStats writeStats() {
        return new OpStats("op2", "upload", "write", "write", 0, 3, 0, 0, 0, Map.of(ErrorKind.SERVER_ERROR, 3L),
                HistogramCodec.newHistogram(), Long.MAX_VALUE, Long.MIN_VALUE);
    }
}
