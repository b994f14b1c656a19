package io.objbench.adaptor.swift;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;

/** Turns HTTP statuses and I/O failures into {@link OpResult}s with messages a person can act on. */
final class Statuses {

    private Statuses() {
    }

    /** {@code verb container/object}, for messages. */
    static String what(String verb, String container, String object) {
        return container == null ? verb : object == null ? verb + " " + container : verb + " " + container + "/" + object;
    }

    /**
     * OK for 2xx, otherwise the failure of {@code status} (401/403 auth, 404 not found, 503
     * throttled, …), its message naming {@code verb container/object}.
     */
    static OpResult of(int status, String verb, String container, String object) {
        if (status >= 200 && status < 300) {
            return OpResult.OK;
        }
        String what = what(verb, container, object);
        if (status < 400) {
            return OpResult.failure(ErrorKind.CLIENT_ERROR, status, what + ": unexpected HTTP " + status);
        }
        String hint = switch (status) {
            case 401 -> " (token missing, wrong or expired)";
            case 403 -> " (the token's user may not access this account)";
            case 404 -> " (no such container or object)";
            case 409 -> " (container not empty?)";
            case 411 -> " (length required: the server refuses chunked transfer)";
            case 413 -> " (object too large for the server)";
            default -> "";
        };
        return OpResult.httpFailure(status, what + ": HTTP " + status + hint);
    }

    /** The failure of an exception thrown by a request. */
    static OpResult of(Throwable e, String what) {
        Throwable cause = e;
        while (cause.getCause() != null && !(cause instanceof IOException)) {
            cause = cause.getCause();
        }
        String detail = cause.getMessage() == null ? cause.getClass().getSimpleName()
                : cause.getClass().getSimpleName() + ": " + cause.getMessage();
        if (cause instanceof HttpConnectTimeoutException || cause instanceof HttpTimeoutException) {
            return OpResult.failure(ErrorKind.TIMEOUT, 0, what + ": timed out (" + detail + ")");
        }
        if (cause instanceof ConnectException) {
            return OpResult.failure(ErrorKind.SERVER_ERROR, 0, what + ": cannot connect (" + detail + ")");
        }
        if (cause instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, what + ": interrupted");
        }
        return OpResult.failure(ErrorKind.SERVER_ERROR, 0, what + ": " + detail);
    }
}
