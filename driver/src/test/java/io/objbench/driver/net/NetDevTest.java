package io.objbench.driver.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class NetDevTest {

    /** As Linux 6.1 writes it (column widths vary with the numbers). */
    static final String SAMPLE = """
            Inter-|   Receive                                                |  Transmit
             face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed
                lo: 2776301    4391    0    0    0     0          0         0  2776301    4391    0    0    0     0       0          0
              eth0: 18446744073709551000 120 0 0 0 0 0 0 987654321 99 0 0 0 0 0 0
            veth-a@if12:    1000       10    0    0    0     0          0         0     2000      20    0    0    0     0       0          0
            """;

    @Test
    void readsTheByteCountersOfEveryInterface() {
        Map<String, NetDev.Counters> c = NetDev.parse(SAMPLE);
        assertThat(c).containsOnlyKeys("lo", "eth0", "veth-a@if12");
        assertThat(c.get("lo")).isEqualTo(new NetDev.Counters(2_776_301, 2_776_301));
        assertThat(c.get("veth-a@if12")).isEqualTo(new NetDev.Counters(1000, 2000));
        // counters are unsigned 64-bit: kept as their bit pattern, deltas still come out right
        long rx = c.get("eth0").receivedBytes();
        assertThat(Long.toUnsignedString(rx)).isEqualTo("18446744073709551000");
        assertThat(c.get("eth0").sentBytes()).isEqualTo(987_654_321L);
    }

    @Test
    void aCounterThatWentBackCountsNothing() {
        assertThat(NetDev.delta(100, 350)).isEqualTo(250);
        assertThat(NetDev.delta(350, 100)).isZero();
    }

    @Test
    void aBrokenLineIsAnErrorNamingIt() {
        String broken = SAMPLE.lines().limit(3).reduce("", (a, b) -> a + b + "\n") + "  eth1: 12 x\n";
        assertThatThrownBy(() -> NetDev.parse(broken)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("/proc/net/dev:4:").hasMessageContaining("eth1");
        String words = SAMPLE.lines().limit(2).reduce("", (a, b) -> a + b + "\n")
                + " eth1: 1 2 3 4 5 6 7 8 nine 10 11 12 13 14 15 16\n";
        assertThatThrownBy(() -> NetDev.parse(words)).hasMessageContaining("/proc/net/dev:3:")
                .hasMessageContaining("not a number");
    }
}
