package io.objbench.driver.telemetry;

import com.sun.management.GarbageCollectionNotificationInfo;
import io.objbench.core.telemetry.DriverTelemetry;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * The driver JVM's own health (docs/metrics.md, "Driver telemetry"), one per JVM: a GC
 * notification listener that counts stop-the-world pauses, and a scheduling-lag probe, a daemon
 * platform thread that sleeps {@value #PROBE_MILLIS} ms and notes how late it woke. Each mission's
 * snapshot thread takes a {@link Cursor} and reads it once per interval; nothing here touches the
 * operation path.
 *
 * <p>What counts as a GC pause: every notification of a collector whose pauses stop the
 * application: G1 Young and Old Generation, "G1 Concurrent GC" (since JDK 20 it reports G1's
 * Remark and Cleanup pauses, not the concurrent marking), Parallel, Serial, "ZGC ... Pauses",
 * "Shenandoah Pauses". The notifications of concurrent cycles ("ZGC ... Cycles", "Shenandoah
 * Cycles") are skipped: the application runs during them. The JVM reports whole milliseconds.
 */
public final class JvmTelemetry {

    /** The lag probe's period. */
    static final long PROBE_MILLIS = 100;

    private static volatile JvmTelemetry shared;

    private final com.sun.management.OperatingSystemMXBean os;
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final List<Cursor> cursors = new CopyOnWriteArrayList<>();
    private final Path procStat;

    JvmTelemetry(Path procStat) {
        this.procStat = procStat;
        os = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean o ? o : null;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener((n, handback) -> {
                    if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
                        var info = GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData());
                        if (isPause(info.getGcName())) {
                            long micros = info.getGcInfo().getDuration() * 1_000L;
                            cursors.forEach(c -> c.pause(micros));
                        }
                    }
                }, null, null);
            }
        }
        Thread.ofPlatform().daemon().name("objbench-lag-probe").start(this::probe);
    }

    /** The JVM's one instance, started on first use. */
    public static JvmTelemetry shared() {
        JvmTelemetry t = shared;
        if (t == null) {
            synchronized (JvmTelemetry.class) {
                if (shared == null) {
                    shared = new JvmTelemetry(Path.of("/proc/stat"));
                }
                t = shared;
            }
        }
        return t;
    }

    /** True for a notification of a stop-the-world pause (the class comment says which). */
    static boolean isPause(String gcName) {
        return !gcName.contains("Cycles");
    }

    private void probe() {
        long period = PROBE_MILLIS * 1_000_000L;
        while (true) {
            long before = System.nanoTime();
            LockSupport.parkNanos(period);
            long late = (System.nanoTime() - before - period) / 1_000L;
            if (late > 0) {
                cursors.forEach(c -> c.lag(late));
            }
        }
    }

    /** A reader whose first {@link Cursor#take} counts from now; one per mission. */
    public Cursor start() {
        Cursor c = new Cursor();
        cursors.add(c);
        return c;
    }

    /** The host's busy and total jiffies from {@code /proc/stat}'s first line; null when unreadable. */
    long[] hostTicks() {
        try {
            String line = Files.readAllLines(procStat).getFirst();
            String[] f = line.trim().split("\\s+");
            long total = 0;
            long idle = 0;
            for (int i = 1; i < f.length && i <= 8; i++) { // user nice system idle iowait irq softirq steal
                long v = Long.parseLong(f[i]);
                total += v;
                if (i == 4 || i == 5) {
                    idle += v;
                }
            }
            return new long[] {total - idle, total};
        } catch (java.io.IOException | RuntimeException e) {
            return null; // not Linux: the host's CPU is not measured
        }
    }

    /** One mission's view: every figure since its previous take. */
    public final class Cursor {

        private long lastNanos = System.nanoTime();
        private long lastCpuNanos = os == null ? -1 : os.getProcessCpuTime();
        private long[] lastTicks = hostTicks();
        // written by the GC listener and the probe, read and reset by the snapshot thread
        private long pauses;
        private long pauseMicros;
        private long maxPauseMicros;
        private long maxLagMicros;

        private Cursor() {
        }

        synchronized void pause(long micros) {
            pauses++;
            pauseMicros += micros;
            maxPauseMicros = Math.max(maxPauseMicros, micros);
        }

        synchronized void lag(long micros) {
            maxLagMicros = Math.max(maxLagMicros, micros);
        }

        /** The figures since the previous take (or {@link #start}). Called by one snapshot thread. */
        public DriverTelemetry take() {
            long now = System.nanoTime();
            int cores = Runtime.getRuntime().availableProcessors();
            long wall = Math.max(1, now - lastNanos);
            Double process = null;
            long cpu = os == null ? -1 : os.getProcessCpuTime();
            if (cpu >= 0 && lastCpuNanos >= 0) {
                process = Math.min(1.0, (double) (cpu - lastCpuNanos) / wall / cores);
            }
            long[] ticks = hostTicks();
            Double host = null;
            if (ticks != null && lastTicks != null && ticks[1] > lastTicks[1]) {
                host = (double) (ticks[0] - lastTicks[0]) / (ticks[1] - lastTicks[1]);
            }
            lastNanos = now;
            lastCpuNanos = cpu;
            lastTicks = ticks;
            long heap = memory.getHeapMemoryUsage().getUsed();
            synchronized (this) {
                DriverTelemetry t = new DriverTelemetry(wall / 1_000L, process, host, cores, pauses, pauseMicros,
                        maxPauseMicros, heap, maxLagMicros, null);
                pauses = 0;
                pauseMicros = 0;
                maxPauseMicros = 0;
                maxLagMicros = 0;
                return t;
            }
        }

        /** Stops counting (the mission ended). */
        public void close() {
            cursors.remove(this);
        }
    }
}
