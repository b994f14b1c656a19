package io.objbench.api;

import java.util.Objects;

/**
 * The outcome of one storage or auth call. Success is the shared constant {@link #OK}, so the hot
 * path allocates nothing; a failure carries its {@link ErrorKind}, the protocol's status code
 * (HTTP status, errno, or 0) and a message a person can act on.
 *
 * @param kind    {@code null} on success, otherwise why the call failed
 * @param code    the status code the storage returned (HTTP status, negative errno), 0 if none
 * @param message a short human-readable description; empty on success
 */
public record OpResult(ErrorKind kind, int code, String message) {

    /** The one success value. */
    public static final OpResult OK = new OpResult(null, 0, "");

    public OpResult {
        Objects.requireNonNull(message, "message");
        if (kind == null && (code != 0 || !message.isEmpty())) {
            throw new IllegalArgumentException("a successful result carries no code or message; use OpResult.OK");
        }
    }

    /** A failure of the given kind. */
    public static OpResult failure(ErrorKind kind, int code, String message) {
        return new OpResult(Objects.requireNonNull(kind, "kind"), code, message == null ? "" : message);
    }

    /** A failure whose kind is derived from an HTTP status code ({@code >= 400}). */
    public static OpResult httpFailure(int status, String message) {
        ErrorKind kind = ErrorKind.fromHttpStatus(status);
        if (kind == null) {
            throw new IllegalArgumentException("HTTP status " + status + " is not an error");
        }
        return failure(kind, status, message);
    }

    /** True when the call succeeded. */
    public boolean ok() {
        return kind == null;
    }
}
