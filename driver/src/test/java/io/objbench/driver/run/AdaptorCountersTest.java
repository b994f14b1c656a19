package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import io.objbench.core.telemetry.DriverTelemetry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a snapshot's telemetry says of the mission's adaptors' retries and connects. */
class AdaptorCountersTest {

    private static final DriverTelemetry JVM = new DriverTelemetry(1_000_000, 0.1, 0.2, 2, 0, 0, 0, 1, 0, null);

    /** An adaptor whose counts the test sets; -1 is "cannot know". */
    private static final class Counting implements StorageAdaptor {
        long retries;
        long connects;

        Counting(long retries, long connects) {
            this.retries = retries;
            this.connects = connects;
        }

        @Override
        public StorageSession openSession(int workerIndex, AuthToken token) {
            throw new UnsupportedOperationException("not opened by this test");
        }

        @Override
        public long retries() {
            return retries;
        }

        @Override
        public long connectionsOpened() {
            return connects;
        }
    }

    @Test
    void eachSnapshotCarriesTheIntervalsCountsSummedOverTheAdaptors() {
        Counting a = new Counting(5, 8); // the login phase's counts: not the run's
        Counting b = new Counting(0, 1);
        AdaptorCounters counters = new AdaptorCounters(List.of(a, b));
        a.retries += 3;
        b.retries += 1;
        a.connects += 2;

        DriverTelemetry first = counters.addTo(JVM);
        DriverTelemetry second = counters.addTo(JVM);
        b.connects += 4;
        DriverTelemetry third = counters.addTo(JVM);

        assertThat(first.retries()).isEqualTo(4);
        assertThat(first.connectionsOpened()).isEqualTo(2);
        assertThat(second.retries()).isZero();
        assertThat(second.connectionsOpened()).isZero();
        assertThat(third.connectionsOpened()).isEqualTo(4);
        assertThat(third.gcPauses()).isEqualTo(JVM.gcPauses());
        assertThat(third.heapUsedBytes()).isEqualTo(JVM.heapUsedBytes());
    }

    @Test
    void aCountOneAdaptorCannotKnowIsUnknownForTheMission() {
        Counting s3 = new Counting(2, 3);
        Counting urlConnection = new Counting(0, -1);
        AdaptorCounters counters = new AdaptorCounters(List.of(s3, urlConnection));
        s3.retries++;
        s3.connects++;

        DriverTelemetry t = counters.addTo(JVM);

        assertThat(t.retries()).isEqualTo(1);
        assertThat(t.connectionsOpened()).as("a partial sum would read as the whole").isNull();
    }

    @Test
    void anAdaptorThatCountsNothingLeavesTheTelemetryAsItWas() {
        AdaptorCounters counters = new AdaptorCounters(List.of((w, t) -> null));

        assertThat(counters.addTo(JVM)).isSameAs(JVM);
    }
}
