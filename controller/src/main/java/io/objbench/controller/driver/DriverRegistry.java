package io.objbench.controller.driver;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The self-registered drivers ({@code objbench driver --controller URL}) and their heartbeats:
 * who joined under which name and URL, since when, and when each last called. Only the rules,
 * no I/O: {@link DriverPool} turns what this decides into drivers it polls and schedules on.
 *
 * <ul>
 *   <li>A new name joins. The names of controller.conf's {@code [driver<n>]} sections are taken.</li>
 *   <li>The same name and URL again is a heartbeat; from another process ({@code instance}
 *       differs: the driver restarted) it replaces the old entry, which is what a restarted driver
 *       rejoining looks like.</li>
 *   <li>The same name at another URL while the registered one still heartbeats is a conflict:
 *       two drivers would answer to one name. Once the old one missed its heartbeats (it is
 *       dropped anyway) the new one takes the name.</li>
 *   <li>An entry without a heartbeat for {@code missed × interval} is dropped ({@link #expire()}).</li>
 * </ul>
 * Thread-safe; the clock is injectable for tests.
 */
public final class DriverRegistry {

    /** How a registration was taken. */
    public enum Outcome {
        /** A name not registered before. */
        JOINED,
        /** A heartbeat of the registered driver. */
        RENEWED,
        /** The same name and URL from a new process (a restart), or after the old entry lapsed. */
        REPLACED;

        /** The word of {@link io.objbench.core.protocol.RegistrationReply#outcome()}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * One registered driver.
     *
     * @param name                its name
     * @param url                 the base URL the controller dials
     * @param instance            the process's id, empty when it sent none
     * @param version             its objbench version, empty when it sent none
     * @param joinedMillis        when it joined (or rejoined after a restart)
     * @param lastHeartbeatMillis when it last called
     */
    public record Entry(String name, String url, String instance, String version, long joinedMillis,
                        long lastHeartbeatMillis) {

        Entry renewed(String newVersion, long now) {
            return new Entry(name, url, instance, newVersion, joinedMillis, now);
        }
    }

    /**
     * What a registration did.
     *
     * @param outcome  how it was taken
     * @param entry    the entry now
     * @param previous the entry it replaced (REPLACED), else null
     */
    public record Result(Outcome outcome, Entry entry, Entry previous) {
    }

    /** A registration refused because its name is taken; the message says by whom and what to do. */
    public static final class NameTaken extends Exception {
        private static final long serialVersionUID = 1L;

        NameTaken(String message) {
            super(message);
        }
    }

    private final Set<String> staticNames;
    private final Duration interval;
    private final int missed;
    private final Clock clock;
    private final Map<String, Entry> entries = new LinkedHashMap<>();

    /**
     * @param staticNames the names of controller.conf's drivers, never open to registration
     * @param interval    how often registered drivers call
     * @param missed      calls missed in a row after which one is dropped (≥ 1)
     * @param clock       the controller's clock
     */
    public DriverRegistry(Set<String> staticNames, Duration interval, int missed, Clock clock) {
        this.staticNames = Set.copyOf(staticNames);
        this.interval = Objects.requireNonNull(interval, "interval");
        if (interval.isNegative() || interval.isZero() || missed < 1) {
            throw new IllegalArgumentException("heartbeat interval must be positive and missed at least 1, got "
                    + interval + ", " + missed);
        }
        this.missed = missed;
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** How often registered drivers call. */
    public Duration interval() {
        return interval;
    }

    /** After how long without a call a registered driver is dropped. */
    public Duration limit() {
        return interval.multipliedBy(missed);
    }

    /**
     * Takes a registration or heartbeat. Name and URL are already checked for form.
     *
     * @param instance the process id, null or empty when not sent
     * @param version  the driver's version, null or empty when not sent
     * @throws NameTaken when a configured driver or another live registered driver has the name
     */
    public synchronized Result register(String name, String url, String instance, String version) throws NameTaken {
        String inst = instance == null ? "" : instance;
        String ver = version == null ? "" : version;
        if (staticNames.contains(name)) {
            throw new NameTaken("driver name '" + name + "' belongs to a driver configured in controller.conf;"
                    + " start this driver with another --name");
        }
        long now = clock.millis();
        Entry old = entries.get(name);
        if (old == null) {
            Entry e = new Entry(name, url, inst, ver, now, now);
            entries.put(name, e);
            return new Result(Outcome.JOINED, e, null);
        }
        boolean lapsed = now - old.lastHeartbeatMillis() > limit().toMillis();
        if (old.url().equals(url) && (old.instance().equals(inst) || old.instance().isEmpty() || inst.isEmpty())
                && !lapsed) {
            Entry e = old.renewed(ver, now);
            entries.put(name, e);
            return new Result(Outcome.RENEWED, e, null);
        }
        if (!old.url().equals(url) && !lapsed) {
            throw new NameTaken("driver name '" + name + "' is registered by the driver at " + old.url()
                    + " (last heartbeat " + (now - old.lastHeartbeatMillis()) + " ms ago); names must be unique in the"
                    + " fleet: start this driver (" + url + ") with another --name, or stop the other one (it is"
                    + " dropped " + limit().toMillis() + " ms after its last heartbeat)");
        }
        Entry e = new Entry(name, url, inst, ver, now, now);
        entries.put(name, e);
        return new Result(Outcome.REPLACED, e, old);
    }

    /**
     * A clean stop: removes {@code name}, unless {@code instance} is given and the entry is another
     * process's (the driver restarted and rejoined before its old process's call arrived).
     *
     * @return the removed entry, empty when there was none to remove
     */
    public synchronized Optional<Entry> leave(String name, String instance) {
        Entry e = entries.get(name);
        if (e == null || instance != null && !instance.isEmpty() && !e.instance().isEmpty()
                && !e.instance().equals(instance)) {
            return Optional.empty();
        }
        entries.remove(name);
        return Optional.of(e);
    }

    /** Drops and returns every entry without a heartbeat for longer than {@link #limit()}. */
    public synchronized List<Entry> expire() {
        long now = clock.millis();
        long limit = limit().toMillis();
        List<Entry> dropped = new ArrayList<>();
        for (Iterator<Entry> it = entries.values().iterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (now - e.lastHeartbeatMillis() > limit) {
                dropped.add(e);
                it.remove();
            }
        }
        return dropped;
    }

    /** The registered driver {@code name}, if any. */
    public synchronized Optional<Entry> entry(String name) {
        return Optional.ofNullable(entries.get(name));
    }

    /** Every registered driver, in order of first registration. */
    public synchronized List<Entry> entries() {
        return List.copyOf(entries.values());
    }
}
