package io.objbench.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.json.Json;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The unavailable count of inventory operations: summed by every merge, on the wire only when non-zero. */
class UnavailableStatsTest {

    private static OpStats stats(long successes, long unavailable) {
        return new OpStats("op1", "read", "read", "read", successes, 0, 0, 0, 0, Map.of(),
                HistogramCodec.newHistogram(), Long.MAX_VALUE, Long.MIN_VALUE, null, null, unavailable);
    }

    @Test
    void mergesBySumIncludingTheIdentity() {
        OpStats empty = OpStats.empty("op1", "read", "read", "read");
        assertThat(stats(3, 5).plus(stats(1, 7)).unavailable()).isEqualTo(12);
        assertThat(empty.plus(stats(0, 4)).unavailable()).isEqualTo(4);
        OpStatsSum sum = OpStatsSum.like(empty);
        sum.add(stats(1, 2));
        sum.add(stats(1, 3));
        assertThat(sum.toOpStats().unavailable()).isEqualTo(5);
        sum.reset();
        assertThat(sum.toOpStats().unavailable()).isZero();
    }

    @Test
    void travelsOnlyWhenNonZero() throws Exception {
        String none = Json.mapper().writeValueAsString(stats(2, 0));
        assertThat(none).doesNotContain("unavailable");
        assertThat(Json.mapper().readValue(none, OpStats.class).unavailable()).isZero();
        String some = Json.mapper().writeValueAsString(stats(2, 9));
        assertThat(some).contains("\"unavailable\":9");
        assertThat(Json.mapper().readValue(some, OpStats.class).unavailable()).isEqualTo(9);
    }

    @Test
    void aNegativeCountIsRefused() {
        assertThatThrownBy(() -> stats(0, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
