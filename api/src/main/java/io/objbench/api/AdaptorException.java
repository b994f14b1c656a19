package io.objbench.api;

/**
 * Thrown when an adaptor cannot be set up: a missing or malformed config key, an unreachable
 * endpoint at connect time, a library that fails to load. Never thrown by the per-operation
 * methods of {@link StorageSession}, which return {@link OpResult} instead.
 */
public class AdaptorException extends Exception {
    private static final long serialVersionUID = 1L;

    public AdaptorException(String message) {
        super(message);
    }

    public AdaptorException(String message, Throwable cause) {
        super(message, cause);
    }
}
