package io.objbench.core.protocol;

/**
 * The controller's HTTP API, defined once for the server and for {@code objbench submit/…}.
 * Every call carries {@code Authorization: Bearer <token>} when a token is configured.
 *
 * <pre>
 *   POST /objbench/v1/controller/workloads               XML body (application/xml) or multipart field "config"
 *                                                        → 201 WorkloadView, or 400 ApiError "file:line:col: …"
 *   GET  /objbench/v1/controller/workloads               → [WorkloadView]   (active, queued and history)
 *   GET  /objbench/v1/controller/workloads/{id}          → WorkloadView (stages, states, latest timeline row)
 *   POST /objbench/v1/controller/workloads/{id}/cancel   → WorkloadView
 *   GET  /objbench/v1/controller/workloads/{id}/report   → the archive's JSON summary
 *   GET  /objbench/v1/controller/workloads/{id}/files            → [file name]
 *   GET  /objbench/v1/controller/workloads/{id}/files/{name}     → the archived file
 *   GET  /objbench/v1/controller/drivers                 → [DriverView] (liveness, adaptor types, clock skew,
 *                                                        how each joined)
 *   POST   /objbench/v1/controller/registrations         DriverRegistration → RegistrationReply (join or heartbeat;
 *                                                        400 bad field, 409 name taken)
 *   DELETE /objbench/v1/controller/registrations/{name}?instance=I  → RegistrationReply (a clean stop: leave now)
 * </pre>
 * COSBench's CLI endpoints are served too, with plain-text replies (cosbench-format.md §6.1):
 * {@link #CLI_SUBMIT}, {@link #CLI_INDEX}, {@link #CLI_WORKLOAD}, {@link #CLI_CANCEL}.
 */
public final class ControllerRoutes {

    /** Prefix of every controller REST route. */
    public static final String PREFIX = "/objbench/" + DriverRoutes.VERSION + "/controller";
    /** Workload collection. */
    public static final String WORKLOADS = PREFIX + "/workloads";
    /** Driver list. */
    public static final String DRIVERS = PREFIX + "/drivers";
    /**
     * Self-registration of drivers: POST a {@link DriverRegistration} to join and again at every
     * heartbeat; DELETE {@code registrations/{name}} on a clean stop.
     */
    public static final String REGISTRATIONS = PREFIX + "/registrations";
    /** Query parameter of a DELETE on a registration: only that process's registration is removed. */
    public static final String INSTANCE = "instance";
    /** Prometheus metrics in the OpenMetrics text format (GET; the token guards it like every route). */
    public static final String METRICS = "/metrics";
    /** Actions and sub-resources of one workload, after {@code workloads/{id}/}. */
    public static final String CANCEL = "cancel";
    public static final String REPORT = "report";
    public static final String FILES = "files";

    /** COSBench CLI: multipart POST, file field {@code config} → {@code Accepted with ID: wN}. */
    public static final String CLI_SUBMIT = "/controller/cli/submit.action";
    /** COSBench CLI: drivers and active workloads, plain text. */
    public static final String CLI_INDEX = "/controller/cli/index.action";
    /** COSBench CLI: {@code id=wN} → {@code id\tsubmitDate\tSTATE}. */
    public static final String CLI_WORKLOAD = "/controller/cli/workload.action";
    /** COSBench CLI: POST {@code id=wN} → cancels, then the workload line. */
    public static final String CLI_CANCEL = "/controller/cli/cancel.action";

    private ControllerRoutes() {
    }

    /** The path of a workload sub-resource, e.g. {@code /objbench/v1/controller/workloads/w3/cancel}. */
    public static String workload(String id, String sub) {
        return WORKLOADS + "/" + id + (sub == null || sub.isEmpty() ? "" : "/" + sub);
    }
}
