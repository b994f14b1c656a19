package io.objbench.driver.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.mission.Mission;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkloadReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;

class ArrivalScheduleTest {

    private static final long S = 1_000_000_000L;

    @Test
    void fixedAt100kPerSecondIssuesExactlyTheRateOverAWindowWithoutDrift() {
        FixedSchedule schedule = (FixedSchedule) ArrivalSchedule.fixed(100_000, 42);
        long count = 0;
        while (schedule.next() < 42 + 10 * S) {
            count++;
        }
        assertThat(count).isEqualTo(1_000_000); // 10 s at 100,000 ops/s, not one more or less
        assertThat(schedule.intendedStart(0)).isEqualTo(42);
        assertThat(schedule.intendedStart(1)).isEqualTo(42 + 10_000);
        assertThat(schedule.intendedStart(999_999)).isEqualTo(42 + 10 * S - 10_000);
        // a rate whose period is not a whole number of ns still adds up exactly (no drift)
        FixedSchedule third = (FixedSchedule) ArrivalSchedule.fixed(3, 0);
        assertThat(third.intendedStart(3)).isEqualTo(S);
        assertThat(third.intendedStart(3_000)).isEqualTo(1_000 * S);
    }

    @Test
    void concurrentWorkersTakeEveryStartExactlyOnce() throws Exception {
        for (ArrivalSchedule schedule : new ArrivalSchedule[] {ArrivalSchedule.fixed(100_000, 0),
                ArrivalSchedule.poisson(100_000, 0, 7)}) {
            ArrivalSchedule reference = schedule instanceof FixedSchedule ? ArrivalSchedule.fixed(100_000, 0)
                    : ArrivalSchedule.poisson(100_000, 0, 7);
            ConcurrentLinkedQueue<long[]> taken = new ConcurrentLinkedQueue<>();
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                threads.add(Thread.ofPlatform().start(() -> {
                    long[] mine = new long[50_000];
                    for (int i = 0; i < mine.length; i++) {
                        mine[i] = schedule.next();
                    }
                    taken.add(mine);
                }));
            }
            for (Thread t : threads) {
                t.join();
            }
            long[] all = taken.stream().flatMapToLong(Arrays::stream).sorted().toArray();
            long[] expected = new long[200_000];
            for (int i = 0; i < expected.length; i++) {
                expected[i] = reference.next();
            }
            assertThat(all).as(schedule.getClass().getSimpleName()).isEqualTo(expected); // none lost, none twice
            assertThat(schedule.issued()).isEqualTo(200_000);
        }
    }

    /**
     * Poisson gaps at 100,000 ops/s: 1,000,000 gaps of mean 10 µs. The sample mean's standard
     * error is 10 µs / √10⁶ = 0.01 µs (0.1 %); the tolerance is 0.5 % (5 standard errors). An
     * exponential's standard deviation equals its mean (tolerance 1 %), and P(gap > mean) = 1/e
     * (binomial standard error 0.05 %, tolerance 0.3 %).
     */
    @Test
    void poissonGapsHaveTheRightMeanAndShapeAndRepeatWithTheSeed() {
        ArrivalSchedule a = ArrivalSchedule.poisson(100_000, 0, 1234);
        int n = 1_000_000;
        double sum = 0;
        double sumSquares = 0;
        long above = 0;
        long previous = a.next();
        for (int i = 0; i < n; i++) {
            long next = a.next();
            double gap = next - previous;
            sum += gap;
            sumSquares += gap * gap;
            above += gap > 10_000 ? 1 : 0;
            previous = next;
        }
        double mean = sum / n;
        double sd = Math.sqrt(sumSquares / n - mean * mean);
        assertThat(mean).isCloseTo(10_000, org.assertj.core.api.Assertions.within(50.0));
        assertThat(sd).isCloseTo(10_000, org.assertj.core.api.Assertions.within(100.0));
        assertThat((double) above / n).isCloseTo(Math.exp(-1), org.assertj.core.api.Assertions.within(0.003));

        ArrivalSchedule same = ArrivalSchedule.poisson(100_000, 5 * S, 1234);
        ArrivalSchedule other = ArrivalSchedule.poisson(100_000, 0, 1235);
        ArrivalSchedule again = ArrivalSchedule.poisson(100_000, 0, 1234);
        boolean differs = false;
        for (int i = 0; i < 1_000; i++) {
            long t = again.next();
            assertThat(same.next()).isEqualTo(t + 5 * S); // the origin shifts the sequence, nothing else
            differs |= other.next() != t;
        }
        assertThat(differs).as("another seed draws other gaps").isTrue();
    }

    @Test
    void aMissionsScheduleRunsItsShareOfTheWorksRate() throws Exception {
        Work work = WorkloadReader.read("""
                <workload name="m"><storage type="none" /><workflow><workstage name="s">
                <work name="w" workers="10" runtime="10" rate="1000" arrival="poisson"><operation type="read"
                 ratio="100" config="containers=c(1);objects=c(1)" /></work></workstage></workflow></workload>
                """, "m.xml").stages().get(0).works().get(0);
        ArrivalSchedule first = ArrivalSchedule.forMission(new Mission("a", "w1", "s1-s", work, 4, 0, 9), 0);
        ArrivalSchedule second = ArrivalSchedule.forMission(new Mission("b", "w1", "s1-s", work, 6, 4, 9), 0);
        assertThat(first).isInstanceOf(PoissonSchedule.class);
        assertThat(first.rate() + second.rate()).isEqualTo(1000.0);
        assertThat(first.rate()).isEqualTo(400.0);
        assertThat(first.next()).isZero();
        assertThat(first.next()).isNotEqualTo(second.next() == 0 ? second.next() : -1); // different gaps per mission

        Work closed = new Work(work.name(), work.type(), work.workers(), work.interval(), work.division(),
                work.runtime(), 0, 0, 0, 0, 0, null, work.config(), work.auth(), work.storage(), work.operations());
        assertThatThrownBy(() -> ArrivalSchedule.forMission(new Mission("c", "w1", "s1-s", closed, 4, 0, 9), 0))
                .hasMessageContaining("closed loop");
    }
}
