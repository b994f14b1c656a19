package io.objbench.driver;

import io.objbench.core.protocol.ApiErrorKind;

/**
 * A mission request the driver refuses, with what kind of refusal it is, in the protocol's one
 * vocabulary ({@link ApiErrorKind}: its HTTP layer sends {@link ApiErrorKind#status()}, an
 * in-process controller takes the kind as it is). The driver raises {@code BAD_REQUEST} (the
 * mission cannot run as written: unknown adaptor type, unworkable selector, bad key),
 * {@code NOT_FOUND} (no mission with that id) and {@code CONFLICT} (the mission is not in a state
 * that allows the request, e.g. close before it ended).
 */
public class MissionException extends Exception {
    private static final long serialVersionUID = 1L;

    private final ApiErrorKind kind;

    public MissionException(ApiErrorKind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public MissionException(ApiErrorKind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    /** The kind of refusal. */
    public ApiErrorKind kind() {
        return kind;
    }
}
