package io.objbench.core.protocol;

/**
 * The one vocabulary of failed calls between controller and driver, with the HTTP status each
 * travels as (the {@link ApiError} body repeats it). The driver raises its refusals with a kind ({@code MissionException}), its HTTP
 * layer sends {@link #status()}, the controller's HTTP client reads it back with
 * {@link #ofStatus(int)}, and an in-process driver hands the kind over as it is.
 */
public enum ApiErrorKind {
    /** The request is invalid (bad mission, unknown adaptor type, unworkable selector, …). */
    BAD_REQUEST(400),
    /** The token is missing or wrong. */
    UNAUTHORIZED(401),
    /** No such mission (or trigger). */
    NOT_FOUND(404),
    /** The mission is not in a state that allows the request (e.g. close before it ended). */
    CONFLICT(409),
    /** The driver could not be reached, or failed internally. */
    UNAVAILABLE(503);

    private final int status;

    ApiErrorKind(int status) {
        this.status = status;
    }

    /** The HTTP status this kind is sent as. */
    public int status() {
        return status;
    }

    /**
     * The kind of a non-2xx HTTP status: 400 and 422 are {@link #BAD_REQUEST}, 401 and 403
     * {@link #UNAUTHORIZED}, 404 {@link #NOT_FOUND}, 409 {@link #CONFLICT}; anything else (a 500,
     * a proxy's 502) {@link #UNAVAILABLE}.
     */
    public static ApiErrorKind ofStatus(int status) {
        return switch (status) {
            case 400, 422 -> BAD_REQUEST;
            case 401, 403 -> UNAUTHORIZED;
            case 404 -> NOT_FOUND;
            case 409 -> CONFLICT;
            default -> UNAVAILABLE;
        };
    }
}
