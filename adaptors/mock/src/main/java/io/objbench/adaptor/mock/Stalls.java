package io.objbench.adaptor.mock;

import io.objbench.api.AdaptorException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The storage pauses of the {@code stall=<at s>:<duration ms>[,…]} key: from second {@code at} of
 * the mission, every call blocks until the pause ends, as a storage stalling for a garbage
 * collection or a failover would. The mission's second 0 is the first call any session of the
 * adaptor makes (the mission's first operation), so login time does not shift the stalls. One
 * per adaptor (mission), shared by its sessions; lock-free: the origin is set once by CAS.
 */
final class Stalls {

    /** No stall configured: {@link #remainingNanos} is always 0 (stateless, so shareable). */
    static final Stalls NONE = new Stalls(new long[0], new long[0]);

    private static final long UNSET = Long.MIN_VALUE;

    /** Stall starts and ends in nanoseconds from the origin, sorted by start. */
    private final long[] starts;
    private final long[] ends;
    private final AtomicLong origin = new AtomicLong(UNSET);

    private Stalls(long[] starts, long[] ends) {
        this.starts = starts;
        this.ends = ends;
    }

    /** How many stalls there are. */
    int count() {
        return starts.length;
    }

    /**
     * How long a call made at {@code now} ({@link System#nanoTime()}) must wait for the stall it
     * falls into to end, 0 when it falls into none. The first call sets the origin.
     */
    long remainingNanos(long now) {
        if (starts.length == 0) {
            return 0;
        }
        long o = origin.get();
        if (o == UNSET) {
            o = origin.compareAndExchange(UNSET, now);
            o = o == UNSET ? now : o;
        }
        long t = now - o;
        long until = 0;
        for (int i = 0; i < starts.length && starts[i] <= t; i++) {
            until = Math.max(until, ends[i]); // overlapping stalls: the latest end counts
        }
        return until > t ? until - t : 0;
    }

    /**
     * Parses {@code <at s>:<duration ms>} pairs separated by commas, e.g. {@code 10:2000,30:500}
     * (fractions allowed).
     *
     * @throws AdaptorException naming the key, the value and the expected form
     */
    static Stalls parse(String text) throws AdaptorException {
        String s = text.trim();
        if (s.isEmpty()) {
            throw bad(text, "expected <at seconds>:<duration ms>[,...], e.g. 10:2000");
        }
        List<long[]> windows = new ArrayList<>();
        for (String part : s.split(",", -1)) {
            String[] pair = part.split(":", -1);
            if (pair.length != 2) {
                throw bad(text, "'" + part.trim() + "' is not <at seconds>:<duration ms>, e.g. 10:2000");
            }
            double at = number(text, pair[0], "seconds");
            double ms = number(text, pair[1], "milliseconds");
            if (ms <= 0) {
                throw bad(text, "a stall's duration must be > 0 ms, found '" + pair[1].trim() + "'");
            }
            long start = (long) (at * 1e9);
            windows.add(new long[] {start, start + (long) (ms * 1e6)});
        }
        windows.sort((a, b) -> Long.compare(a[0], b[0]));
        return new Stalls(windows.stream().mapToLong(w -> w[0]).toArray(), windows.stream().mapToLong(w -> w[1]).toArray());
    }

    private static double number(String text, String value, String unit) throws AdaptorException {
        double d;
        try {
            d = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            throw bad(text, "'" + value.trim() + "' is not a number of " + unit);
        }
        if (!(d >= 0) || Double.isInfinite(d)) {
            throw bad(text, "'" + value.trim() + "' must be a finite number of " + unit + " >= 0");
        }
        return d;
    }

    private static AdaptorException bad(String text, String why) {
        return new AdaptorException("config key 'stall' has value '" + text + "': " + why);
    }

    @Override
    public String toString() {
        return "Stalls" + Arrays.toString(starts) + Arrays.toString(ends);
    }
}
