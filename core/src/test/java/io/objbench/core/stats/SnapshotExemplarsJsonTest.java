package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The snapshot's optional {@code exemplars} field on the wire: a snapshot from an older driver
 * (no such field) parses with none, one with exemplars round-trips, and a snapshot without them
 * writes no field (so older controllers, which refuse unknown fields, still read it).
 */
class SnapshotExemplarsJsonTest {

    private static final String OLD_DRIVER = "{\"sequence\":3,\"startMicros\":1000000,\"endMicros\":6000000,"
            + "\"activeWorkers\":2,\"ops\":[]}";

    @Test
    void aSnapshotWithoutExemplarsParses() throws Exception {
        Snapshot s = Json.mapper().readValue(OLD_DRIVER, Snapshot.class);
        assertThat(s.sequence()).isEqualTo(3);
        assertThat(s.exemplars()).isNull();
        assertThat(Json.mapper().writeValueAsString(s)).doesNotContain("exemplars");
    }

    @Test
    void exemplarsRoundTripWithAndWithoutRequestIds() throws Exception {
        Snapshot s = new Snapshot(4, 1_000_000, 6_000_000, 2, List.of(), null, null, null, List.of(
                new Exemplar("op1", 1_500_000, 250_000, "bucket", "obj,\"1\"", "ok", "tx00001-abc zone", null),
                new Exemplar("op1", 2_000_000, 90_000, "bucket", "", "NOT_FOUND 404", null, null)));
        String text = Json.mapper().writeValueAsString(s);
        assertThat(text).contains("\"exemplars\"", "\"requestId\":\"tx00001-abc zone\"").doesNotContain("\"driver\"");
        Snapshot back = Json.mapper().readValue(text, Snapshot.class);
        assertThat(back).isEqualTo(s);
        assertThat(back.exemplars().get(1).requestId()).isNull();
    }

    @Test
    void anEmptyListIsNoField() throws Exception {
        Snapshot s = new Snapshot(1, 0, 1, 1, List.of(), null, null, null, List.of());
        assertThat(s.exemplars()).isNull();
        assertThat(Json.mapper().writeValueAsString(s)).doesNotContain("exemplars");
    }
}
