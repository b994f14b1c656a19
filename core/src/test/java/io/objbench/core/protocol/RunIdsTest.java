package io.objbench.core.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RunIdsTest {

    @Test
    void oneSpellingPerRun() {
        assertThat(RunIds.number("w1")).isEqualTo(1);
        assertThat(RunIds.number("w42")).isEqualTo(42);
        assertThat(RunIds.number("w999999999999999999")).isEqualTo(999_999_999_999_999_999L);
        for (String other : new String[] {"w+1", "w01", "w0", "w-1", "w", "", "W1", "w1 ", "w١", "w1a",
                "w9999999999999999999", "x1"}) {
            assertThat(RunIds.number(other)).as(other).isEqualTo(-1);
            assertThat(RunIds.valid(other)).as(other).isFalse();
        }
        assertThat(RunIds.number(null)).isEqualTo(-1);
    }
}
