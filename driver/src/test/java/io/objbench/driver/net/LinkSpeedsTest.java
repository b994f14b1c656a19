package io.objbench.driver.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class LinkSpeedsTest {

    @Test
    void declaredSpeedsAreBitsPerSecondInDecimalUnits() {
        assertThat(LinkSpeeds.parse("eth0:1000M, bond0:2.5G,wan:512K"))
                .isEqualTo(Map.of("eth0", 1_000_000_000L, "bond0", 2_500_000_000L, "wan", 512_000L));
    }

    @Test
    void badEntriesAreRefusedWithTheEntry() {
        assertThatThrownBy(() -> LinkSpeeds.parse("eth0:1000")).hasMessageContaining("'eth0:1000'");
        assertThatThrownBy(() -> LinkSpeeds.parse("eth0:1G,eth0:2G")).hasMessageContaining("eth0 is given twice");
        assertThatThrownBy(() -> LinkSpeeds.parse("eth0:0M")).hasMessageContaining("above 0");
        assertThatThrownBy(() -> LinkSpeeds.parse("1000M")).hasMessageContaining("<interface>:<speed>");
    }

    @Test
    void theKernelsSpeedFileIsMegabitsAndMinusOneIsUnknown() {
        assertThat(LinkSpeeds.fromSysfs("10000\n")).isEqualTo(10_000_000_000L);
        assertThat(LinkSpeeds.fromSysfs("-1\n")).isNull();
        assertThat(LinkSpeeds.fromSysfs("")).isNull();
    }
}
