package io.objbench.controller.driver.http;

import io.objbench.core.driver.DriverException;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.ApiErrorKind;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;

/** Turns failed driver calls into {@link DriverException}s that keep the driver's own words. */
final class Replies {

    /** Longest piece of a non-JSON error body quoted in a message. */
    private static final int MAX_QUOTE = 300;

    private Replies() {
    }

    /** A non-2xx reply: its kind from the status, its message the driver's {@code ApiError.message}. */
    static DriverException refusal(String driver, int status, byte[] body) {
        String message = messageOf(status, body);
        return new DriverException(driver, ApiErrorKind.ofStatus(status), message, null);
    }

    /** No reply at all: connection refused, timed out, reset. */
    static DriverException unreachable(String driver, HttpRequest request, IOException e) {
        String why = e instanceof HttpConnectTimeoutException ? "connect timed out"
                : e instanceof HttpTimeoutException ? "no reply within " + request.timeout().map(Object::toString).orElse("?")
                : e instanceof ConnectException ? "connection refused"
                : e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        return new DriverException(driver, ApiErrorKind.UNAVAILABLE,
                "unreachable at " + request.uri() + " (" + why + ")", e);
    }

    private static String messageOf(int status, byte[] body) {
        try {
            ApiError error = Json.mapper().readValue(body, ApiError.class);
            if (error.message() != null && !error.message().isBlank()) {
                return error.message();
            }
        } catch (IOException | RuntimeException e) {
            // not an ApiError (a proxy's page, an older driver): quote what came back
        }
        String text = new String(body, StandardCharsets.UTF_8).strip();
        if (text.length() > MAX_QUOTE) {
            text = text.substring(0, MAX_QUOTE) + "…";
        }
        return "HTTP " + status + (text.isEmpty() ? "" : ": " + text);
    }
}
