package io.objbench.driver.http;

import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.MissionCreated;
import io.objbench.driver.MissionException;
import io.objbench.driver.MissionManager;
import io.objbench.http.BearerToken;
import io.objbench.http.HttpProblem;
import io.objbench.http.MetricsText;
import io.objbench.http.RefusedRequests;
import io.objbench.http.Replies;
import io.objbench.http.Routes;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;

/**
 * Serves the routes of {@link DriverRoutes} on a {@link MissionManager}: checks the token, routes
 * with Jetty's path mappings ({@link Routes}), reads and writes JSON, and maps every failure to an
 * {@link ApiError} with its status (a refusal of the manager: the status of its
 * {@link io.objbench.core.protocol.ApiErrorKind}). Blocking (login waits for every worker), so it
 * runs on the server's pool threads (platform threads).
 */
final class DriverHandler extends Handler.Wrapper {

    private static final System.Logger LOG = System.getLogger(DriverHandler.class.getName());

    /** The message of every 401. */
    static final String REJECTED = "missing or wrong bearer token: set the same token in controller.conf and driver.conf";

    /**
     * Far above any real mission (a work with its operations is a few KB; the workload it comes
     * from is at most 8 MiB), far below the heap, and below {@link RefusedRequests#MAX_DRAINED}: a
     * body over this limit but within the drain limit is read and dropped, so its 413 reaches the
     * client; only a body over the drain limit gets a closed connection, its reply maybe lost.
     */
    static final long MAX_MISSION_BYTES = 8L << 20;

    private static final String ID = "id";

    private final MissionManager manager;
    private final BearerToken token;

    DriverHandler(MissionManager manager, BearerToken token) {
        this.manager = manager;
        this.token = token;
        Routes routes = new Routes(DriverHandler::wrongMethod, false);
        String mission = DriverRoutes.MISSIONS + "/{" + ID + "}/";
        DriverMetrics metrics = new DriverMetrics(manager);
        routes.on("GET", DriverRoutes.INFO, reply(200, request -> manager.info()))
                .on("GET", DriverRoutes.METRICS, (request, response, callback) -> {
                    Replies.text(response, callback, 200, MetricsText.CONTENT_TYPE, MetricsText.of(metrics));
                    return true;
                })
                .on("GET", DriverRoutes.MISSIONS, reply(200, request -> manager.list()))
                .on("POST", DriverRoutes.MISSIONS, reply(201, this::submit))
                .on("POST", mission + DriverRoutes.LOGIN, reply(200, request -> {
                    ignoreIdleTimeout(request);
                    manager.login(id(request));
                    return stateOf(id(request));
                }))
                .on("POST", mission + DriverRoutes.LAUNCH, reply(200, request -> {
                    manager.launch(id(request));
                    return stateOf(id(request));
                }))
                // after=N is the poll's acknowledgement: the poller holds every snapshot up to N
                // wait=M: answer when the mission ends, at the latest after M ms (the controller sees the end at once)
                .on("GET", mission + DriverRoutes.STATUS, reply(200, request -> {
                    java.time.Duration wait = waitForEnd(request);
                    if (!wait.isZero()) {
                        ignoreIdleTimeout(request);
                    }
                    return manager.poll(id(request), after(request), wait);
                }))
                .on("POST", mission + DriverRoutes.CLOSE, reply(200, request -> manager.close(id(request))))
                .on("POST", mission + DriverRoutes.FINISH, reply(200, request -> manager.finish(id(request))))
                .on("POST", mission + DriverRoutes.ABORT, reply(200, request -> {
                    ignoreIdleTimeout(request);
                    return manager.abort(id(request));
                }))
                .on("POST", DriverRoutes.TRIGGERS, reply(201, this::startTrigger))
                .on("POST", DriverRoutes.TRIGGERS + "/{" + ID + "}/" + DriverRoutes.STOP, reply(200, request -> {
                    ignoreIdleTimeout(request); // the -k run may take up to the stop wait
                    return manager.triggers().stop(id(request));
                }));
        setHandler(routes.handler());
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status;
        Object body;
        try {
            if (!token.accepts(request.getHeaders().get(HttpHeader.AUTHORIZATION))) {
                throw new HttpProblem(401, REJECTED);
            }
            if (super.handle(request, response, callback)) {
                return true; // the route replied
            }
            String path = Request.getPathInContext(request);
            throw new HttpProblem(404, "no driver route " + path + " (routes start with " + DriverRoutes.PREFIX + ")");
        } catch (HttpProblem p) {
            status = p.status();
            body = new ApiError(status, p.getMessage());
            if (p.allow() != null) {
                response.getHeaders().put(HttpHeader.ALLOW, p.allow());
            }
        } catch (MissionException e) {
            status = e.kind().status();
            body = new ApiError(status, e.getMessage());
        } catch (Exception e) {
            status = 500;
            LOG.log(System.Logger.Level.ERROR, "driver request " + request.getMethod() + " "
                    + Request.getPathInContext(request) + " failed", e);
            // the exception names our classes: it goes to the log, the controller gets a sentence
            body = new ApiError(status, "internal driver error; the driver's log has the details");
        }
        if (status == 401) {
            // without the token nothing of the body is waited for: a client sending it a byte a
            // second would otherwise hold a request thread
            RefusedRequests.release(request, response);
        } else {
            // a refused body is read and dropped (up to the limit), so the client reads the reply
            // rather than a reset; a body read whole leaves nothing to drain
            RefusedRequests.drainKeepingConnection(request, response);
        }
        Replies.json(response, callback, status, body);
        return true;
    }

