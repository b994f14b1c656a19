package io.objbench.controller.server;

/** A request the controller refuses: the status and a message a person can act on. */
final class HttpProblem extends Exception {

    private final int status;

    HttpProblem(int status, String message) {
        super(message);
        this.status = status;
    }

    int status() {
        return status;
    }
}
