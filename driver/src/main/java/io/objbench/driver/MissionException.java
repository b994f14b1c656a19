package io.objbench.driver;

/**
 * A mission request the driver refuses, with what kind of refusal it is (the HTTP layer maps
 * {@link Kind#BAD_REQUEST} to 400, {@link Kind#NOT_FOUND} to 404, {@link Kind#CONFLICT} to 409).
 */
public class MissionException extends Exception {
    private static final long serialVersionUID = 1L;

    /** Why the request was refused. */
    public enum Kind {
        /** The mission cannot run as written: unknown adaptor type, unworkable selector, bad key. */
        BAD_REQUEST,
        /** No mission with that id. */
        NOT_FOUND,
        /** The mission is not in a state that allows the request (e.g. close before it ended). */
        CONFLICT
    }

    private final Kind kind;

    public MissionException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public MissionException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    /** The kind of refusal. */
    public Kind kind() {
        return kind;
    }
}
