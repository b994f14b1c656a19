package io.objbench.driver.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.objbench.api.OpResult;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.OpMetrics;
import io.objbench.core.stats.OpStats;
import io.objbench.driver.support.FakeClock;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Exact latencies, percentiles, averages and rates from a fake clock the adaptor advances. */
class MeasurementTest {

    private final FakeClock clock = new FakeClock();

    @Test
    void percentilesAveragesAndThroughputAreExact() throws Exception {
        AtomicInteger n = new AtomicInteger();
        // read i takes i µs: the response begins after i/4 µs (processing), the body takes the rest
        ScriptedStorage storage = new ScriptedStorage(call -> {
            long i = n.incrementAndGet();
            clock.advanceNanos(i * 250);
            call.sink().begin(10);
            clock.advanceNanos(i * 750);
            call.sink().accept(new byte[10], 0, 10);
            return OpResult.OK;
        }, false);
        var mission = Missions.work().totalOps(1000).op("read", 100, "containers=c(1);objects=c(1)").mission("m1");

        Runs.Result result = new Runs(clock, storage).run(mission);

        assertThat(result.report().state()).isEqualTo(MissionState.ACCOMPLISHED);
        OpStats read = result.op("op1");
        assertThat(read.successes()).isEqualTo(1000);
        assertThat(read.bytes()).isEqualTo(10_000);
        assertThat(read.responseHistogram().getTotalCount()).isEqualTo(1000);
        OpMetrics m = OpMetrics.of(read, result.report().windowSeconds());
        assertThat(m.percentileMs(50)).isEqualTo(0.500);
        assertThat(m.percentileMs(60)).isEqualTo(0.600);
        assertThat(m.percentileMs(80)).isEqualTo(0.800);
        assertThat(m.percentileMs(90)).isEqualTo(0.900);
        assertThat(m.percentileMs(95)).isEqualTo(0.950);
        assertThat(m.percentileMs(99)).isEqualTo(0.990);
        assertThat(m.percentileMs(99.9)).isEqualTo(0.999);
        assertThat(m.percentileMs(100)).isEqualTo(1.000);
        assertThat(read.responseNanosSum()).isEqualTo(500_500_000L);
        assertThat(read.processingNanosSum()).isEqualTo(125_125_000L);
        assertThat(m.avgResponseMs()).isEqualTo(0.5005);
        assertThat(m.avgProcessingMs()).isEqualTo(0.125125);
        // untimed: the window is first op start → last op end = the sum of all latencies
        assertThat(result.report().windowEndMicros() - result.report().windowStartMicros()).isEqualTo(500_500);
        assertThat(m.throughput()).isCloseTo(1000 / 0.5005, within(1e-9));
        assertThat(m.bandwidth()).isCloseTo(10_000 / 0.5005, within(1e-9));
        assertThat(m.successRatio()).isEqualTo(1.0);
        // the timeline holds the same samples, each recorded once
        OpStats timeline = result.timeline("op1");
        assertThat(timeline.successes()).isEqualTo(1000);
        assertThat(timeline.responseHistogram()).isEqualTo(read.responseHistogram());
    }

    @Test
    void writeProcessingTimeExcludesTheUploadTransfer() throws Exception {
        // 100 µs before reading the body, 200 µs while reading it, 50 µs after
        ScriptedStorage storage = new ScriptedStorage(call -> {
            clock.advanceMicros(100);
            try (InputStream in = call.source().stream()) {
                byte[] buf = new byte[1000];
                in.read(buf);
                clock.advanceMicros(200);
                while (in.read(buf) >= 0) {
                    // drain
                }
            } catch (IOException e) {
                throw new AssertionError(e);
            }
            clock.advanceMicros(50);
            return OpResult.OK;
        }, false);
        var mission = Missions.work().totalOps(10).op("write", 100, "containers=c(1);objects=c(1);sizes=c(4)KB").mission("m2");

        OpStats write = new Runs(clock, storage).run(mission).op("op1");

        assertThat(write.successes()).isEqualTo(10);
        assertThat(write.bytes()).isEqualTo(40_000);
        assertThat(write.responseNanosSum()).isEqualTo(10 * 350_000L);
        assertThat(write.processingNanosSum()).isEqualTo(10 * 150_000L);
    }

    @Test
    void failuresAreCountedByKindAndKeptOutOfTheLatencies() throws Exception {
        AtomicInteger n = new AtomicInteger();
        ScriptedStorage storage = new ScriptedStorage(call -> {
            clock.advanceMicros(100);
            return n.incrementAndGet() % 4 == 0 ? OpResult.httpFailure(503, "slow down") : OpResult.OK;
        }, false);
        var mission = Missions.work().totalOps(100).op("head", 100, "containers=c(1);objects=c(1)").mission("m3");

        Runs.Result result = new Runs(clock, storage).run(mission);

        OpStats head = result.op("op1");
        assertThat(head.successes()).isEqualTo(75);
        assertThat(head.failures()).isEqualTo(25);
        assertThat(head.errors()).containsEntry(io.objbench.api.ErrorKind.THROTTLED, 25L);
        assertThat(head.responseHistogram().getTotalCount()).isEqualTo(75);
        assertThat(OpMetrics.of(head, 1).successRatio()).isEqualTo(0.75);
        assertThat(result.report().log()).anyMatch(l -> l.contains("THROTTLED") && l.contains("slow down"));
    }

    @Test
    void aWriteCountsTheBytesTheStorageReadNotTheDeclaredSize() throws Exception {
        // COSBench counts the bytes read from the upload stream (CountingInputStream)
        ScriptedStorage storage = new ScriptedStorage(call -> {
            try (InputStream in = call.source().stream()) {
                in.readNBytes(1500);
            } catch (IOException e) {
                throw new AssertionError(e);
            }
            return OpResult.OK;
        }, false);
        storage.drainsBodies = false;
        var mission = Missions.work().totalOps(4).op("write", 100, "containers=c(1);objects=c(1);sizes=c(4)KB").mission("m3");

        OpStats write = new Runs(io.objbench.driver.measure.Clock.system(), storage).run(mission).op("op1");

        assertThat(write.successes()).isEqualTo(4);
        assertThat(write.bytes()).isEqualTo(4 * 1500);
    }
}
