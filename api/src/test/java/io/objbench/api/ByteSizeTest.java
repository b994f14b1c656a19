package io.objbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ByteSizeTest {

    @Test
    void decimalUnitsAreCosbenchs() {
        assertThat(ByteSize.parse("64KB", false)).isEqualTo(64_000);
        assertThat(ByteSize.parse("4MB", false)).isEqualTo(4_000_000);
        assertThat(ByteSize.parse("1GB", false)).isEqualTo(1_000_000_000);
        assertThat(ByteSize.parse("7B", false)).isEqualTo(7);
    }

    @Test
    void binaryUnitsAreNeverReadAsBytes() {
        assertThat(ByteSize.parse("4KiB", false)).isEqualTo(4096);
        assertThat(ByteSize.parse("1MiB", false)).isEqualTo(1 << 20);
        assertThat(ByteSize.parse("2GiB", false)).isEqualTo(2L << 30);
    }

    @Test
    void bareNumberNeedsPermission() {
        assertThat(ByteSize.parse("1000", true)).isEqualTo(1000);
        assertThatThrownBy(() -> ByteSize.parse("1000", false)).hasMessageContaining("has no unit");
    }

    @Test
    void unknownUnitIsAnErrorListingTheUnits() {
        assertThatThrownBy(() -> ByteSize.parse("4kb", false)).hasMessageContaining("unknown size unit 'kb'")
                .hasMessageContaining("KiB");
        assertThatThrownBy(() -> ByteSize.parse("KB", false)).hasMessageContaining("not a size");
    }

    @Test
    void overflowIsAnError() {
        assertThatThrownBy(() -> ByteSize.parse("99999999999TiB", false)).isInstanceOf(ArithmeticException.class);
    }

    @Test
    void formatsWithTheLargestExactBinaryUnit() {
        assertThat(ByteSize.format(4096)).isEqualTo("4KiB");
        assertThat(ByteSize.format(1000)).isEqualTo("1000B");
        assertThat(ByteSize.format(3L << 30)).isEqualTo("3GiB");
    }
}
