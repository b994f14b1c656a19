package io.objbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code key=value;…} grammar of cosbench-format.md §2.1. */
class KeyValueConfigTest {

    @Test
    void splitsAtTheFirstEqualsSoValuesMayContainEquals() {
        assertThat(KeyValueConfig.parse("secretkey=ab==;range=bytes=0-9"))
                .containsExactly(Map.entry("secretkey", "ab=="), Map.entry("range", "bytes=0-9"));
    }

    @Test
    void trimsKeysAndValuesAndDropsEmptyEntries() {
        assertThat(KeyValueConfig.parse(" a = 1 ;; ;b=2;")).containsExactly(Map.entry("a", "1"), Map.entry("b", "2"));
        assertThat(KeyValueConfig.parse("")).isEmpty();
        assertThat(KeyValueConfig.parse(null)).isEmpty();
        assertThat(KeyValueConfig.parse("empty=")).containsEntry("empty", "");
    }

    @Test
    void lastKeyWinsAndKeysAreCaseSensitive() {
        assertThat(KeyValueConfig.parse("a=1;A=2;a=3")).containsExactly(Map.entry("A", "2"), Map.entry("a", "3"));
    }

    @Test
    void mergeIsParentFirst() {
        assertThat(KeyValueConfig.merge("a=1;b=1", null, "b=2;c=2", "c=3"))
                .containsExactly(Map.entry("a", "1"), Map.entry("b", "2"), Map.entry("c", "3"));
    }

    @Test
    void rejectsEntriesWithoutEqualsOrKey() {
        assertThatThrownBy(() -> KeyValueConfig.parse("a=1;oops")).hasMessageContaining("'oops' has no '='");
        assertThatThrownBy(() -> KeyValueConfig.parse("=5")).hasMessageContaining("empty key");
    }

    @Test
    void formatRoundTrips() {
        String text = "a=1;b=x=y";
        assertThat(KeyValueConfig.format(KeyValueConfig.parse(text))).isEqualTo(text);
    }
}
