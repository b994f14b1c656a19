package io.objbench.controller.server;

import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.schedule.WorkloadRejectedException;
import io.objbench.controller.history.History;
import io.objbench.controller.history.PastRun;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/** The REST routes of {@link ControllerRoutes}: workloads, their reports and files, drivers. JSON replies. */
final class RestRoutes {

    private final WorkloadQueue queue;
    private final History history;
    private final DriverPool drivers;

    RestRoutes(WorkloadQueue queue, History history, DriverPool drivers) {
        this.queue = queue;
        this.history = history;
        this.drivers = drivers;
    }

    /** Serves {@code path}; false when it is not a REST route. */
    boolean handle(String path, Request request, Response response, Callback callback) throws Exception {
        if (path.equals(ControllerRoutes.DRIVERS)) {
            Routes.requireGet(request);
            Replies.json(response, callback, 200, drivers.views());
        } else if (path.equals(ControllerRoutes.WORKLOADS)) {
            if ("POST".equals(request.getMethod())) {
                submit(request, response, callback);
            } else {
                Routes.requireGet(request);
                Replies.json(response, callback, 200, queue.list());
            }
        } else if (path.startsWith(ControllerRoutes.WORKLOADS + "/")) {
            String[] parts = path.substring(ControllerRoutes.WORKLOADS.length() + 1).split("/", -1);
            workload(parts, request, response, callback);
        } else {
            return false;
        }
        return true;
    }

    private void submit(Request request, Response response, Callback callback) throws Exception {
        WorkloadUpload upload = WorkloadUpload.read(request);
        try {
            Replies.json(response, callback, 201, queue.submit(upload.xml(), upload.fileName()));
        } catch (WorkloadException | WorkloadRejectedException e) {
            throw new HttpProblem(400, e.getMessage());
        } catch (io.objbench.controller.queue.ArchiveUnavailableException e) {
            throw new HttpProblem(507, e.getMessage()); // Insufficient Storage: the run could not be recorded
        }
    }

    /** {@code workloads/{id}}, {@code …/cancel}, {@code …/report}, {@code …/files}, {@code …/files/{name}}. */
    private void workload(String[] parts, Request request, Response response, Callback callback) throws Exception {
        String id = parts[0];
        String sub = parts.length > 1 ? parts[1] : "";
        if (parts.length == 1) {
            Routes.requireGet(request);
            Replies.json(response, callback, 200, view(id));
        } else if (parts.length == 2 && sub.equals(ControllerRoutes.CANCEL)) {
            Routes.requirePost(request);
            Replies.json(response, callback, 200, queue.cancel(id).orElseThrow(() -> unknown(id)));
        } else if (parts.length == 2 && sub.equals(ControllerRoutes.REPORT)) {
            Routes.requireGet(request);
            Path summary = past(id).summary().orElseThrow(() -> new HttpProblem(404,
                    "workload " + id + " has no archived report"));
            Replies.text(response, callback, 200, Replies.JSON, Files.readString(summary, StandardCharsets.UTF_8));
        } else if (parts.length == 2 && sub.equals(ControllerRoutes.FILES)) {
            Routes.requireGet(request);
            Replies.json(response, callback, 200, past(id).files());
        } else if (parts.length == 3 && sub.equals(ControllerRoutes.FILES)) {
            Routes.requireGet(request);
            Path file = past(id).file(parts[2]).orElseThrow(() -> new HttpProblem(404,
                    "workload " + id + " has no archived file '" + parts[2] + "'; GET "
                            + ControllerRoutes.workload(id, ControllerRoutes.FILES) + " lists them"));
            Replies.text(response, callback, 200, contentType(file), Files.readString(file, StandardCharsets.UTF_8));
        } else {
            throw new HttpProblem(404, "no such route: " + Request.getPathInContext(request));
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
