package io.objbench.web.server;

/**
 * A request the UI refuses before any page logic runs (a form it cannot read, a content type
 * that is no form): {@link WebUi} answers it with the error page, this status and message.
 */
public final class UiProblem extends Exception {

    private final int status;

    /** A refusal with HTTP {@code status} and a message a person can act on. */
    public UiProblem(int status, String message) {
        super(message);
        this.status = status;
    }

    /** The HTTP status. */
    public int status() {
        return status;
    }
}
