package io.objbench.driver.run;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * The threads of one mission's workers and the detection of their end: each worker runs on its
 * own thread (virtual, or platform when the storage blocks in native code or never blocks, see
 * {@link CpuTokens}); when the last one returns, {@code onEnd} runs once on that thread. The
 * mission thus ends when its workers end (each stops at its window's stop or its budget, or on
 * the mission's stop signal), whoever reads its snapshots. Open loop keeps this pool: its workers take intended starts from their
 * {@link MissionContext} instead of starting their next operation at once.
 */
final class WorkerPool {

    private final Thread[] threads;
    private final AtomicInteger active;
    private final Runnable onEnd;

    /**
     * @param names    thread name of each worker, by local index
     * @param workers  the workers, by local index
     * @param platform whether to run them on platform threads
     * @param onEnd    runs once when every worker returned
     */
    WorkerPool(String[] names, Runnable[] workers, boolean platform, Runnable onEnd) {
        this(names, workers, (name, body) -> (platform ? Thread.ofPlatform().daemon() : Thread.ofVirtual())
                .name(name).unstarted(body), onEnd);
    }

    /** As above, with the threads made by {@code newThread} (name, body): unstarted. */
    WorkerPool(String[] names, Runnable[] workers, BiFunction<String, Runnable, Thread> newThread, Runnable onEnd) {
        this.onEnd = onEnd;
        this.active = new AtomicInteger(workers.length);
        this.threads = new Thread[workers.length];
        for (int w = 0; w < workers.length; w++) {
            Runnable worker = workers[w];
            threads[w] = newThread.apply(names[w], () -> {
                try {
                    worker.run();
                } finally {
                    ended();
                }
            });
        }
    }

    /**
     * Starts every worker. When the system refuses a thread (platform threads count against the
     * process's limit: {@code ulimit -u}, a container's pids limit), the workers not started count
     * as ended and {@code refused} gets the reason; the started ones end on the stop it causes.
     */
    void start(Consumer<String> refused) {
        if (threads.length == 0) {
            onEnd.run();
            return;
        }
        for (int i = 0; i < threads.length; i++) {
            try {
                threads[i].start();
            } catch (OutOfMemoryError e) {
                refused.accept("the system refused worker thread " + (i + 1) + " of " + threads.length
                        + (threads[i].isVirtual() ? "" : " (platform threads count against the process's thread limit:"
                                + " ulimit -u, a container's pids limit)") + ": " + e.getMessage());
                for (int k = i; k < threads.length; k++) {
                    ended();
                }
                return;
            }
        }
    }

    /** Workers still running. */
    int active() {
        return active.get();
    }

    /** Interrupts every worker (a stop: each also sees its mission's stop signal). */
    void interruptAll() {
        for (Thread t : threads) {
            t.interrupt();
        }
    }

    private void ended() {
        if (active.decrementAndGet() == 0) {
            Thread.interrupted(); // an abort's interrupt must not fail the closing of the sessions
            onEnd.run();
        }
    }
}
