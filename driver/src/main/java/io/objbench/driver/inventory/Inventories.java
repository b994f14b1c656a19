package io.objbench.driver.inventory;

import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The confirmed-object inventories of this driver, by run (the mission's workloadId) and name.
 * A run's inventories survive across its stages and missions on this driver and are forgotten
 * after the run: when no mission of the run has been submitted or closed here for {@link
 * #DEFAULT_IDLE} (checked at every mission submit, no timer), or, when more than {@link
 * #DEFAULT_MAX_RUNS} runs hold inventories, the one idle the longest goes first. A run with a
 * mission on the driver is never forgotten. Thread-safe; looked up at mission submit, never on the
 * per-operation path.
 */
public final class Inventories {

    /** How long a run's inventories outlive its last mission on this driver. */
    public static final Duration DEFAULT_IDLE = Duration.ofHours(1);
    /** How many runs' inventories a driver keeps at most (beyond, the longest idle without missions go). */
    public static final int DEFAULT_MAX_RUNS = 4;

    private static final class Run {
        final Map<String, Inventory> byName = new ConcurrentHashMap<>();
        volatile long lastUsedNanos;

        Run(long now) {
            lastUsedNanos = now;
        }
    }

    private final Map<String, Run> runs = new ConcurrentHashMap<>();
    private final long idleNanos;
    private final int maxRuns;
    private final LongSupplier nanoTime;

    /** Inventories forgotten after {@link #DEFAULT_IDLE}, at most {@link #DEFAULT_MAX_RUNS} runs. */
    public Inventories() {
        this(DEFAULT_IDLE, DEFAULT_MAX_RUNS, System::nanoTime);
    }

    /**
     * @param idle     how long a run's inventories outlive its last mission here
     * @param maxRuns  how many runs' inventories are kept at most
     * @param nanoTime the driver's clock
     */
    public Inventories(Duration idle, int maxRuns, LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
        if (idle.isNegative() || maxRuns < 1) {
            throw new IllegalArgumentException("idle " + idle + " and max runs " + maxRuns + ": expected ≥ 0 and ≥ 1");
        }
        this.idleNanos = idle.toNanos();
        this.maxRuns = maxRuns;
    }

    /** The inventory {@code name} of run {@code workloadId}, created empty on first use. */
    public Inventory of(String workloadId, String name) {
        long nowNanos = nanoTime.getAsLong();
        Run run = runs.computeIfAbsent(key(workloadId), id -> new Run(nowNanos));
        run.lastUsedNanos = nowNanos;
        return run.byName.computeIfAbsent(name, Inventory::new);
    }

    /** Notes that a mission of {@code workloadId} was submitted or closed now (its inventories are in use). */
    public void touch(String workloadId) {
        Run run = runs.get(key(workloadId));
        if (run != null) {
            run.lastUsedNanos = nanoTime.getAsLong();
        }
    }

    /**
     * Forgets the inventories of runs without a mission here ({@code live}: the runs that have
     * one) idle longer than the idle time, then the longest idle ones beyond the maximum count.
     */
    public void sweep(Set<String> live) {
        long nowNanos = nanoTime.getAsLong();
        runs.entrySet().removeIf(e -> !live.contains(e.getKey()) && nowNanos - e.getValue().lastUsedNanos > idleNanos);
        while (runs.size() > maxRuns) {
            String oldest = runs.entrySet().stream().filter(e -> !live.contains(e.getKey()))
                    .min(Comparator.comparingLong(e -> e.getValue().lastUsedNanos))
                    .map(Map.Entry::getKey).orElse(null);
            if (oldest == null) {
                return; // every run held here has a mission: none can go
            }
            runs.remove(oldest);
        }
    }

    private static String key(String workloadId) {
        return workloadId == null ? "" : workloadId;
    }

    /** The runs whose inventories are held. */
    public Set<String> runs() {
        return Set.copyOf(runs.keySet());
    }
}
