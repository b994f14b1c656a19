package io.objbench.api;

/**
 * Why an operation failed, as far as a benchmark user needs to know. Every failed
 * {@link OpResult} carries exactly one kind; the driver counts failures per kind.
 */
public enum ErrorKind {
    /** The object or container does not exist (HTTP 404, ENOENT). */
    NOT_FOUND,
    /** Credentials rejected or token expired (HTTP 401/403, EACCES/EPERM). */
    AUTH,
    /** The server asked the client to slow down (HTTP 429, 503 SlowDown). */
    THROTTLED,
    /** The server failed (HTTP 5xx other than throttling). */
    SERVER_ERROR,
    /** No answer in time (connect or read timeout). */
    TIMEOUT,
    /** The request was wrong or the client failed (HTTP 4xx not listed above, I/O errors on the client). */
    CLIENT_ERROR,
    /** The data read back does not match what was written (hashCheck). Set by the driver. */
    INTEGRITY;

    /** Maps an HTTP status code to the kind of error it means; {@code null} for 1xx–3xx. */
    public static ErrorKind fromHttpStatus(int status) {
        if (status < 400) {
            return null;
        }
        return switch (status) {
            case 401, 403 -> AUTH;
            case 404 -> NOT_FOUND;
            case 408 -> TIMEOUT;
            case 429, 503 -> THROTTLED;
            default -> status >= 500 ? SERVER_ERROR : CLIENT_ERROR;
        };
    }
}
