package io.objbench.controller.queue;

import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.WorkloadRunner;

/**
 * Makes the runner of one workload when it leaves the queue, over the drivers alive at that
 * moment. May throw (e.g. no live driver): the run then ends TERMINATED with the message.
 */
@FunctionalInterface
public interface RunnerFactory {

    /** A runner reporting its progress to {@code listener}. */
    WorkloadRunner create(RunListener listener);
}
