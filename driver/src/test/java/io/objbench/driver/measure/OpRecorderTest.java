package io.objbench.driver.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every sample is recorded exactly once, and each interval is internally consistent. */
class OpRecorderTest {

    private static final Operation OP = new Operation("op1", "read", 100, Division.NONE, "", Map.of(), "read", "read");
    private static final Operation WRITE = new Operation("op2", "write", 100, Division.NONE, "", Map.of(), "write", "write");
    private static final EpochMapping EPOCH = new EpochMapping(0, 1_000_000);

    private static final ExemplarSource NO_SOURCE = new FixedSource("c", "o", null);

    private static OpStatsSum sum() {
        return new OpStatsSum(OP.id(), OP.name(), OP.type(), OP.sampleType());
    }

    /**
     * Writers as workers (each its own slot: plain sums, the phaser publishes them) and as callers
     * of no worker (one shared slot under a lock) lose nothing, and every interval is consistent.
     */
    @ParameterizedTest(name = "as workers: {0}")
    @ValueSource(booleans = {true, false})
    void concurrentWritersLoseNothingAndIntervalsAreConsistent(boolean asWorkers) throws Exception {
        int threads = 4;
        OpRecorder recorder = asWorkers ? new OpRecorder(OP, false, null, threads, 3) : new OpRecorder(OP);
        int perThread = 200_000;
        List<Thread> writers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            SampleOrigin origin = asWorkers ? new SampleOrigin(t, NO_SOURCE) : new SampleOrigin();
            writers.add(Thread.ofPlatform().start(() -> {
                for (int i = 1; i <= perThread; i++) {
                    boolean ok = i % 10 != 0;
                    recorder.record(i * 1000L, i * 1000L + 5_000, 2_000, 10, ok ? null : ErrorKind.TIMEOUT, 0,
                            i % 2 == 0, origin);
                }
            }));
        }
        OpStatsSum inSum = sum();
        OpStats allSum = OpStats.empty("op1", "read", "read", "read");
        boolean running = true;
        while (running) {
            running = writers.stream().anyMatch(Thread::isAlive);
            long inBefore = inSum.successes();
            long inBytesBefore = inSum.bytes();
            long inNanosBefore = inSum.responseNanosSum();
            long inCountBefore = inSum.histogram().getTotalCount();
            OpStats all = recorder.take(EPOCH, inSum);
            // the interval, and its in-window side (what it added to the sum), are each consistent
            assertThat(all.responseHistogram().getTotalCount()).isEqualTo(all.successes());
            // a read's first byte lands in the same interval as its response time
            assertThat(all.firstByteHistogram().getTotalCount()).isEqualTo(all.successes());
            assertThat(inSum.firstByteHistogram().getTotalCount()).isEqualTo(inSum.histogram().getTotalCount());
            assertThat(all.bytes()).isEqualTo(10 * all.successes());
            assertThat(all.responseNanosSum()).isEqualTo(5_000 * all.successes());
            long inSuccesses = inSum.successes() - inBefore;
            assertThat(inSum.histogram().getTotalCount() - inCountBefore).isEqualTo(inSuccesses);
            assertThat(inSum.bytes() - inBytesBefore).isEqualTo(10 * inSuccesses);
            assertThat(inSum.responseNanosSum() - inNanosBefore).isEqualTo(5_000 * inSuccesses);
            assertThat(inSuccesses).isLessThanOrEqualTo(all.successes());
            allSum = allSum.plus(all);
        }
        for (Thread w : writers) {
            w.join();
        }
        allSum = allSum.plus(recorder.take(EPOCH, inSum));
        long total = (long) threads * perThread;
        assertThat(allSum.total()).isEqualTo(total);
        assertThat(allSum.successes()).isEqualTo(total * 9 / 10);
        assertThat(allSum.errors()).containsEntry(ErrorKind.TIMEOUT, total / 10);
        assertThat(allSum.responseHistogram().getValueAtPercentile(50)).isEqualTo(5);
        assertThat(allSum.processingNanosSum()).isEqualTo(2_000 * allSum.successes());
        assertThat(allSum.firstStartMicros()).isEqualTo(1_000_001);
        assertThat(allSum.lastEndMicros()).isEqualTo(1_000_000 + perThread + 5);
        assertThat(inSum.total()).isLessThanOrEqualTo(total / 2);
        assertThat(inSum.total()).isEqualTo(total / 2); // every even sample was in the window
    }

    /**
     * Open loop: concurrent writers, and every interval holds each success's three latencies
     * together (response from the intended start, service, lag), in and out of the window alike.
     */
    @Test
    void openLoopSamplesKeepTheirThreeLatenciesInTheSameIntervalAndSide() throws Exception {
        OpRecorder recorder = new OpRecorder(OP, true);
        assertThat(recorder.openLoop()).isTrue();
        int threads = 4;
        int perThread = 100_000;
        List<Thread> writers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            writers.add(Thread.ofPlatform().start(() -> {
                for (int i = 1; i <= perThread; i++) {
                    long intended = i * 1000L;
                    // lag 3 µs, service 4 µs, response 7 µs; every 10th a failure
                    recorder.recordOpenLoop(intended, intended + 3_000, intended + 7_000, 1_000, 10,
                            i % 10 == 0 ? ErrorKind.TIMEOUT : null, i % 2 == 0);
                }
            }));
        }
        OpStatsSum inSum = sum();
        Histogram lags = HistogramCodec.newHistogram();
        boolean running = true;
        while (running) {
            running = writers.stream().anyMatch(Thread::isAlive);
            OpStats all = recorder.take(EPOCH, inSum);
            assertThat(all.openLoop()).isTrue();
            assertThat(all.serviceHistogram().getTotalCount()).isEqualTo(all.successes());
            assertThat(all.lagHistogram().getTotalCount()).isEqualTo(all.successes());
            assertThat(all.responseHistogram().getTotalCount()).isEqualTo(all.successes());
            assertThat(all.responseNanosSum()).isEqualTo(7_000 * all.successes());
            assertThat(inSum.lagHistogram().getTotalCount()).isEqualTo(inSum.successes());
            lags.add(all.lagHistogram());
        }
        for (Thread w : writers) {
            w.join();
        }
        lags.add(recorder.take(EPOCH, inSum).lagHistogram());
        long successes = (long) threads * perThread * 9 / 10;
        assertThat(lags.getTotalCount()).isEqualTo(successes);
        assertThat(lags.getMinValue()).isEqualTo(3);
        assertThat(lags.getMaxValue()).isEqualTo(3);
        OpStats window = inSum.toOpStats();
        // in the window: the even samples; of those, the multiples of 10 failed
        assertThat(window.successes()).isEqualTo((long) threads * (perThread / 2 - perThread / 10));
        assertThat(window.failures()).isEqualTo((long) threads * perThread / 10);
        assertThat(window.serviceHistogram().getValueAtPercentile(50)).isEqualTo(4);
        assertThat(window.responseHistogram().getValueAtPercentile(50)).isEqualTo(7);
        // the span starts at the first intended start (epoch 1 s + 2 µs: the first in-window one is i = 2)
        assertThat(window.firstStartMicros()).isEqualTo(1_000_002);
    }

    @Test
    void anOpenLoopStartBeforeItsIntendedStartCountsAsNoLag() {
        OpRecorder recorder = new OpRecorder(OP, true);
        recorder.recordOpenLoop(10_000, 9_000, 12_500, 0, 0, null, true);
        OpStats s = recorder.take(EPOCH, sum());
        assertThat(s.lagHistogram().getMaxValue()).isZero();
        assertThat(s.serviceHistogram().getMaxValue()).isEqualTo(3);
        assertThat(s.responseHistogram().getMaxValue()).isEqualTo(2);
        assertThat(new OpRecorder(OP).take(EPOCH, sum()).openLoop()).isFalse();
    }

    /**
     * Recycling is exact: over a long sequence of intervals, each reusing the recorder's
     * histograms, every interval and the in-window total equal what a fresh histogram per
     * interval (and per side) gives, count for count and percentile for percentile.
     */
    @Test
    void recycledHistogramsGiveExactlyWhatFreshOnesGive() {
        OpRecorder recorder = new OpRecorder(OP);
        assertThat(recorder.firstByte()).isTrue();
        OpStatsSum inWindow = sum();
        Histogram expectedInWindow = HistogramCodec.newHistogram();
        Histogram expectedFirstByteInWindow = HistogramCodec.newHistogram();
        long expectedInSuccesses = 0;
        long expectedInFailures = 0;
        SplittableRandom random = new SplittableRandom(4);
        long clock = 0;
        for (int interval = 0; interval < 300; interval++) {
            Histogram fresh = HistogramCodec.newHistogram();
            Histogram freshFirstByte = HistogramCodec.newHistogram();
            long successes = 0;
            long failures = 0;
            long bytes = 0;
            int samples = interval % 7 == 3 ? 0 : random.nextInt(1, 2_000); // some intervals empty
            // later intervals have a narrower spread: a stale bucket left by recycling would show
            long spread = interval < 150 ? 10_000_000_000L : 50_000_000L;
            for (int i = 0; i < samples; i++) {
                long latencyNanos = 1_000 + random.nextLong(spread);
                boolean in = random.nextInt(3) != 0;
                boolean ok = random.nextInt(20) != 0;
                clock += 1_000;
                // the first byte at a random point of the call
                long firstByteNanos = random.nextLong(latencyNanos + 1);
                recorder.record(clock, clock + latencyNanos, firstByteNanos, ok ? 4096 : 0,
                        ok ? null : ErrorKind.SERVER_ERROR, in);
                if (ok) {
                    long micros = Math.min(latencyNanos / 1_000, HistogramCodec.HIGHEST_MICROS);
                    long firstByteMicros = Math.min(firstByteNanos / 1_000, HistogramCodec.HIGHEST_MICROS);
                    fresh.recordValue(micros);
                    freshFirstByte.recordValue(firstByteMicros);
                    if (in) {
                        expectedFirstByteInWindow.recordValue(firstByteMicros);
                    }
                    successes++;
                    bytes += 4096;
                    if (in) {
                        expectedInWindow.recordValue(micros);
                        expectedInSuccesses++;
                    }
                } else {
                    failures++;
                    if (in) {
                        expectedInFailures++;
                    }
                }
            }
            OpStats taken = recorder.take(EPOCH, inWindow);
            assertThat(taken.responseHistogram()).isEqualTo(fresh);
            assertThat(taken.firstByteHistogram()).isEqualTo(freshFirstByte);
            assertThat(HistogramCodec.encode(taken.firstByteHistogram())).isEqualTo(HistogramCodec.encode(freshFirstByte));
            assertThat(taken.successes()).isEqualTo(successes);
            assertThat(taken.failures()).isEqualTo(failures);
            assertThat(taken.bytes()).isEqualTo(bytes);
            for (double p : new double[] {50, 90, 99, 99.9, 100}) {
                assertThat(taken.responseHistogram().getValueAtPercentile(p)).isEqualTo(fresh.getValueAtPercentile(p));
            }
            assertThat(HistogramCodec.encode(taken.responseHistogram())).isEqualTo(HistogramCodec.encode(fresh));
            if (samples == 0) {
                assertThat(taken.isEmpty()).isTrue();
                assertThat(taken.firstStartMicros()).isEqualTo(Long.MAX_VALUE);
            }
        }
        OpStats total = inWindow.toOpStats();
        assertThat(total.responseHistogram()).isEqualTo(expectedInWindow);
        assertThat(total.firstByteHistogram()).isEqualTo(expectedFirstByteInWindow);
        assertThat(total.successes()).isEqualTo(expectedInSuccesses);
        assertThat(total.failures()).isEqualTo(expectedInFailures);
        assertThat(total.errors()).isEqualTo(expectedInFailures == 0 ? Map.of() : Map.of(ErrorKind.SERVER_ERROR, expectedInFailures));
        for (double p : new double[] {50, 90, 99, 99.9, 100}) {
            assertThat(total.responseHistogram().getValueAtPercentile(p)).isEqualTo(expectedInWindow.getValueAtPercentile(p));
        }
    }

    /**
     * An interval allocates one histogram per latency kept (the snapshot's), not copies per side
     * and per merge: one for a write, two for a read (response and first byte).
     */
    @Test
    void anIntervalAllocatesOneHistogramPerLatency() {
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long histogramBytes = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) { // the least of a few: the first may load classes
            long before = threads.getCurrentThreadAllocatedBytes();
            HistogramCodec.newHistogram();
            histogramBytes = Math.min(histogramBytes, threads.getCurrentThreadAllocatedBytes() - before);
        }
        assertThat(leastAllocatedPerInterval(WRITE, threads)).isBetween(histogramBytes, histogramBytes + histogramBytes / 2);
        assertThat(leastAllocatedPerInterval(OP, threads)).isBetween(2 * histogramBytes, 2 * histogramBytes + histogramBytes / 2);
    }

    private static long leastAllocatedPerInterval(Operation op, com.sun.management.ThreadMXBean threads) {
        OpRecorder recorder = new OpRecorder(op);
        OpStatsSum inWindow = new OpStatsSum(op.id(), op.name(), op.type(), op.sampleType());
        long least = Long.MAX_VALUE;
        for (int interval = 0; interval < 50; interval++) {
            for (int i = 1; i <= 1_000; i++) {
                recorder.record(i * 1000L, i * 1000L + i * 7_919L, 1_000, 10, null, i % 3 != 0);
            }
            long start = threads.getCurrentThreadAllocatedBytes();
            recorder.take(EPOCH, inWindow);
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - start);
        }
        assertThat(inWindow.successes()).isEqualTo(50 * 667L);
        return least;
    }

    /** Only reads keep a first-byte histogram: a write's processing time is no first byte. */
    @Test
    void onlyReadsKeepAFirstByteHistogram() {
        OpRecorder write = new OpRecorder(WRITE);
        assertThat(write.firstByte()).isFalse();
        write.record(0, 5_000, 2_000, 10, null, true);
        OpStatsSum writeWindow = new OpStatsSum(WRITE.id(), WRITE.name(), WRITE.type(), WRITE.sampleType());
        OpStats taken = write.take(EPOCH, writeWindow);
        assertThat(taken.hasFirstByte()).isFalse();
        assertThat(taken.firstByteHistogram()).isNull();
        assertThat(writeWindow.toOpStats().firstByteHistogram()).isNull();
        assertThat(taken.processingNanosSum()).isEqualTo(2_000);
        // a read with nothing measured still carries its (empty) first-byte histogram
        OpStats idle = new OpRecorder(OP).take(EPOCH, sum());
        assertThat(idle.hasFirstByte()).isTrue();
        assertThat(idle.firstByteHistogram().getTotalCount()).isZero();
    }

    /**
     * Open loop: a read's first byte is measured from its actual start (what its processing time
     * is), beside the response from the intended start; failures record none.
     */
    @Test
    void anOpenLoopReadsFirstByteIsFromItsActualStart() {
        OpRecorder recorder = new OpRecorder(OP, true);
        assertThat(recorder.firstByte()).isTrue();
        // intended 10 µs, actual start 13 µs, first byte 2 µs after it, end at 20 µs
        recorder.recordOpenLoop(10_000, 13_000, 20_000, 2_000, 0, null, true);
        recorder.recordOpenLoop(10_000, 13_000, 20_000, 4_000, 0, ErrorKind.TIMEOUT, true);
        OpStats s = recorder.take(EPOCH, sum());
        assertThat(s.firstByteHistogram().getTotalCount()).isEqualTo(1);
        assertThat(s.firstByteHistogram().getMaxValue()).isEqualTo(2);
        assertThat(s.serviceHistogram().getMaxValue()).isEqualTo(7);
        assertThat(s.responseHistogram().getMaxValue()).isEqualTo(10);
    }
}
