package io.objbench.core.concurrent;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Threads for the run's control paths (a lease abort, a cancel, the controller's polls and
 * fan-out calls, triggers): platform threads, never virtual ones. The JDK's virtual-thread
 * scheduler is not preemptive, and a carrier thread runs the tasks of its own queue before it
 * looks at anything submitted from outside: with more never-blocking workers than carriers (the
 * mock with {@code delay=0}, {@code none}, before they took CPU tokens) a virtual thread started
 * from a platform thread waited for the stage to end (WorkerSliceTest, ControlThreadsTest). The
 * operating system's scheduler gives a platform thread its turn whatever the workers do.
 */
public final class ControlThreads {

    private ControlThreads() {
    }

    /** Starts {@code task} on a new daemon platform thread named {@code name}. */
    public static Thread start(String name, Runnable task) {
        return Thread.ofPlatform().daemon().name(name).start(task);
    }

    /**
     * An executor that runs each task on a new daemon platform thread, named {@code prefix} and a
     * number; for short fan-outs of blocking calls (one per driver, one per script).
     */
    public static ExecutorService perTask(String prefix) {
        return Executors.newThreadPerTaskExecutor(Thread.ofPlatform().daemon().name(prefix, 0).factory());
    }
}
