package io.objbench.core.protocol;

/**
 * The body of every non-2xx reply of the objbench HTTP APIs: the status repeated and a message a
 * person can act on.
 *
 * @param status  the HTTP status
 * @param message what went wrong and what to do
 */
public record ApiError(int status, String message) {
}
