package io.objbench.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class LoginThrottleTest {

    private final MutableClock clock = new MutableClock();
    private final LoginThrottle throttle = new LoginThrottle(clock);

    @Test
    void fiveFailuresAreFreeThenTheLockDoublesUpToFifteenMinutes() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
            assertThat(throttle.wait("alice", "10.0.0.1")).isZero();
            throttle.failed("alice", "10.0.0.1");
        }
        assertThat(throttle.wait("alice", "10.0.0.1")).isZero();
        throttle.failed("alice", "10.0.0.1");
        assertThat(throttle.wait("alice", "10.0.0.1")).isEqualTo(Duration.ofSeconds(1));
        clock.now = clock.now.plusSeconds(1);
        throttle.failed("alice", "10.0.0.1");
        assertThat(throttle.wait("alice", "10.0.0.1")).isEqualTo(Duration.ofSeconds(2));
        for (int i = 0; i < 30; i++) {
            throttle.failed("alice", "10.0.0.1");
        }
        assertThat(throttle.wait("alice", "10.0.0.1")).isEqualTo(LoginThrottle.MAX_LOCK);
    }

    @Test
    void theLockHoldsForTheNameFromAnyAddressAndForTheAddressWithAnyName() {
        for (int i = 0; i <= LoginThrottle.FREE_FAILURES; i++) {
            throttle.failed("alice", "10.0.0.1");
        }
        assertThat(throttle.wait("alice", "10.0.0.2")).isPositive();
        assertThat(throttle.wait("bob", "10.0.0.1")).isPositive();
        assertThat(throttle.wait("bob", "10.0.0.2")).isZero();
    }

    @Test
    void aGoodLoginClearsTheRecord() {
        for (int i = 0; i < LoginThrottle.FREE_FAILURES; i++) {
            throttle.failed("alice", "10.0.0.1");
        }
        throttle.succeeded("alice", "10.0.0.1");
        throttle.failed("alice", "10.0.0.1");
        assertThat(throttle.wait("alice", "10.0.0.1")).isZero();
    }

    private static final class MutableClock extends Clock {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
