package io.objbench.core.driver;

/**
 * A driver call that failed: the driver refused the request, does not know the mission, or could
 * not be reached. The message is the driver's own, kept verbatim.
 */
public class DriverException extends Exception {
    private static final long serialVersionUID = 1L;

    /** What went wrong, so callers can tell a refusal from an unreachable driver. */
    public enum Kind {
        /** The request was invalid (bad mission, unknown adaptor type, …). */
        BAD_REQUEST,
        /** The driver does not know the mission. */
        NOT_FOUND,
        /** The mission is not in a state that allows the call. */
        CONFLICT,
        /** The driver refused the token (missing or wrong). */
        UNAUTHORIZED,
        /** The driver could not be reached or failed internally. */
        UNAVAILABLE
    }

    private final String driverName;
    private final Kind kind;

    public DriverException(String driverName, Kind kind, String message, Throwable cause) {
        super(driverName + ": " + message, cause);
        this.driverName = driverName;
        this.kind = kind;
    }

    /** The driver that failed. */
    public String driverName() {
        return driverName;
    }

    /** The failure's kind. */
    public Kind kind() {
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
