package io.objbench.core.driver;

import io.objbench.core.protocol.ApiErrorKind;

/**
 * A driver call that failed: the driver refused the request, does not know the mission, or could
 * not be reached. The message is the driver's own, kept verbatim.
 */
public class DriverException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String driverName;
    private final ApiErrorKind kind;

    public DriverException(String driverName, ApiErrorKind kind, String message, Throwable cause) {
        super(driverName + ": " + message, cause);
        this.driverName = driverName;
        this.kind = kind;
    }

    /** The driver that failed. */
    public String driverName() {
        return driverName;
    }

    /**
     * The failure's kind, so callers can tell a refusal ({@code BAD_REQUEST}, {@code NOT_FOUND},
     * {@code CONFLICT}, {@code UNAUTHORIZED}) from a driver that could not be reached or failed
     * ({@code UNAVAILABLE}).
     */
    public ApiErrorKind kind() {
        return kind;
    }

    /**
     * True when the driver process is certainly not there: the connection was refused (nothing
     * listens on its port). Unlike a timeout this is no guess, so no further polls are waited for.
     */
    public boolean refused() {
        for (Throwable t = getCause(); t != null; t = t.getCause()) {
            if (t instanceof java.net.ConnectException) {
                return true;
            }
        }
        return false;
    }
}
