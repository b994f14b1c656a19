package io.objbench.driver.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every sample is recorded exactly once, and each interval is internally consistent. */
class OpRecorderTest {

    private static final Operation OP = new Operation("op1", "read", 100, Division.NONE, "", Map.of(), "read", "read");
    private static final EpochMapping EPOCH = new EpochMapping(0, 1_000_000);

    @Test
    void concurrentWritersLoseNothingAndIntervalsAreConsistent() throws Exception {
        OpRecorder recorder = new OpRecorder(OP);
        int threads = 4;
        int perThread = 200_000;
        List<Thread> writers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            writers.add(Thread.ofPlatform().start(() -> {
                for (int i = 1; i <= perThread; i++) {
                    boolean ok = i % 10 != 0;
                    recorder.record(i * 1000L, i * 1000L + 5_000, 2_000, 10, ok ? null : ErrorKind.TIMEOUT, i % 2 == 0);
                }
            }));
        }
        OpStats inSum = OpStats.empty("op1", "read", "read", "read");
        OpStats allSum = inSum;
        boolean running = true;
        while (running) {
            running = writers.stream().anyMatch(Thread::isAlive);
            OpRecorder.Interval interval = recorder.take(EPOCH);
            for (OpStats side : List.of(interval.inWindow(), interval.outOfWindow())) {
                assertThat(side.responseHistogram().getTotalCount()).isEqualTo(side.successes());
                assertThat(side.bytes()).isEqualTo(10 * side.successes());
                assertThat(side.responseNanosSum()).isEqualTo(5_000 * side.successes());
            }
            inSum = inSum.plus(interval.inWindow());
            allSum = allSum.plus(interval.all());
        }
        for (Thread w : writers) {
            w.join();
        }
        allSum = allSum.plus(recorder.take(EPOCH).all());
        long total = (long) threads * perThread;
        assertThat(allSum.total()).isEqualTo(total);
        assertThat(allSum.successes()).isEqualTo(total * 9 / 10);
        assertThat(allSum.errors()).containsEntry(ErrorKind.TIMEOUT, total / 10);
        assertThat(allSum.responseHistogram().getValueAtPercentile(50)).isEqualTo(5);
        assertThat(allSum.processingNanosSum()).isEqualTo(2_000 * allSum.successes());
        assertThat(allSum.firstStartMicros()).isEqualTo(1_000_001);
        assertThat(allSum.lastEndMicros()).isEqualTo(1_000_000 + perThread + 5);
        assertThat(inSum.total()).isLessThanOrEqualTo(total / 2);
    }
}