    /** What a route answers with on success. */
    @FunctionalInterface
    private interface Action {
        Object run(Request request) throws Exception;
    }

    /** A route replying {@code status} with the JSON of what {@code action} returns; its failures reach {@link #handle}. */
    private static Request.Handler reply(int status, Action action) {
        return (request, response, callback) -> {
            Object body = action.run(request);
            Replies.json(response, callback, status, body);
            return true;
        };
    }

    private static HttpProblem wrongMethod(Request request, java.util.List<String> allowed) {
        String allow = String.join(", ", allowed);
        return new HttpProblem(405, request.getMethod() + " is not allowed on " + Request.getPathInContext(request)
                + ": use " + allow, allow);
    }

    private static String id(Request request) {
        return Routes.param(request, ID);
    }

    private Object submit(Request request) throws Exception {
        if (request.getLength() > MAX_MISSION_BYTES) {
            throw new HttpProblem(413, "mission body of " + request.getLength() + " bytes is over the limit of "
                    + MAX_MISSION_BYTES + " bytes");
        }
        String created = manager.submit(MissionBody.parse(MissionBody.utf8(Content.Source.asByteBuffer(request))));
        return new MissionCreated(created);
    }

    private Object startTrigger(Request request) throws Exception {
        if (request.getLength() > MAX_MISSION_BYTES) {
            throw new HttpProblem(413, "trigger body of " + request.getLength() + " bytes is over the limit of "
                    + MAX_MISSION_BYTES + " bytes");
        }
        return manager.triggers().start(TriggerBody.parse(Content.Source.asString(request, StandardCharsets.UTF_8)));
    }

    /** The state after login or launch (a read: it acknowledges no snapshot). */
    private MissionStatus stateOf(String id) throws MissionException {
        return manager.status(id, 0);
    }

    /**
     * Login waits for every worker and abort for every worker to stop: no idle timeout may cut
     * them. Jetty 12 already ignores idle timeouts while a handler runs with no I/O pending; the
     * listener states it for these routes so a Jetty change cannot silently break them.
     */
    private static void ignoreIdleTimeout(Request request) {
        request.addIdleTimeoutListener(timeout -> false);
    }

    private static java.time.Duration waitForEnd(Request request) throws HttpProblem {
        Fields query = Request.extractQueryParameters(request, StandardCharsets.UTF_8);
        String value = query.getValue(DriverRoutes.WAIT);
        if (value == null || value.isEmpty()) {
            return java.time.Duration.ZERO;
        }
        long millis;
        try {
            millis = Long.parseLong(value);
        } catch (NumberFormatException e) {
            millis = -1;
        }
        if (millis < 0 || millis > DriverRoutes.MAX_WAIT_MILLIS) {
            throw new HttpProblem(400, "query parameter " + DriverRoutes.WAIT + "=" + value + " is not a wait in"
                    + " milliseconds from 0 to " + DriverRoutes.MAX_WAIT_MILLIS);
        }
        return java.time.Duration.ofMillis(millis);
    }

    private static long after(Request request) throws HttpProblem {
        Fields query = Request.extractQueryParameters(request, StandardCharsets.UTF_8);
        String value = query.getValue(DriverRoutes.AFTER);
        if (value == null || value.isEmpty()) {
            return 0;
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new HttpProblem(400, "query parameter " + DriverRoutes.AFTER + "=" + value
                    + " is not a snapshot sequence number (an integer, 0 for all snapshots)");
        }
    }
}
