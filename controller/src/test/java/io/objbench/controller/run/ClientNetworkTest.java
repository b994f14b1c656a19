package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import io.objbench.core.net.InterfaceTraffic;
import io.objbench.core.net.NetworkSample;
import io.objbench.core.stats.Snapshot;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClientNetworkTest {

    private static final long S = 1_000_000L;

    /** One interval of {@code seconds} ending at {@code endSecond}, with the interfaces' bytes. */
    private static Snapshot interval(long seq, double endSecond, double seconds, InterfaceTraffic... network) {
        long end = (long) (endSecond * S);
        return new Snapshot(seq, end - (long) (seconds * S), end, 1, List.of(), null,
                new NetworkSample((long) (seconds * S), List.of(network)));
    }

    @Test
    void theShareIsOverTheCountersOwnSpanNotTheSnapshots() {
        // a snapshot of 1 s whose counters were read 1.25 s apart (the thread was held up): 5 MB in
        // 1.25 s on a 40 Mbit/s link is 80 %, not 100 %
        Snapshot late = new Snapshot(1, 0, S, 1, List.of(), null,
                new NetworkSample(1_250_000L, List.of(veth(40_000_000L, 5_000_000, 0))));
        ClientNetwork net = ClientNetwork.of(List.of(Map.entry("d1", tally(late))));
        assertThat(net.drivers().get(0).peakShare()).isCloseTo(0.8, within(1e-9));
        assertThat(net.networkBound()).isFalse();
    }

    private static InterfaceTraffic veth(long speed, long sent, long received) {
        return new InterfaceTraffic("veth1", false, speed, sent, received);
    }

    private static LinkTally tally(Snapshot... snaps) {
        LinkTally t = new LinkTally();
        for (Snapshot s : snaps) {
            t.add(s);
        }
        return t;
    }

    @Test
    void aDriverAtNinetyPercentOfItsLinkInOneIntervalMakesTheStageNetworkBound() {
        long link = 40_000_000L; // 5 MB/s
        LinkTally d1 = tally(interval(1, 1, 1, veth(link, 2_500_000, 10_000)),   // 50 %
                interval(2, 2, 1, veth(link, 4_600_000, 10_000)),                  // 92 %
                interval(3, 2.01, 0.01, veth(link, 1_000_000, 0)));               // too short to judge
        LinkTally d2 = tally(interval(1, 1, 1, veth(link, 1_000_000, 0)));        // 20 %
        ClientNetwork net = ClientNetwork.of(List.of(Map.entry("d1", d1), Map.entry("d2", d2)));

        assertThat(net.networkBound()).isTrue();
        ClientNetwork.DriverLink one = net.drivers().get(0);
        assertThat(one.driver()).isEqualTo("d1");
        assertThat(one.peakShare()).isCloseTo(0.92, within(1e-9));
        assertThat(one.sentBytes()).isEqualTo(8_100_000);
        assertThat(one.receivedBytes()).isEqualTo(20_000);
        assertThat(one.linkBitsPerSecond()).isEqualTo(link);
        // per driver, never summed over drivers: d2 keeps its own 20 %
        assertThat(net.drivers().get(1).peakShare()).isCloseTo(0.2, within(1e-9));
        assertThat(net.drivers().get(1).bound()).isFalse();
        assertThat(net.mark()).isEqualTo("client network-bound: d1 at 92 % of its link");
    }

    @Test
    void belowNinetyPercentEverywhereIsNotNetworkBound() {
        LinkTally d1 = tally(interval(1, 1, 1, veth(40_000_000L, 4_490_000, 4_490_000)));  // 89.8 %
        ClientNetwork net = ClientNetwork.of(List.of(Map.entry("d1", d1)));
        assertThat(net.networkBound()).isFalse();
        assertThat(net.mark()).isEmpty();
        assertThat(net.describe()).containsExactly(
                "client network d1: sent 4.5 MB, received 4.5 MB, link 40.0 Mbit/s, peak 89.8 % of it in an interval");
    }

    @Test
    void twoMissionsOfOneDriverSawTheSameHostCountersAndAreNotAddedUp() {
        Snapshot s = interval(1, 1, 1, veth(1_000_000_000L, 100_000_000, 0));
        ClientNetwork net = ClientNetwork.of(List.of(Map.entry("d1", tally(s)), Map.entry("d1", tally(s))));
        assertThat(net.drivers()).hasSize(1);
        assertThat(net.drivers().get(0).sentBytes()).isEqualTo(100_000_000);
        assertThat(net.drivers().get(0).peakShare()).isCloseTo(0.8, within(1e-9));
    }

    @Test
    void loopbackAndUnknownSpeedsGiveNoShareAndSaySo() {
        LinkTally embedded = tally(interval(1, 1, 1, new InterfaceTraffic("lo", true, null, 900_000_000, 900_000_000),
                new InterfaceTraffic("eth0", false, null, 2_000, 3_000)));
        ClientNetwork net = ClientNetwork.of(List.of(Map.entry("local", embedded)));
        assertThat(net.networkBound()).isFalse();
        ClientNetwork.DriverLink d = net.drivers().get(0);
        assertThat(d.peakShare()).isNull();
        assertThat(d.linkBitsPerSecond()).isNull();
        assertThat(d.loopbackBytes()).isEqualTo(900_000_000);
        assertThat(d.sentBytes()).isEqualTo(2_000);
        assertThat(net.describe().get(0)).contains("link speed unknown (declare link_speed in driver.conf): no share")
                .contains("loopback 900.0 MB (no link: no share)");
    }

    @Test
    void driversThatMeasureNothingGiveNoFigures() {
        LinkTally none = new LinkTally();
        none.add(new Snapshot(1, 0, S, 1, List.of()));
        assertThat(ClientNetwork.of(List.of(Map.entry("d1", none)))).isNull();
    }

    @Test
    void theJsonHasTheSharedShape() throws Exception {
        LinkTally d1 = tally(interval(1, 1, 1, veth(40_000_000L, 4_600_000, 10_000)));
        JsonNode json = Json.mapper().readTree(Json.mapper().writeValueAsString(
                ClientNetwork.of(List.of(Map.entry("d1", d1)))));
        assertThat(json.path("networkBound").asBoolean()).isTrue();
        JsonNode d = json.path("drivers").get(0);
        assertThat(d.path("driver").asText()).isEqualTo("d1");
        assertThat(d.path("linkBitsPerSecond").asLong()).isEqualTo(40_000_000L);
        assertThat(d.path("sentBytes").asLong()).isEqualTo(4_600_000L);
        assertThat(d.path("receivedBytes").asLong()).isEqualTo(10_000L);
        assertThat(d.path("peakShare").asDouble()).isCloseTo(0.92, within(1e-9));
        assertThat(Json.mapper().treeToValue(json, ClientNetwork.class)).isEqualTo(
                ClientNetwork.of(List.of(Map.entry("d1", d1))));
    }
}
