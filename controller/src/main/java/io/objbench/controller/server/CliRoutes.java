package io.objbench.controller.server;

import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.schedule.WorkloadRejectedException;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadException;
import io.objbench.http.HttpProblem;
import io.objbench.http.Routes;
import java.time.Instant;
import java.util.List;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * COSBench's CLI endpoints with its plain-text replies (cosbench-format.md §6.1), so {@code cli.sh}
 * and home-made curl scripts keep working: {@code submit.action} (and its twin
 * {@code config.action}) → {@code Accepted with ID: w5}; {@code index.action} → drivers and active
 * workloads; {@code workload.action?id=wN} and {@code cancel.action} → {@code id\tsubmitDate\tSTATE}.
 * Dates are {@code yyyy-MM-dd HH:mm:ss} in the controller's zone.
 */
final class CliRoutes {

    /** COSBench's alias of submit.action. */
    static final String CLI_CONFIG = "/controller/cli/config.action";

    private final WorkloadQueue queue;
    private final DriverPool drivers;
    private final CsvFormat format;

    CliRoutes(WorkloadQueue queue, DriverPool drivers, CsvFormat format) {
        this.queue = queue;
        this.drivers = drivers;
        this.format = format;
    }

    /**
     * Adds the CLI routes to {@code routes}: submit (and config) and cancel take POST, the
     * read-only actions GET and POST (COSBench's scripts use both) and HEAD.
     */
    void register(Routes routes) {
        for (String submit : new String[] {ControllerRoutes.CLI_SUBMIT, CLI_CONFIG}) {
            routes.on("POST", submit, (request, response, callback) -> {
                submit(request, response, callback);
                return true;
            });
        }
        Request.Handler index = (request, response, callback) -> {
            MaskedReplies.plain(response, callback, 200, index());
            return true;
        };
        Request.Handler workload = (request, response, callback) -> {
            String id = id(request);
            WorkloadView v = queue.view(id).orElseThrow(() -> unknown(id));
            MaskedReplies.plain(response, callback, 200, line(v));
            return true;
        };
        for (String method : new String[] {"GET", "POST", "HEAD"}) {
            routes.on(method, ControllerRoutes.CLI_INDEX, index).on(method, ControllerRoutes.CLI_WORKLOAD, workload);
        }
        routes.on("POST", ControllerRoutes.CLI_CANCEL, (request, response, callback) -> {
            String id = id(request);
            WorkloadView v = queue.cancel(id).orElseThrow(() -> unknown(id));
            MaskedReplies.plain(response, callback, 200, line(v));
            return true;
        });
    }

    private void submit(Request request, Response response, Callback callback) throws Exception {
        WorkloadUpload upload = WorkloadUpload.read(request);
        try {
            WorkloadView v = queue.submit(upload.xml(), upload.fileName(), upload.origin());
            MaskedReplies.plain(response, callback, 200, "Accepted with ID: " + v.id() + "\n");
        } catch (WorkloadException | WorkloadRejectedException e) {
            MaskedReplies.plain(response, callback, 400, e.getMessage() + "\n");
        } catch (io.objbench.controller.queue.ArchiveUnavailableException e) {
            MaskedReplies.plain(response, callback, 507, e.getMessage() + "\n");
        }
    }

    /** The drivers and the active workloads, COSBench's layout. */
    String index() {
        StringBuilder sb = new StringBuilder("Drivers:\n");
        List<DriverView> views = drivers.views();
        for (DriverView d : views) {
            sb.append(d.name()).append('\t').append(d.url()).append('\n');
        }
        sb.append("Total: ").append(views.size()).append(" drivers\n\nActive Workloads:\n");
        List<WorkloadView> active = queue.active();
        if (active.isEmpty()) {
            sb.append("None\n");
        }
        for (WorkloadView w : active) {
            sb.append(w.id()).append('\t').append(date(w)).append('\t').append(w.state()).append('\t')
                    .append(w.currentStage()).append('\n');
        }
        return sb.append("Total: ").append(active.size()).append(" active workloads\n").toString();
    }

    private String line(WorkloadView v) {
        return v.id() + "\t" + date(v) + "\t" + v.state() + "\n";
    }

    private String date(WorkloadView v) {
        return format.dateTime(Instant.ofEpochMilli(v.submittedMillis()));
    }

    private static String id(Request request) throws Exception {
        String id = Request.getParameters(request).getValue("id");
        if (id == null || id.isBlank()) {
            throw new HttpProblem(400, "missing parameter id (e.g. id=w5)");
        }
        return id.strip();
    }

    private static HttpProblem unknown(String id) {
        return new HttpProblem(404, "no such workload: " + id);
    }
}
