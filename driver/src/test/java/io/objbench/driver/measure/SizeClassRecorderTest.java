package io.objbench.driver.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.core.selector.SelectorParser;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.stats.SizeClass;
import io.objbench.core.stats.SizeClassStats;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link OpRecorder} with size classes: each sample recorded under its class lands in the same
 * interval and side as in the operation, so per interval the classes add up to the operation.
 */
class SizeClassRecorderTest {

    private static final Operation WRITE = new Operation("op1", "write", 100, Division.NONE, "", Map.of(), "write", "write");
    private static final Operation READ = new Operation("op2", "read", 100, Division.NONE, "", Map.of(), "read", "read");
    private static final EpochMapping EPOCH = new EpochMapping(0, 1_000_000);
    private static final List<SizeClass> CLASSES = SizeClass.of(SelectorParser.parseSize("h(1|4|50,8|16|30,64|64|20)KB"));

    private static OpStatsSum sum(Operation op) {
        return new OpStatsSum(op.id(), op.name(), op.type(), op.sampleType());
    }

    @Test
    void concurrentWritersEveryIntervalsClassesAddUpToTheOperation() throws Exception {
        OpRecorder recorder = new OpRecorder(WRITE, false, CLASSES);
        int threads = 4;
        int perThread = 100_000;
        List<Thread> writers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            writers.add(Thread.ofPlatform().start(() -> {
                for (int i = 1; i <= perThread; i++) {
                    int sizeClass = i % 3;
                    long response = 1_000L * (1 + sizeClass); // 1, 2, 3 µs by class
                    recorder.record(i * 1000L, i * 1000L + response, 0, 100L * (sizeClass + 1),
                            i % 10 == 0 ? ErrorKind.TIMEOUT : null, i % 2 == 0, sizeClass);
                }
            }));
        }
        OpStatsSum inSum = sum(WRITE);
        OpStats all = OpStats.empty("op1", "write", "write", "write");
        boolean running = true;
        while (running) {
            running = writers.stream().anyMatch(Thread::isAlive);
            OpStats interval = recorder.take(EPOCH, inSum);
            assertAddsUp(interval);
            all = all.plus(interval);
        }
        for (Thread w : writers) {
            w.join();
        }
        all = all.plus(recorder.take(EPOCH, inSum));
        assertAddsUp(all);
        OpStats window = inSum.toOpStats();
        assertAddsUp(window);
        long total = (long) threads * perThread;
        assertThat(all.total()).isEqualTo(total);
        assertThat(window.total()).isEqualTo(total / 2);
        for (int c = 0; c < 3; c++) {
            OpStats k = all.classes().get(c).stats();
            assertThat(k.responseHistogram().getMinValue()).isEqualTo(c + 1);
            assertThat(k.responseHistogram().getMaxValue()).isEqualTo(c + 1);
            assertThat(k.bytes()).isEqualTo(100L * (c + 1) * k.successes());
        }
    }

    private static void assertAddsUp(OpStats op) {
        assertThat(op.classes()).extracting(SizeClassStats::sizeClass).isEqualTo(CLASSES);
        long successes = 0;
        long failures = 0;
        long bytes = 0;
        long histogram = 0;
        for (SizeClassStats c : op.classes()) {
            successes += c.stats().successes();
            failures += c.stats().failures();
            bytes += c.stats().bytes();
            histogram += c.stats().responseHistogram().getTotalCount();
        }
        assertThat(successes).isEqualTo(op.successes());
        assertThat(failures).isEqualTo(op.failures());
        assertThat(bytes).isEqualTo(op.bytes());
        assertThat(histogram).isEqualTo(op.responseHistogram().getTotalCount());
    }

    @Test
    void aSampleWithoutClassGoesToTheOperationOnlyAndAReadsClassHasItsFirstByte() {
        OpRecorder recorder = new OpRecorder(READ, false, CLASSES);
        recorder.record(0, 5_000, 2_000, 10, null, true, 1);
        recorder.record(0, 7_000, 3_000, 10, null, true, -1);
        OpStats s = recorder.take(EPOCH, sum(READ));
        assertThat(s.successes()).isEqualTo(2);
        assertThat(s.classes().get(1).stats().successes()).isEqualTo(1);
        assertThat(s.classes().get(0).stats().isEmpty()).isTrue();
        assertThat(s.classes().get(1).stats().firstByteHistogram().getMaxValue()).isEqualTo(2);
        assertThat(recorder.take(EPOCH, sum(READ)).classes()).as("an empty interval keeps its classes").hasSize(3);
    }

    @Test
    void withoutClassesNothingChanges() {
        OpRecorder recorder = new OpRecorder(WRITE, false, null);
        recorder.record(0, 5_000, 0, 10, null, true, -1);
        assertThat(recorder.take(EPOCH, sum(WRITE)).hasClasses()).isFalse();
    }
}
