package io.objbench.core.concurrent;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Control paths run while every carrier thread is kept busy by virtual threads that never block
 * (eight per carrier, each stepping aside only by parking once per millisecond, as a worker on a
 * storage that never blocks did): a thread of {@link ControlThreads} still runs at once.
 */
class ControlThreadsTest {

    private static final int CARRIERS = Integer.getInteger("jdk.virtualThreadScheduler.parallelism",
            Runtime.getRuntime().availableProcessors());
    private volatile boolean spinning = true;
    private final List<Thread> spinners = new ArrayList<>();

    @BeforeEach
    void keepEveryCarrierBusy() throws InterruptedException {
        for (int i = 0; i < 8 * CARRIERS; i++) {
            spinners.add(Thread.ofVirtual().name("spinner-" + i).start(() -> {
                long sliceStart = System.nanoTime();
                while (spinning) {
                    Thread.onSpinWait();
                    if (System.nanoTime() - sliceStart > 1_000_000) {
                        java.util.concurrent.locks.LockSupport.parkNanos(1_000);
                        sliceStart = System.nanoTime();
                    }
                }
            }));
        }
        Thread.sleep(200);
    }

    @AfterEach
    void stopSpinning() throws InterruptedException {
        spinning = false;
        for (Thread t : spinners) {
            assertThat(t.join(Duration.ofSeconds(30))).as("spinner %s ended", t.getName()).isTrue();
        }
    }

    @Test
    void aStartedThreadRunsAtOnce() throws InterruptedException {
        for (int i = 0; i < 20; i++) {
            long asked = System.nanoTime();
            long[] ran = new long[1];
            Thread t = ControlThreads.start("probe-" + i, () -> ran[0] = System.nanoTime());
            assertThat(t.isDaemon()).as("a control thread never keeps the JVM alive").isTrue();
            assertThat(t.join(Duration.ofSeconds(5))).as("probe %d ended", i).isTrue();
            assertThat(Duration.ofNanos(ran[0] - asked)).as("wait of probe %d", i).isLessThan(Duration.ofMillis(250));
        }
    }

    @Test
    void perTaskRunsEachTaskAtOnceOnItsOwnNamedThread() throws Exception {
        CountDownLatch all = new CountDownLatch(4);
        try (ExecutorService pool = ControlThreads.perTask("call-")) {
            List<Future<String>> names = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                names.add(pool.submit(() -> {
                    all.countDown();
                    // every task runs at the same time: each waits for the others
                    assertThat(all.await(5, TimeUnit.SECONDS)).isTrue();
                    return Thread.currentThread().getName() + (Thread.currentThread().isVirtual() ? " virtual" : "");
                }));
            }
            for (Future<String> f : names) {
                assertThat(f.get(5, TimeUnit.SECONDS)).startsWith("call-").doesNotContain("virtual");
            }
        }
    }
}
