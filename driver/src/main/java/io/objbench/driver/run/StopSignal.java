package io.objbench.driver.run;

/**
 * A mission's stop, as its workers see it: volatile flags read on the hot path, set once by the
 * mission (budgets and the window are each worker's own business, not a stop).
 */
final class StopSignal {

    private volatile boolean stopping;
    private volatile boolean interrupted;

    /** Asks every worker to stop; {@code interrupted}: the stop comes from an abort or a termination. */
    void stop(boolean interrupted) {
        if (interrupted) {
            this.interrupted = true; // before stopping: a worker seeing the stop sees its cause
        }
        stopping = true;
    }

    /** Whether workers must stop starting operations. */
    boolean stopping() {
        return stopping;
    }

    /** Whether the stop is an abort or a termination (calls may fail because of it). */
    boolean interrupted() {
        return interrupted;
    }
}
