package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.StorageSession;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoadModelTest {

    private static final long SECOND = 1_000_000_000L;

    private static LoadModel model(Map<String, String> keys) throws AdaptorException {
        return new LoadModel(MockSettings.from(AdaptorConfig.of(keys)));
    }

    @Test
    void aServerServesOneCallPerServiceTimeInArrivalOrder() {
        ServiceQueue q = new ServiceQueue(1000); // 1 ms per call
        long t = 5 * SECOND;
        assertThat(q.admit(t)).isEqualTo(t + 1_000_000);
        assertThat(q.admit(t)).isEqualTo(t + 2_000_000); // same instant: waits its turn
        assertThat(q.admit(t + 500_000)).isEqualTo(t + 3_000_000);
        // idle again: served at once
        assertThat(q.admit(t + 10_000_000)).isEqualTo(t + 11_000_000);
    }

    @Test
    void belowCapacityNothingQueuesAboveItTheBacklogGrows() {
        ServiceQueue q = new ServiceQueue(1000);
        long t = 0;
        for (int i = 0; i < 100; i++) { // 900 calls/s, evenly spaced
            long arrival = t + i * (SECOND / 900);
            assertThat(q.admit(arrival) - arrival).isEqualTo(1_000_000);
        }
        ServiceQueue over = new ServiceQueue(1000);
        long last = 0;
        for (int i = 0; i < 1100; i++) { // 1,100 calls/s for one second
            long arrival = i * (SECOND / 1100);
            last = over.admit(arrival) - arrival;
        }
        // 100 calls too many in a second: the last waits ~100 ms beyond its service
        assertThat(last / 1e6).isCloseTo(101, within(1.5));
    }

    @Test
    void concurrentCallsAreEachServedOnce() throws Exception {
        ServiceQueue q = new ServiceQueue(1_000_000); // 1 µs each
        long t = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<long[]>> parts = new ArrayList<>();
            for (int w = 0; w < 4; w++) {
                parts.add(pool.submit(() -> {
                    long[] ends = new long[10_000];
                    for (int i = 0; i < ends.length; i++) {
                        ends[i] = q.admit(t);
                    }
                    return ends;
                }));
            }
            java.util.Set<Long> all = new java.util.HashSet<>();
            for (Future<long[]> f : parts) {
                for (long e : f.get()) {
                    all.add(e);
                }
            }
            // 40,000 distinct service slots, back to back
            assertThat(all).hasSize(40_000);
            assertThat(java.util.Collections.max(all) - t).isEqualTo(40_000 * 1_000L);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void warmupFallsLinearlyAndDriftGrows() throws AdaptorException {
        LoadModel warm = model(Map.of("warmup", "18:30"));
        assertThat(warm.active()).isTrue();
        long o = 100 * SECOND;
        assertThat(warm.extraNanos(o)).isEqualTo(18_000_000); // the first call sets the origin
        assertThat(warm.extraNanos(o + 15 * SECOND)).isEqualTo(9_000_000);
        assertThat(warm.extraNanos(o + 30 * SECOND)).isZero();
        assertThat(warm.extraNanos(o + 90 * SECOND)).isZero();

        LoadModel drift = model(Map.of("drift", "2"));
        assertThat(drift.extraNanos(o)).isZero();
        assertThat(drift.extraNanos(o + 90 * SECOND)).isEqualTo(3_000_000);

        assertThat(model(Map.of("delay", "1")).active()).isFalse();
    }

    @Test
    void badKeysAreClearErrors() {
        assertThatThrownBy(() -> model(Map.of("capacity", "-5")))
                .hasMessageContaining("'capacity' has value '-5'");
        assertThatThrownBy(() -> model(Map.of("warmup", "18")))
                .hasMessageContaining("expected <extra ms>:<seconds>");
        assertThatThrownBy(() -> model(Map.of("warmup", "18:0")))
                .hasMessageContaining("'warmup' has value '18:0'");
        assertThatThrownBy(() -> model(Map.of("drift", "x")))
                .isInstanceOf(Exception.class);
    }

    @Test
    void aCapacityLimitsASessionsCalls() throws Exception {
        var adaptor = new MockStorageFactory().create(AdaptorConfig.of(Map.of("capacity", "200", "delay", "0")));
        StorageSession session = adaptor.openSession(1, null);
        long start = System.nanoTime();
        for (int i = 0; i < 40; i++) {
            assertThat(session.head("c", "o").ok()).isTrue();
        }
        // 40 calls at 200/s take at least 200 ms, whatever the caller's speed
        assertThat((System.nanoTime() - start) / 1e6).isGreaterThanOrEqualTo(199);
    }
}
