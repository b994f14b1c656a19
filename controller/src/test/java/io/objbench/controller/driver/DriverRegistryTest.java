package io.objbench.controller.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.controller.run.MutableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rules of self-registration, on a clock the test moves. */
class DriverRegistryTest {

    private final MutableClock clock = new MutableClock(Instant.ofEpochMilli(1_000_000));
    private final DriverRegistry registry = new DriverRegistry(Set.of("static1"), Duration.ofSeconds(1), 3, clock);

    @Test
    void aNewNameJoinsAndAHeartbeatRenewsIt() throws Exception {
        DriverRegistry.Result joined = registry.register("d1", "http://h1:18088", "p1", "0.1");
        assertThat(joined.outcome()).isEqualTo(DriverRegistry.Outcome.JOINED);
        assertThat(joined.entry().joinedMillis()).isEqualTo(1_000_000);
        clock.advance(Duration.ofMillis(900));
        DriverRegistry.Result beat = registry.register("d1", "http://h1:18088", "p1", "0.1");
        assertThat(beat.outcome()).isEqualTo(DriverRegistry.Outcome.RENEWED);
        assertThat(beat.entry().joinedMillis()).as("a heartbeat keeps the join time").isEqualTo(1_000_000);
        assertThat(beat.entry().lastHeartbeatMillis()).isEqualTo(1_000_900);
        assertThat(registry.entries()).hasSize(1);
    }

    @Test
    void aDriverIsDroppedOnlyAfterTheLimitWithoutHeartbeat() throws Exception {
        assertThat(registry.limit()).isEqualTo(Duration.ofSeconds(3));
        registry.register("d1", "http://h1:18088", "p1", null);
        registry.register("d2", "http://h2:18088", "p2", null);
        clock.advance(Duration.ofMillis(2_000));
        registry.register("d2", "http://h2:18088", "p2", null);
        clock.advance(Duration.ofMillis(1_000));
        assertThat(registry.expire()).as("exactly at the limit: still in").isEmpty();
        clock.advance(Duration.ofMillis(1));
        assertThat(registry.expire()).extracting(DriverRegistry.Entry::name).containsExactly("d1");
        assertThat(registry.entries()).extracting(DriverRegistry.Entry::name).containsExactly("d2");
        clock.advance(Duration.ofMillis(2_000));
        assertThat(registry.expire()).extracting(DriverRegistry.Entry::name).containsExactly("d2");
        assertThat(registry.entries()).isEmpty();
    }

    @Test
    void aRestartedDriverRejoinsUnderItsNameAndReplacesTheOldEntry() throws Exception {
        registry.register("d1", "http://h1:18088", "p1", null);
        clock.advance(Duration.ofMillis(500));
        DriverRegistry.Result again = registry.register("d1", "http://h1:18088", "p2", null);
        assertThat(again.outcome()).isEqualTo(DriverRegistry.Outcome.REPLACED);
        assertThat(again.previous().instance()).isEqualTo("p1");
        assertThat(again.entry().joinedMillis()).as("a new process joins anew").isEqualTo(1_000_500);
        // the old process's late clean stop must not remove the new one
        assertThat(registry.leave("d1", "p1")).isEmpty();
        assertThat(registry.entry("d1")).isPresent();
        assertThat(registry.leave("d1", "p2")).isPresent();
        assertThat(registry.entry("d1")).isEmpty();
    }

    @Test
    void aNameAtAnotherUrlIsRefusedWhileItsDriverLivesAndFreeOnceItLapsed() throws Exception {
        registry.register("d1", "http://h1:18088", "p1", null);
        clock.advance(Duration.ofMillis(2_000));
        assertThatThrownBy(() -> registry.register("d1", "http://h9:18088", "p9", null))
                .isInstanceOf(DriverRegistry.NameTaken.class)
                .hasMessageContaining("driver name 'd1' is registered by the driver at http://h1:18088")
                .hasMessageContaining("another --name");
        assertThat(registry.entry("d1").orElseThrow().url()).isEqualTo("http://h1:18088");
        clock.advance(Duration.ofMillis(1_001));
        DriverRegistry.Result taken = registry.register("d1", "http://h9:18088", "p9", null);
        assertThat(taken.outcome()).as("the old one stopped heartbeating: the name is free")
                .isEqualTo(DriverRegistry.Outcome.REPLACED);
        assertThat(registry.entry("d1").orElseThrow().url()).isEqualTo("http://h9:18088");
    }

    @Test
    void theNamesOfConfiguredDriversAreNotOpen() {
        assertThatThrownBy(() -> registry.register("static1", "http://h1:18088", "p1", null))
                .isInstanceOf(DriverRegistry.NameTaken.class).hasMessageContaining("configured in controller.conf");
        assertThat(registry.entries()).isEmpty();
    }

    @Test
    void leavingRemovesAtOnce() throws Exception {
        registry.register("d1", "http://h1:18088", "p1", null);
        assertThat(registry.leave("d1", null)).isPresent();
        assertThat(registry.entries()).isEmpty();
        assertThat(registry.leave("d1", null)).isEmpty();
    }
}
