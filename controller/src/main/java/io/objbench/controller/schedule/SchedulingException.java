package io.objbench.controller.schedule;

/** A stage whose works cannot be spread over the drivers (no driver left for a work). */
public class SchedulingException extends Exception {
    private static final long serialVersionUID = 1L;

    public SchedulingException(String message) {
        super(message);
    }
}
