package io.objbench.driver.http;

/**
 * A request the server answers with an error status before reaching the mission manager: bad
 * body, unknown route, wrong method, missing token.
 */
final class HttpProblem extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String allow;

    HttpProblem(int status, String message) {
        this(status, message, null);
    }

    /** @param allow the {@code Allow} header value of a 405, else null */
    HttpProblem(int status, String message, String allow) {
        super(message);
        this.status = status;
        this.allow = allow;
    }

    int status() {
        return status;
    }

    String allow() {
        return allow;
    }
}
