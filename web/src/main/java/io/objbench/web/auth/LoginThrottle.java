package io.objbench.web.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows password guessing: after {@value #FREE_FAILURES} failed logins for a user name or from a
 * client address, further attempts for that name or address are refused without checking the
 * password, for a lock that doubles with each further failure (1 s, 2 s, 4 s … at most 15 min).
 * A good login clears its name and address. Checked before the (deliberately slow) password hash,
 * so guessing costs the controller nothing while locked.
 */
public final class LoginThrottle {

    static final int FREE_FAILURES = 5;
    static final Duration MAX_LOCK = Duration.ofMinutes(15);
    /** At most this many names and addresses are remembered; the oldest locks go first. */
    private static final int MAX_ENTRIES = 10_000;

    private record Failures(int count, Instant lockedUntil) {
    }

    private final Clock clock;
    private final ConcurrentHashMap<String, Failures> failures = new ConcurrentHashMap<>();

    public LoginThrottle(Clock clock) {
        this.clock = clock;
    }

    /** How long {@code name} from {@code address} must still wait; zero when it may try now. */
    public Duration wait(String name, String address) {
        Instant now = clock.instant();
        Duration a = remaining(failures.get("u:" + name), now);
        Duration b = remaining(failures.get("a:" + address), now);
        return a.compareTo(b) >= 0 ? a : b;
    }

    /** Records a failed attempt. */
    public void failed(String name, String address) {
        Instant now = clock.instant();
        if (failures.size() >= MAX_ENTRIES) {
            failures.entrySet().removeIf(e -> !e.getValue().lockedUntil().isAfter(now));
        }
        failures.compute("u:" + name, (k, f) -> next(f, now));
        failures.compute("a:" + address, (k, f) -> next(f, now));
    }

    /** Clears the record of a name and address that just logged in. */
    public void succeeded(String name, String address) {
        failures.remove("u:" + name);
        failures.remove("a:" + address);
    }

    private static Failures next(Failures f, Instant now) {
        int count = f == null ? 1 : f.count() + 1;
        if (count <= FREE_FAILURES) {
            return new Failures(count, now);
        }
        int doublings = Math.min(count - FREE_FAILURES - 1, 20);
        Duration lock = Duration.ofSeconds(1L << doublings);
        return new Failures(count, now.plus(lock.compareTo(MAX_LOCK) > 0 ? MAX_LOCK : lock));
    }

    private static Duration remaining(Failures f, Instant now) {
        return f == null || !f.lockedUntil().isAfter(now) ? Duration.ZERO : Duration.between(now, f.lockedUntil());
    }
}
