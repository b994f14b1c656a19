package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The mock's randoms: reproducible per seed and worker, and no two seeds or workers share a stream. */
class WorkerRandomTest {

    private static final int DRAWS = 5_000;

    private static Set<Long> draws(SplittableRandom random) {
        Set<Long> out = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            out.add(random.nextLong());
        }
        return out;
    }

    @Test
    void theSameSeedAndWorkerReplayTheSameStream() {
        assertThat(draws(MockSession.workerRandom(1001, 3))).isEqualTo(draws(MockSession.workerRandom(1001, 3)));
    }

    @Test
    void neighbouringSeedsAndWorkersShareNoDraw() {
        // seeds as a workload of trials sets them (1001, 1002, …; 2001 in a second run), a few workers each:
        // before seeds were hashed, seed n+1 drew seed n's stream one draw later
        long[] seeds = {0, 1, 2, 1001, 1002, 1003, 2001, 2002};
        Set<Long> seen = new HashSet<>();
        int streams = 0;
        for (long seed : seeds) {
            for (int worker = 0; worker < 4; worker++) {
                Set<Long> d = draws(MockSession.workerRandom(seed, worker));
                Set<Long> shared = new HashSet<>(d);
                shared.retainAll(seen);
                assertThat(shared).as("seed %d worker %d draws another's", seed, worker).isEmpty();
                seen.addAll(d);
                streams++;
            }
        }
        assertThat(seen).hasSize(streams * DRAWS);
    }
}
