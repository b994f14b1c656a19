package io.objbench.driver.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The waiter's contract (never returns before the start unless interrupted, returns at once when
 * late). Its precision is a benchmark figure (PreciseWaiterBench, docs/performance.md), not a
 * timed assertion here.
 */
class PreciseWaiterTest {

    @Test
    void neverReturnsBeforeTheIntendedStart() {
        PreciseWaiter waiter = new PreciseWaiter();
        for (long ahead : new long[] {0, 1_000, 50_000, 300_000, 2_000_000}) {
            long intended = System.nanoTime() + ahead;
            long actual = waiter.awaitStart(intended);
            assertThat(actual).as("%d ns ahead", ahead).isGreaterThanOrEqualTo(intended);
        }
        PreciseWaiter parkOnly = new PreciseWaiter(0);
        long intended = System.nanoTime() + 1_000_000;
        assertThat(parkOnly.awaitStart(intended)).isGreaterThanOrEqualTo(intended);
    }

    @Test
    void aLateStartReturnsAtOnceWithTheCurrentTime() {
        long before = System.nanoTime();
        long actual = new PreciseWaiter().awaitStart(before - 5_000_000_000L);
        assertThat(actual).isGreaterThanOrEqualTo(before);
    }

    @Test
    void anInterruptEndsAFarWait() throws Exception {
        PreciseWaiter waiter = new PreciseWaiter();
        long[] result = new long[2];
        Thread t = Thread.ofVirtual().start(() -> {
            long intended = System.nanoTime() + 60_000_000_000L;
            result[0] = intended;
            result[1] = waiter.awaitStart(intended);
        });
        Thread.sleep(50);
        t.interrupt();
        t.join(5_000);
        assertThat(t.isAlive()).isFalse();
        assertThat(result[1]).isLessThan(result[0]);
    }
}
