package io.objbench.app.client;

/**
 * A controller call that did not succeed: the controller's own message (its {@code ApiError}) with
 * the HTTP status, or status 0 when the controller could not be reached at all.
 */
public final class ControllerException extends Exception {

    private final int status;

    ControllerException(int status, String message) {
        super(message);
        this.status = status;
    }

    /** The HTTP status, 0 when no reply came. */
    public int status() {
        return status;
    }

    /** True for a request the controller refused (4xx): a bad workload, an unknown id, a wrong token. */
    public boolean rejected() {
        return status >= 400 && status < 500;
    }
}
