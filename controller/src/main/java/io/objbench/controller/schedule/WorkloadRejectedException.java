package io.objbench.controller.schedule;

/** A workload the live drivers cannot run (refused at submit time); the message says why and what is available. */
public class WorkloadRejectedException extends Exception {
    private static final long serialVersionUID = 1L;

    public WorkloadRejectedException(String message) {
        super(message);
    }
}
