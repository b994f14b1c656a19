package io.objbench.http;

/**
 * A request a server refuses before (or instead of) doing its work: bad body, unknown route,
 * wrong method, missing token. The status and a message a person can act on; for a 405 the
 * {@code Allow} header value where the server sends one.
 */
public final class HttpProblem extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String allow;

    /** A refusal with HTTP {@code status}. */
    public HttpProblem(int status, String message) {
        this(status, message, null);
    }

    /** @param allow the {@code Allow} header value of a 405, else null */
    public HttpProblem(int status, String message, String allow) {
        super(message);
        this.status = status;
        this.allow = allow;
    }

    /** The HTTP status. */
    public int status() {
        return status;
    }

    /** The {@code Allow} header value to send, or null for none. */
    public String allow() {
        return allow;
    }
}
