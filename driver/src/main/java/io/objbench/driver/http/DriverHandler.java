package io.objbench.driver.http;

import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.MissionCreated;
import io.objbench.driver.MissionException;
import io.objbench.driver.MissionManager;
import io.objbench.http.RefusedRequests;
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
 * explicitly, reads and writes JSON, and maps every failure to an {@link ApiError} with its
 * status. Blocking (login waits for every worker), so it runs on the server's pool threads (platform threads).
 */
final class DriverHandler extends Handler.Abstract {

    private static final System.Logger LOG = System.getLogger(DriverHandler.class.getName());

    /** Far above any real mission (a work with its operations is a few KB), far below the heap. */
    static final long MAX_MISSION_BYTES = 16L << 20;

    private final MissionManager manager;
    private final BearerToken token;
    DriverHandler(MissionManager manager, BearerToken token) {
        super(InvocationType.BLOCKING);
        this.manager = manager;
        this.token = token;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status;
        Object body;
        try {
            Reply reply = dispatch(request);
            status = reply.status();
            body = reply.body();
        } catch (HttpProblem p) {
            status = p.status();
            body = new ApiError(status, p.getMessage());
            if (p.allow() != null) {
                response.getHeaders().put(HttpHeader.ALLOW, p.allow());
            }
        } catch (MissionException e) {
            status = switch (e.kind()) {
                case BAD_REQUEST -> 400;
                case NOT_FOUND -> 404;
                case CONFLICT -> 409;
            };
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
        } else if (status >= 400) {
            drainBody(request, response);
        }
        JsonReply.write(response, callback, status, body);
        return true;
    }

    /**
     * Reads and drops a request body the handler refused unread (401, 404, 405…): replying while
     * the client is still sending makes the server close a connection with unread bytes, and the
     * client's TCP stack may then drop the reply before reading it.
     */
    static void drainBody(Request request, Response response) {
        if (request.getLength() > MAX_MISSION_BYTES) {
            // too big to read for nothing: the connection is closed instead, and the reply says so
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
            return;
        }
        try {
            Content.Source.consumeAll(request);
        } catch (Exception e) {
            // the client went away or sent garbage: nothing to drain
        }
    }

    /** A successful reply. */
    private record Reply(int status, Object body) {
    }

    private Reply dispatch(Request request) throws Exception {
        if (!token.accepts(request.getHeaders().get(HttpHeader.AUTHORIZATION))) {
            throw new HttpProblem(401, BearerToken.REJECTED);
        }
        String path = Request.getPathInContext(request);
        DriverAction.Match match = DriverAction.match(path);
        if (match == null) {
            throw new HttpProblem(404, "no driver route " + path + " (routes start with " + DriverRoutes.PREFIX + ")");
        }
        DriverAction action = match.action();
        if (action == DriverAction.SUBMIT && request.getMethod().equals(DriverAction.LIST.method)) {
            action = DriverAction.LIST; // one path, two routes
        }
        if (!action.method.equals(request.getMethod())) {
            String allowed = action == DriverAction.SUBMIT ? "GET, POST" : action.method;
            throw new HttpProblem(405, request.getMethod() + " is not allowed on " + path + ": use " + allowed, allowed);
        }
        String id = match.missionId();
        return switch (action) {
            case INFO -> new Reply(200, manager.info());
            case LIST -> new Reply(200, manager.list());
            case SUBMIT -> {
                if (request.getLength() > MAX_MISSION_BYTES) {
                    throw new HttpProblem(413, "mission body of " + request.getLength() + " bytes is over the limit of "
                            + MAX_MISSION_BYTES + " bytes");
                }
                String created = manager.submit(MissionBody.parse(MissionBody.utf8(Content.Source.asByteBuffer(request))));
                yield new Reply(201, new MissionCreated(created));
            }
            case LOGIN -> {
                ignoreIdleTimeout(request);
                manager.login(id);
                yield new Reply(200, stateOf(id));
            }
            case LAUNCH -> {
                manager.launch(id);
                yield new Reply(200, stateOf(id));
            }
            // after=N is the poll's acknowledgement: the poller holds every snapshot up to N
            case STATUS -> new Reply(200, manager.poll(id, after(request)));
            case CLOSE -> new Reply(200, manager.close(id));
            case ABORT -> {
                ignoreIdleTimeout(request);
                yield new Reply(200, manager.abort(id));
            }
            case TRIGGER_START -> {
                if (request.getLength() > MAX_MISSION_BYTES) {
                    throw new HttpProblem(413, "trigger body of " + request.getLength() + " bytes is over the limit of "
                            + MAX_MISSION_BYTES + " bytes");
                }
                yield new Reply(201, manager.triggers().start(TriggerBody.parse(
                        Content.Source.asString(request, StandardCharsets.UTF_8))));
            }
            case TRIGGER_STOP -> {
                ignoreIdleTimeout(request); // the -k run may take up to the stop wait
                yield new Reply(200, manager.triggers().stop(id));
            }
        };
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
