package io.objbench.controller.run;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/** A clock tests move by hand; its sleeper advances it instead of waiting. */
public final class MutableClock extends Clock {

    private final AtomicReference<Instant> now;

    public MutableClock(Instant start) {
        this.now = new AtomicReference<>(start);
    }

    public void advance(Duration d) {
        now.updateAndGet(i -> i.plus(d));
    }

    /** Settings whose sleeps advance this clock (and yield, so other threads progress). */
    RunSettings settings(Duration tick) {
        return new RunSettings(this, d -> {
            advance(d);
            Thread.sleep(1);
        }, Duration.ofMillis(200), tick, 42);
    }

    /** Settings polling each mission once per tick, as over HTTP, whose sleeps advance this clock. */
    RunSettings perTickSettings(Duration tick) {
        return new RunSettings(this, d -> {
            advance(d);
            Thread.sleep(1);
        }, null, tick, 42);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now.get();
    }
}
