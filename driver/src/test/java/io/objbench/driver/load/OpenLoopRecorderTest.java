package io.objbench.driver.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The three latencies, proved exactly on a scripted sequence: two workers serve a 1,000 ops/s
 * schedule (intended starts every 1 ms from a fake clock's 0), each call takes 0.5 ms, and the
 * storage stalls from 2 ms to 6 ms (a call made then completes at 6.5 ms). The schedule and the
 * recorder are the real ones; only time is scripted.
 */
class OpenLoopRecorderTest {

    private static final long MS = 1_000_000L;
    private static final long START = 7 * 1_000 * MS; // an arbitrary nanoTime origin

    /** The scripted storage: 0.5 ms per call, calls made in [2 ms, 6 ms) finish at 6.5 ms. */
    private static long completion(long actual) {
        long t = actual - START;
        return START + (t >= 2 * MS && t < 6 * MS ? 6 * MS : t) + MS / 2;
    }

    @Test
    void aScriptedStallGivesExactlyTheThreeExpectedHistograms() {
        ArrivalSchedule schedule = ArrivalSchedule.fixed(1000, START);
        OpenLoopRecorder recorder = new OpenLoopRecorder();
        long[] freeAt = {START, START}; // two workers
        for (int op = 0; op < 10; op++) {
            int w = freeAt[0] <= freeAt[1] ? 0 : 1; // the worker free first takes the next start
            long intended = schedule.next();
            long actual = Math.max(intended, freeAt[w]); // what the waiter returns: never before the start
            long done = completion(actual);
            recorder.record(intended, actual, done);
            freeAt[w] = done;
        }
        Latencies l = recorder.take();
        // per op (ms): intended 0..9; actual 0,1,2,3,6.5,6.5,7,7,8,9; completion .5,1.5,6.5,6.5,7,7,7.5,7.5,8.5,9.5
        assertCounts(l.response(), 500, 5, 1500, 1, 2000, 1, 3000, 1, 3500, 1, 4500, 1);
        // closed loop would have shown only the service times: p80 0.5 ms where open loop shows 3 ms
        assertThat(l.service().getValueAtPercentile(80)).isEqualTo(500);
        assertThat(l.response().lowestEquivalentValue(l.response().getValueAtPercentile(80))).isEqualTo(3000);
        assertCounts(l.service(), 500, 8, 3500, 1, 4500, 1);
        assertCounts(l.lag(), 0, 7, 1000, 1, 1500, 1, 2500, 1);
        assertThat(schedule.issued()).isEqualTo(10);

        // the next interval starts empty
        assertThat(recorder.take().count()).isZero();
    }

    /** {@code h} holds exactly the (µs value, count) pairs given, nothing else. */
    private static void assertCounts(Histogram h, long... pairs) {
        long total = 0;
        for (int i = 0; i < pairs.length; i += 2) {
            assertThat(h.getCountAtValue(pairs[i])).as("count at %d µs", pairs[i]).isEqualTo(pairs[i + 1]);
            total += pairs[i + 1];
        }
        assertThat(h.getTotalCount()).isEqualTo(total).isEqualTo(10);
    }

    @Test
    void latenciesAreTruncatedToMicrosecondsAndNeverNegative() {
        OpenLoopRecorder recorder = new OpenLoopRecorder();
        recorder.record(1_000, 500, 4_999); // started "early" (a cut-short wait): lag 0
        Latencies l = recorder.take();
        assertThat(l.lag().getCountAtValue(0)).isEqualTo(1);
        assertThat(l.response().getCountAtValue(3)).isEqualTo(1);
        assertThat(l.service().getCountAtValue(4)).isEqualTo(1);
    }

    @Test
    void takeIntoAddsWithoutReplacingSoIntervalsSumToTheTotal() {
        OpenLoopRecorder recorder = new OpenLoopRecorder();
        Latencies total = Latencies.empty();
        recorder.record(0, 0, 2 * MS);
        recorder.takeInto(total);
        recorder.record(0, MS, 3 * MS);
        recorder.takeInto(total);
        assertThat(total.count()).isEqualTo(2);
        assertThat(total.response().getCountAtValue(3000)).isEqualTo(1);
        assertThat(total.response().getCountAtValue(2000)).isEqualTo(1);
        assertThat(total.lag().getCountAtValue(1000)).isEqualTo(1);
    }
}
