package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class StallsTest {

    private static final long S = 1_000_000_000L;
    private static final long MS = 1_000_000L;

    @Test
    void aCallInsideAStallWaitsForItsEndAndTheFirstCallIsSecondZero() throws Exception {
        Stalls stalls = Stalls.parse("10:2000, 30:500");
        long origin = 5_000 * S; // any nanoTime value
        assertThat(stalls.remainingNanos(origin)).isZero(); // sets second 0
        assertThat(stalls.remainingNanos(origin + 10 * S - 1)).isZero();
        assertThat(stalls.remainingNanos(origin + 10 * S)).isEqualTo(2_000 * MS);
        assertThat(stalls.remainingNanos(origin + 11 * S)).isEqualTo(1_000 * MS);
        assertThat(stalls.remainingNanos(origin + 12 * S - 1)).isEqualTo(1);
        assertThat(stalls.remainingNanos(origin + 12 * S)).isZero();
        assertThat(stalls.remainingNanos(origin + 30 * S + 100 * MS)).isEqualTo(400 * MS);
        assertThat(stalls.remainingNanos(origin + 31 * S)).isZero();
    }

    @Test
    void overlappingStallsLastUntilTheLatestEndAndOrderDoesNotMatter() throws Exception {
        Stalls stalls = Stalls.parse("1.5:1000,1:1000");
        stalls.remainingNanos(0);
        assertThat(stalls.remainingNanos(1_200 * MS)).isEqualTo(800 * MS);
        assertThat(stalls.remainingNanos(1_700 * MS)).isEqualTo(800 * MS); // until 2.5 s
        assertThat(stalls.count()).isEqualTo(2);
    }

    @Test
    void noStallNeverWaits() {
        assertThat(Stalls.NONE.remainingNanos(123)).isZero();
        assertThat(Stalls.NONE.remainingNanos(10 * S)).isZero();
    }

    @Test
    void rejectsMalformedValuesNamingTheKey() {
        for (String bad : new String[] {"", "10", "10:", ":2000", "10:0", "-1:5", "10:2000;30:500", "x:1", "1:2:3",
                "10:2000,", "NaN:5", "Infinity:5"}) {
            assertThatThrownBy(() -> Stalls.parse(bad)).as(bad)
                    .hasMessageStartingWith("config key 'stall' has value '" + bad + "': ");
        }
    }

    @Test
    void aSessionBlocksDuringTheStallAndAbortEndsTheWait() throws Exception {
        StorageAdaptor adaptor = new MockStorageFactory(new MockStore())
                .create(AdaptorConfig.of(Map.of("delay", "0", "stall", "0.2:600")));
        StorageSession session = adaptor.openSession(1, AuthToken.NONE);
        long t0 = System.nanoTime();
        assertThat(session.head("c", "o")).isEqualTo(OpResult.OK); // second 0
        assertThat(System.nanoTime() - t0).isLessThan(150 * MS);
        Thread.sleep(300);
        long before = System.nanoTime();
        assertThat(adaptor.openSession(2, AuthToken.NONE).head("c", "o")).isEqualTo(OpResult.OK); // same mission clock
        long ended = System.nanoTime();
        assertThat(ended - t0).isGreaterThanOrEqualTo(800 * MS); // blocked until 0.2 s + 600 ms
        assertThat(ended - before).isGreaterThanOrEqualTo(100 * MS);

        StorageAdaptor second = new MockStorageFactory(new MockStore())
                .create(AdaptorConfig.of(Map.of("delay", "0", "stall", "0:60000")));
        StorageSession stalled = second.openSession(1, AuthToken.NONE);
        CompletableFuture<OpResult> call = CompletableFuture.supplyAsync(() -> stalled.head("c", "o"), Thread::startVirtualThread);
        Thread.sleep(100);
        stalled.abort();
        assertThat(call.get(5, TimeUnit.SECONDS).ok()).isFalse(); // not 60 s: abort cuts the stall short
    }
}
