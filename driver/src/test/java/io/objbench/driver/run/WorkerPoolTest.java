package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A worker thread the system refuses (platform threads count against {@code ulimit -u} and a
 * container's pids limit): the mission hears why, and still ends once the workers that did start
 * have returned, instead of waiting for the ones that never ran.
 */
class WorkerPoolTest {

    @Test
    void aRefusedThreadEndsTheMissionWithTheReasonOnceTheStartedWorkersReturn() throws Exception {
        int workers = 5;
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger ran = new AtomicInteger();
        Runnable[] bodies = new Runnable[workers];
        String[] names = new String[workers];
        for (int w = 0; w < workers; w++) {
            names[w] = "w" + (w + 1);
            bodies[w] = () -> {
                ran.incrementAndGet();
                try {
                    release.await(); // as a worker does until the mission's stop
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            };
        }
        AtomicInteger made = new AtomicInteger();
        CountDownLatch ended = new CountDownLatch(1);
        AtomicInteger ends = new AtomicInteger();
        WorkerPool pool = new WorkerPool(names, bodies, (name, body) -> made.incrementAndGet() <= 2
                ? Thread.ofPlatform().daemon().name(name).unstarted(body)
                : new Thread(body, name) {
                    @Override
                    public void start() {
                        throw new OutOfMemoryError("unable to create native thread: possibly out of memory or"
                                + " process/resource limits reached");
                    }
                }, () -> {
                    ends.incrementAndGet();
                    ended.countDown();
                });
        List<String> refused = new CopyOnWriteArrayList<>();

        pool.start(refused::add);

        assertThat(refused).singleElement().asString().contains("worker thread 3 of 5")
                .contains("ulimit -u").contains("unable to create native thread");
        assertThat(pool.active()).as("the two started workers").isEqualTo(2);
        assertThat(ended.await(200, TimeUnit.MILLISECONDS)).as("ended before the started workers return").isFalse();
        release.countDown(); // the stop the refusal causes
        assertThat(ended.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(ends).hasValue(1);
        assertThat(ran).hasValue(2);
        assertThat(pool.active()).isZero();
    }
}
