package io.objbench.controller.server;

import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.schedule.WorkloadRejectedException;
import io.objbench.controller.history.History;
import io.objbench.controller.history.PastRun;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadException;
import io.objbench.http.HttpProblem;
import io.objbench.http.Replies;
import io.objbench.http.Routes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The REST routes of {@link ControllerRoutes}: workloads, their reports and files, drivers. JSON
 * replies. Each route takes one method (the workloads' path: GET lists, POST submits).
 */
final class RestRoutes {

    private static final String ID = "id";
    private static final String NAME = "name";

    private final WorkloadQueue queue;
    private final History history;
    private final DriverPool drivers;

    RestRoutes(WorkloadQueue queue, History history, DriverPool drivers) {
        this.queue = queue;
        this.history = history;
        this.drivers = drivers;
    }

    /** Adds the REST routes to {@code routes}. */
    void register(Routes routes) {
        String workload = ControllerRoutes.WORKLOADS + "/{" + ID + "}";
        String files = workload + "/" + ControllerRoutes.FILES;
        routes.on("GET", ControllerRoutes.DRIVERS, json(request -> drivers.views()))
                .on("POST", ControllerRoutes.REGISTRATIONS, json(this::register))
                .on("DELETE", ControllerRoutes.REGISTRATIONS + "/{" + NAME + "}", json(this::deregister))
                .on("GET", ControllerRoutes.WORKLOADS, json(request -> queue.list()))
                .on("POST", ControllerRoutes.WORKLOADS, this::submit)
                .on("GET", workload, json(request -> view(id(request))))
                .on("POST", workload + "/" + ControllerRoutes.CANCEL, json(request -> {
                    String id = id(request);
                    return queue.cancel(id).orElseThrow(() -> unknown(id));
                }))
                .on("GET", workload + "/" + ControllerRoutes.REPORT, (request, response, callback) -> {
                    String id = id(request);
                    Path summary = past(id).summary().orElseThrow(() -> new HttpProblem(404,
                            "workload " + id + " has no archived report"));
                    MaskedReplies.text(response, callback, 200, Replies.JSON, Files.readString(summary, StandardCharsets.UTF_8));
                    return true;
                })
                .on("GET", files, json(request -> past(id(request)).files()))
                .on("GET", files + "/{" + NAME + "}", (request, response, callback) -> {
                    String id = id(request);
                    String name = Routes.param(request, NAME);
                    Path file = past(id).file(name).orElseThrow(() -> new HttpProblem(404,
                            "workload " + id + " has no archived file '" + name + "'; GET "
                                    + ControllerRoutes.workload(id, ControllerRoutes.FILES) + " lists them"));
                    MaskedReplies.text(response, callback, 200, contentType(file), Files.readString(file, StandardCharsets.UTF_8));
                    return true;
                });
    }

    /** What a JSON route answers with. */
    @FunctionalInterface
    private interface Action {
        Object run(Request request) throws Exception;
    }

    /** A route replying 200 with the JSON of what {@code action} returns. */
    private static Request.Handler json(Action action) {
        return (request, response, callback) -> {
            Object body = action.run(request);
            MaskedReplies.json(response, callback, 200, body);
            return true;
        };
    }

    private static String id(Request request) {
        return Routes.param(request, ID);
    }

    private boolean submit(Request request, Response response, Callback callback) throws Exception {
        WorkloadUpload upload = WorkloadUpload.read(request);
        try {
            MaskedReplies.json(response, callback, 201, queue.submit(upload.xml(), upload.fileName(), upload.origin()));
        } catch (WorkloadException | WorkloadRejectedException e) {
            throw new HttpProblem(400, e.getMessage());
        } catch (io.objbench.controller.queue.ArchiveUnavailableException e) {
            throw new HttpProblem(507, e.getMessage()); // Insufficient Storage: the run could not be recorded
        }
        return true;
    }

    /** A driver joins or heartbeats: 200 with the reply, 400 for a bad field, 409 for a name taken. */
    private Object register(Request request) throws Exception {
        requireRegistrations();
        var body = org.eclipse.jetty.io.Content.Source.asString(request, StandardCharsets.UTF_8);
        var registration = RegistrationBody.parse(body, Request.getRemoteAddr(request));
        try {
            return drivers.register(registration.name(), registration.url(), registration.instance(),
                    registration.version());
        } catch (io.objbench.controller.driver.DriverRegistry.NameTaken e) {
            throw new HttpProblem(409, e.getMessage());
        }
    }

    /** A driver stops cleanly: 200 when it was registered, 404 when not (already dropped, or never). */
    private Object deregister(Request request) throws Exception {
        requireRegistrations();
        String name = Routes.param(request, NAME);
        String instance = Request.extractQueryParameters(request).getValue(ControllerRoutes.INSTANCE);
        if (!drivers.deregister(name, instance)) {
            throw new HttpProblem(404, "no registered driver '" + name + "'"
                    + (instance == null ? "" : " of process " + instance));
        }
        return java.util.Map.of("name", name, "outcome", "left");
    }

    private void requireRegistrations() throws HttpProblem {
        if (!drivers.acceptsRegistrations()) {
            throw new HttpProblem(404, "this controller takes no driver registrations");
        }
    }

    private WorkloadView view(String id) throws HttpProblem {
        return queue.view(id).orElseThrow(() -> unknown(id));
    }

    /** The ended run {@code id}: 409 while it is queued or running, 404 when unknown. */
    private PastRun past(String id) throws HttpProblem {
        var run = history.get(id);
        if (run.isPresent()) {
            return run.get();
        }
        WorkloadView v = view(id);
        throw new HttpProblem(409, "workload " + id + " is " + v.state() + ": its archive is written when it ends");
    }

    private static HttpProblem unknown(String id) {
        return new HttpProblem(404, "no such workload: " + id);
    }

    private static String contentType(Path file) {
        String n = file.getFileName().toString();
        if (n.endsWith(".json")) {
            return Replies.JSON;
        }
        if (n.endsWith(".xml")) {
            return "application/xml; charset=utf-8";
        }
        if (n.endsWith(".csv")) {
            return "text/csv; charset=utf-8";
        }
        return Replies.TEXT;
    }
}
