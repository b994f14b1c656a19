package io.objbench.driver.net;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.net.InterfaceTraffic;
import io.objbench.core.net.NetworkSample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The meter over a procfs/sysfs tree written by the test (the files the kernel would show). */
class NetworkMeterTest {

    @TempDir
    Path dir;

    private Path dev;

    private void counters(long loBytes, long ethRx, long ethTx, long vethRx, long vethTx) throws IOException {
        Files.writeString(dev, "Inter-|   Receive |  Transmit\n face |bytes packets|bytes packets\n"
                + "    lo: " + loBytes + " 1 0 0 0 0 0 0 " + loBytes + " 1 0 0 0 0 0 0\n"
                + "  eth0: " + ethRx + " 1 0 0 0 0 0 0 " + ethTx + " 1 0 0 0 0 0 0\n"
                + "  veth9: " + vethRx + " 1 0 0 0 0 0 0 " + vethTx + " 1 0 0 0 0 0 0\n"
                + "  ifb0: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n");
    }

    private void iface(String name, String type, String state, String speed) throws IOException {
        Path d = Files.createDirectories(dir.resolve("sys").resolve(name));
        Files.writeString(d.resolve("type"), type + "\n");
        Files.writeString(d.resolve("operstate"), state + "\n");
        if (speed != null) {
            Files.writeString(d.resolve("speed"), speed + "\n");
        }
    }

    @Test
    void eachTakeIsTheBytesSinceThePreviousWithSpeedsDeclaredOrReported() throws IOException {
        dev = dir.resolve("dev");
        iface("lo", "772", "unknown", null);
        iface("eth0", "1", "up", "1000");
        iface("veth9", "1", "up", "-1");   // a virtual NIC: no speed of its own
        iface("ifb0", "1", "down", null);
        counters(100, 1_000, 2_000, 10, 20);
        NetworkMeter meter = new NetworkMeter(dev, dir.resolve("sys"), Map.of("veth9", 40_000_000L));
        NetworkMeter.Cursor cursor = meter.start();

        counters(700, 51_000, 2_500, 10, 5_000_020);
        NetworkSample sample = cursor.take();
        assertThat(sample.micros()).isNotNegative();
        assertThat(sample.interfaces()).containsExactly(
                new InterfaceTraffic("lo", true, null, 600, 600),
                new InterfaceTraffic("eth0", false, 1_000_000_000L, 500, 50_000),
                new InterfaceTraffic("veth9", false, 40_000_000L, 5_000_000, 0));   // ifb0: down and idle

        counters(700, 51_000, 2_500, 10, 5_000_020);
        assertThat(cursor.take().interfaces()).extracting(InterfaceTraffic::sentBytes).containsExactly(0L, 0L, 0L);
    }

    @Test
    void withoutCountersNothingIsClaimed() {
        NetworkMeter meter = new NetworkMeter(dir.resolve("missing"), dir, Map.of());
        assertThat(meter.start().take()).isNull();
        assertThat(NetworkMeter.NONE.start().take()).isNull();
    }

    @Test
    void thisHostsOwnCountersReadAndLoopbackIsFlagged() {
        // the real files of the machine running the test (Linux): loopback is always there
        NetworkSample sample = NetworkMeter.system(Map.of()).start().take();
        org.junit.jupiter.api.Assumptions.assumeTrue(sample != null, "no /proc/net/dev here");
        List<InterfaceTraffic> now = sample.interfaces();
        assertThat(now).filteredOn(InterfaceTraffic::loopback).extracting(InterfaceTraffic::name).containsExactly("lo");
        assertThat(now).filteredOn(InterfaceTraffic::loopback).extracting(InterfaceTraffic::linkBitsPerSecond)
                .containsOnlyNulls();
    }
}
