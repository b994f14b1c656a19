package io.objbench.core.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class LinkShareTest {

    @Test
    void theShareIsTheBusierDirectionOverTheLinkSpeed() {
        // 5 s at 1 Gbit/s: 625 MB is the whole link; 600 MB received is 96 %
        InterfaceTraffic eth0 = new InterfaceTraffic("eth0", false, 1_000_000_000L, 12_500_000, 600_000_000);
        assertThat(eth0.share(5)).isCloseTo(0.96, within(1e-12));
        assertThat(LinkShare.bound(eth0.share(5))).isTrue();
        // each direction has the whole speed: 400 MB each way over 5 s is 64 %, not 128 %
        InterfaceTraffic both = new InterfaceTraffic("eth0", false, 1_000_000_000L, 400_000_000, 400_000_000);
        assertThat(both.share(5)).isCloseTo(0.64, within(1e-12));
        assertThat(LinkShare.bound(both.share(5))).isFalse();
    }

    @Test
    void ninetyPercentIsTheBoundAndJustBelowIsNot() {
        // 40 Mbit/s over 1 s = 5 MB; 90 % = 4.5 MB
        assertThat(LinkShare.bound(new InterfaceTraffic("v", false, 40_000_000L, 4_500_000, 0).share(1))).isTrue();
        assertThat(LinkShare.bound(new InterfaceTraffic("v", false, 40_000_000L, 4_499_000, 0).share(1))).isFalse();
    }

    @Test
    void noShareForLoopbackAnUnknownSpeedOrAnEmptyInterval() {
        assertThat(new InterfaceTraffic("lo", true, null, 9_000_000_000L, 9_000_000_000L).share(1)).isNaN();
        assertThat(new InterfaceTraffic("veth0", false, null, 9_000_000_000L, 0).share(1)).isNaN();
        assertThat(new InterfaceTraffic("eth0", false, 1_000_000L, 1, 0).share(0)).isNaN();
        assertThat(LinkShare.bound(Double.NaN)).isFalse();
    }

    @Test
    void thePeakIsTheHighestInterfaceAndShortIntervalsGiveNone() {
        List<InterfaceTraffic> all = List.of(
                new InterfaceTraffic("lo", true, null, 50_000_000, 50_000_000),
                new InterfaceTraffic("eth0", false, 1_000_000_000L, 62_500_000, 0),   // 50 %
                new InterfaceTraffic("eth1", false, 100_000_000L, 0, 11_250_000),     // 90 %
                new InterfaceTraffic("tun0", false, null, 99_000_000, 0));            // unknown
        assertThat(LinkShare.peak(all, 1)).isCloseTo(0.9, within(1e-12));
        assertThat(LinkShare.peak(all, LinkShare.MIN_SECONDS / 2)).isNaN();
        assertThat(LinkShare.peak(List.of(all.get(0), all.get(3)), 1)).isNaN();
        assertThat(LinkShare.peak(null, 1)).isNaN();
    }
}
