package io.objbench.core.protocol;

/**
 * The driver's HTTP API, defined once for the server (driver) and the client (controller).
 * JSON bodies (Jackson, {@link io.objbench.core.json.Json}); every call carries
 * {@code Authorization: Bearer <token>} when a token is configured.
 *
 * <pre>
 *   GET  /objbench/v1/driver/info                          → DriverInfo
 *   POST /objbench/v1/driver/missions          Mission     → MissionCreated
 *   GET  /objbench/v1/driver/missions                      → [MissionSummary] (every mission the driver holds)
 *   POST /objbench/v1/driver/missions/{id}/login           → MissionStatus (blocks until every worker logged in)
 *   POST /objbench/v1/driver/missions/{id}/launch          → MissionStatus
 *   GET  /objbench/v1/driver/missions/{id}/status?after=N  → MissionStatus (snapshots with sequence &gt; N;
 *                                                             acknowledges those up to N: the driver drops them)
 *   POST /objbench/v1/driver/missions/{id}/close           → MissionReport
 *   POST /objbench/v1/driver/missions/{id}/finish          → MissionStatus (ends the window now: the mission
 *                                                             then ends as at the end of its runtime)
 *   POST /objbench/v1/driver/missions/{id}/abort           → MissionReport
 *   POST /objbench/v1/driver/triggers          TriggerStart → TriggerStarted (404: no such script)
 *   POST /objbench/v1/driver/triggers/{id}/stop            → TriggerReport (runs "-k", kills the rest)
 * </pre>
 * Errors: {@link ApiError} with 400 (bad mission), 401 (token), 404 (unknown mission), 409 (wrong
 * state), 500.
 */
public final class DriverRoutes {

    /** Version of the protocol; part of every path. */
    public static final String VERSION = "v1";
    /** Prefix of every driver route. */
    public static final String PREFIX = "/objbench/" + VERSION + "/driver";
    /** Driver information. */
    public static final String INFO = PREFIX + "/info";
    /** Prometheus metrics in the OpenMetrics text format (GET; the token guards it like every route). */
    public static final String METRICS = "/metrics";
    /** Mission collection: POST a mission, GET the list of missions held ({@link MissionSummary}). */
    public static final String MISSIONS = PREFIX + "/missions";
    /** Query parameter of {@link #STATUS}: the last snapshot sequence already seen. */
    public static final String AFTER = "after";
    /**
     * Query parameter of {@link #STATUS}: at most this many milliseconds the driver waits for the
     * mission to end before it answers (at once when it ends; 0 or absent: no wait). The
     * controller sees a mission's end when it happens, not at its next poll.
     */
    public static final String WAIT = "wait";
    /** The longest {@link #WAIT} a driver accepts, in milliseconds. */
    public static final long MAX_WAIT_MILLIS = 60_000;

    /** Trigger collection (POST a {@link TriggerStart}). */
    public static final String TRIGGERS = PREFIX + "/triggers";
    /** The action on a running trigger, after {@code triggers/{id}/}: stop it and report. */
    public static final String STOP = "stop";

    /** Actions on one mission, the last path segment after {@code missions/{id}/}. */
    public static final String LOGIN = "login";
    public static final String LAUNCH = "launch";
    public static final String STATUS = "status";
    public static final String CLOSE = "close";
    /** Ends a launched mission's window now, a normal end (objbench's until="stable"). */
    public static final String FINISH = "finish";
    public static final String ABORT = "abort";

    private DriverRoutes() {
    }

    /** The path that stops a trigger, e.g. {@code /objbench/v1/driver/triggers/t3/stop}. */
    public static String trigger(String triggerId) {
        return TRIGGERS + "/" + triggerId + "/" + STOP;
    }

    /** The path of an action on a mission, e.g. {@code /objbench/v1/driver/missions/m1/close}. */
    public static String mission(String missionId, String action) {
        return MISSIONS + "/" + missionId + "/" + action;
    }
}
