package io.objbench.driver.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.stats.OpStatsSum;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The per-worker heap keeps exactly the k slowest samples, and the samples it does not keep cost no allocation. */
class ExemplarTopKTest {

    private static final EpochMapping EPOCH = new EpochMapping(0, 1_000_000);
    private static final Operation OP = new Operation("op1", "read", 100, Division.NONE, "", Map.of(), "read", "read");

    /** A source whose request id is a new string per call, as an adaptor builds it; counts the calls. */
    private static final class CountingSource implements ExemplarSource {
        int idCalls;
        long next;

        @Override
        public String lastContainer() {
            return "c";
        }

        @Override
        public String lastObject() {
            return "o";
        }

        @Override
        public String lastRequestId() {
            idCalls++;
            return "tx" + next;
        }
    }

    @Test
    void keepsExactlyTheKSlowestOfARandomStream() {
        for (int k : new int[] {1, 2, 10, 37}) {
            SplittableRandom random = new SplittableRandom(k);
            ExemplarTopK heap = new ExemplarTopK(k);
            CountingSource source = new CountingSource();
            long[] all = new long[100_000];
            for (int i = 0; i < all.length; i++) {
                all[i] = random.nextLong(1_000, 50_000_000); // ns, many ties at µs resolution are fine
                source.next = i;
                heap.offer(all[i], i * 1_000L, null, 0, source);
            }
            List<Exemplar> out = new ArrayList<>();
            heap.drainTo(out, "op1", EPOCH);
            long[] sorted = all.clone();
            Arrays.sort(sorted);
            long[] expected = new long[k];
            for (int i = 0; i < k; i++) {
                expected[i] = sorted[sorted.length - 1 - i] / 1_000L;
            }
            long[] kept = out.stream().mapToLong(Exemplar::latencyMicros).sorted().toArray();
            Arrays.sort(expected);
            assertThat(kept).as("k=%d", k).containsExactly(expected);
            // each kept sample carries its own request id: the one its source gave when it entered
            for (Exemplar e : out) {
                int index = Integer.parseInt(e.requestId().substring(2));
                assertThat(all[index] / 1_000L).isEqualTo(e.latencyMicros());
                assertThat(e.startMicros()).isEqualTo(EPOCH.toEpochMicros(index * 1_000L));
            }
            // ids were asked only for samples that entered: far fewer than the stream
            assertThat(source.idCalls).isLessThan(all.length / 50);
            assertThat(heap.size()).isZero();
        }
    }

    @Test
    void statusNamesTheFailureAndItsCode() {
        ExemplarTopK heap = new ExemplarTopK(3);
        CountingSource source = new CountingSource();
        heap.offer(5_000, 0, null, 0, source);
        heap.offer(6_000, 0, ErrorKind.NOT_FOUND, 404, source);
        heap.offer(7_000, 0, ErrorKind.TIMEOUT, 0, source);
        List<Exemplar> out = new ArrayList<>();
        heap.drainTo(out, "op1", EPOCH);
        assertThat(out).extracting(Exemplar::status).containsExactlyInAnyOrder("ok", "NOT_FOUND 404", "TIMEOUT");
    }

    @Test
    void aSampleNoSlowerThanTheKeptOnesAllocatesNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assertThat(threads.isThreadAllocatedMemorySupported()).isTrue();
        threads.setThreadAllocatedMemoryEnabled(true);
        OpRecorder recorder = new OpRecorder(OP, false, null, 1, 10);
        CountingSource source = new CountingSource();
        SampleOrigin origin = new SampleOrigin(0, source); // worker 0's, as a worker binds it
        OpStatsSum total = new OpStatsSum(OP.id(), OP.name(), OP.type(), OP.sampleType());
        // warm-up: fills the heap with slow samples and lets the JIT compile the path
        for (int i = 0; i < 200_000; i++) {
            recorder.record(0, 10_000_000 + i, 1_000, 10, null, 0, true, origin);
        }
        int idsBefore = source.idCalls;
        long tid = Thread.currentThread().threadId();
        long before = threads.getThreadAllocatedBytes(tid);
        for (int i = 0; i < 1_000_000; i++) {
            recorder.record(i, i + 1_000_000, 1_000, 10, (i & 7) == 0 ? ErrorKind.TIMEOUT : null, 0, true,
                    origin);
        }
        long allocated = threads.getThreadAllocatedBytes(tid) - before;
        assertThat(source.idCalls).isEqualTo(idsBefore); // none of them entered the heap
        // a few hundred bytes of slack for the measurement itself; one byte per sample would be 1 MB
        assertThat(allocated).as("bytes allocated by 1e6 samples not kept").isLessThan(1_024);
        List<Exemplar> out = new ArrayList<>();
        recorder.take(EPOCH, total, null, out);
        assertThat(out).hasSize(10).allSatisfy(e -> assertThat(e.latencyMicros()).isGreaterThanOrEqualTo(10_000));
    }

    @Test
    void aRandomStreamAllocatesOnlyForTheFewSamplesThatEnter() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        threads.setThreadAllocatedMemoryEnabled(true);
        OpRecorder recorder = new OpRecorder(OP, false, null, 1, 10);
        CountingSource source = new CountingSource();
        SampleOrigin origin = new SampleOrigin(0, source); // worker 0's, as a worker binds it
        SplittableRandom random = new SplittableRandom(7);
        OpStatsSum total = new OpStatsSum(OP.id(), OP.name(), OP.type(), OP.sampleType());
        for (int i = 0; i < 200_000; i++) {
            recorder.record(0, random.nextLong(1_000, 5_000_000), 1_000, 10, null, 0, true, origin);
        }
        recorder.take(EPOCH, total, null, new ArrayList<>()); // a new interval: the heap starts empty
        long tid = Thread.currentThread().threadId();
        int idsBefore = source.idCalls;
        long before = threads.getThreadAllocatedBytes(tid);
        for (int i = 0; i < 1_000_000; i++) {
            recorder.record(0, random.nextLong(1_000, 5_000_000), 1_000, 10, null, 0, true, origin);
        }
        long allocated = threads.getThreadAllocatedBytes(tid) - before;
        int entered = source.idCalls - idsBefore;
        // a random stream's k slowest change about k·ln(n/k) times: ~115 for 1e6 samples and k=10
        assertThat(entered).isBetween(10, 400);
        assertThat(allocated).as("bytes for %d entries", entered).isLessThan(entered * 200L + 1_024);
    }
}
