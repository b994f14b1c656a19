package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Created names: ssbench's pattern made unique per worker, any characters kept. */
class CreateNamesTest {

    @Test
    void namesCountFromOneWithSixDigitsAndWidenPastThem() {
        CreateNames names = new CreateNames("small", "w3-s2-op3", 5);
        assertThat(names.next()).isEqualTo("small_000001_w3-s2-op3-w5");
        String last = null;
        for (long n = 2; n <= 1_000_001; n++) {
            last = names.next();
            if (n == 10 || n == 999_999 || n == 1_000_000) {
                assertThat(last).isEqualTo("small_" + String.format("%06d", n) + "_w3-s2-op3-w5");
            }
        }
        assertThat(last).isEqualTo("small_1000001_w3-s2-op3-w5");
    }

    @Test
    void namesKeepCharactersBeyondAscii() {
        CreateNames names = new CreateNames("größe-Ω", "w1-s1-op1", 2);
        assertThat(names.next()).isEqualTo("größe-Ω_000001_w1-s1-op1-w2");
        for (int n = 2; n < 1_000_000; n++) {
            names.next();
        }
        assertThat(names.next()).isEqualTo("größe-Ω_1000000_w1-s1-op1-w2");
        CreateNames latin = new CreateNames("größe", "w1-s1-op1", 2);
        assertThat(latin.next()).isEqualTo("größe_000001_w1-s1-op1-w2");
    }

    @Test
    void everyNameIsANewString() {
        CreateNames names = new CreateNames("tiny", "t", 1);
        String a = names.next();
        String b = names.next();
        assertThat(a).isEqualTo("tiny_000001_t-w1").isNotEqualTo(b);
        assertThat(b).isEqualTo("tiny_000002_t-w1");
    }
}
