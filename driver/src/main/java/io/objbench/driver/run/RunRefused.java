package io.objbench.driver.run;

/**
 * The engine refused a call: the mission cannot run here ({@link Reason#INVALID}) or the call does
 * not fit the mission's state ({@link Reason#WRONG_STATE}). The mission registry maps it to the
 * driver's error vocabulary once.
 */
public final class RunRefused extends Exception {

    /** Why the call was refused. */
    public enum Reason { INVALID, WRONG_STATE }

    private final Reason reason;

    RunRefused(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    /** Why. */
    public Reason reason() {
        return reason;
    }
}
