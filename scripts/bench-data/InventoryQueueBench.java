import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.jctools.queues.MpmcUnboundedXaddArrayQueue;

/**
 * The inventory's FIFO alone, turned as a balanced scenario turns it (docs/performance.md, issue
 * 19): 700 objects; per operation 2 in 10 create (a new name and object put at the back), 2 in 10
 * delete (the oldest taken, not put back), the rest take the oldest, read its container, name and
 * size, resize it and put it back. The JDK's ConcurrentLinkedQueue (a node per put) against
 * JCTools' MpmcUnboundedXaddArrayQueue (slots in recycled chunks), rounds alternating; prints the
 * threads' CPU time per operation, so other tenants' load counts less than in wall time.
 * Run (single-file source, JCTools from the local Maven repository):
 * {@code java -cp ~/.m2/repository/org/jctools/jctools-core/4.0.5/jctools-core-4.0.5.jar scripts/bench-data/InventoryQueueBench.java THREADS}
 */
public class InventoryQueueBench {

    static final class Entry {
        final String container;
        final String name;
        long size;

        Entry(String container, String name, long size) {
            this.container = container;
            this.name = name;
            this.size = size;
        }
    }

    static volatile long sink;

    static double cpuNanosPerOp(Queue<Entry> queue, int threads, long opsPerThread) throws InterruptedException {
        for (int i = 0; i < 700; i++) {
            queue.offer(new Entry("c" + (i % 100), String.format(Locale.ROOT, "tiny_%06d_w1-s2-op3-w0", i), 5000));
        }
        AtomicLong cpu = new AtomicLong();
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            int worker = t;
            workers[t] = new Thread(() -> {
                long start = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
                ThreadLocalRandom random = ThreadLocalRandom.current();
                StringBuilder name = new StringBuilder(64);
                long seen = 0;
                long created = 0;
                for (long k = 0; k < opsPerThread; k++) {
                    int kind = random.nextInt(10);
                    if (kind < 2) {
                        name.setLength(0);
                        name.append("tiny_").append(++created).append("_w1-s2-op3-w").append(worker);
                        queue.offer(new Entry("c" + kind, name.toString(), 6000));
                        continue;
                    }
                    Entry e = queue.poll();
                    if (e == null) {
                        continue;
                    }
                    seen += e.container.length() + e.name.length() + e.size;
                    if (kind < 8) {
                        e.size = random.nextLong(4096, 8192);
                        queue.offer(e);
                    }
                }
                sink = seen;
                cpu.addAndGet(ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - start);
            });
            workers[t].start();
        }
        for (Thread w : workers) {
            w.join();
        }
        return cpu.get() / (double) (opsPerThread * threads);
    }

    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        for (int round = 1; round <= 6; round++) {
            double clq = cpuNanosPerOp(new ConcurrentLinkedQueue<>(), threads, 10_000_000);
            double xadd = cpuNanosPerOp(new MpmcUnboundedXaddArrayQueue<>(1024, 4), threads, 10_000_000);
            System.out.printf(Locale.ROOT, "threads %d round %d: ConcurrentLinkedQueue %.1f, MpmcUnboundedXaddArrayQueue %.1f CPU-ns per operation%n",
                    threads, round, clq, xadd);
        }
    }
}
