package io.objbench.driver.run;

import java.util.concurrent.Semaphore;

/**
 * The driver's CPUs as tokens for workers whose storage never blocks ({@code
 * StorageAdaptor.neverBlocks()}: mock with no delay, none). Such a worker runs on a platform thread
 * and only while it holds a token; once per time slice, between two operations, it hands the token
 * to the worker that waited longest (a fair semaphore), if any waits. So the operating system sees
 * no more busy workers than CPUs:
 * <ul>
 * <li>the JIT's and the GC's threads, the control threads and the carriers of virtual threads
 *     (another mission's workers, a login) get their share. Sixty-four platform threads busy on
 *     two CPUs ran at 0.39 × the rate of as many virtual threads, the compilers starved among
 *     them (docs/performance.md, "Workers that never block");</li>
 * <li>a worker is not preempted for another worker in the middle of an operation, so its
 *     latency does not include another worker's turn, as on virtual threads.</li>
 * </ul>
 * Virtual threads cannot do this: their scheduler is not preemptive, and a carrier runs its own
 * queue dry before it looks at what was submitted from outside, so among more never-blocking
 * virtual workers than carriers anything started from outside waited for the stage to end.
 */
final class CpuTokens {

    /** One token per CPU the JVM may use, shared by every mission of the driver. */
    static final CpuTokens DRIVER = new CpuTokens(Runtime.getRuntime().availableProcessors());

    /** How long a worker keeps its token while others wait. */
    static final long SLICE_NANOS = 1_000_000;

    private final Semaphore tokens;

    CpuTokens(int cpus) {
        tokens = new Semaphore(cpus, true);
    }

    /**
     * Waits for a token.
     *
     * @return false when interrupted (the mission is aborted): the caller holds no token, and its
     *         interrupt status is set again
     */
    boolean take() {
        try {
            tokens.acquire();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Whether some worker waits for a token. */
    boolean wanted() {
        return tokens.hasQueuedThreads();
    }

    /** Gives a held token back. */
    void give() {
        tokens.release();
    }
}
