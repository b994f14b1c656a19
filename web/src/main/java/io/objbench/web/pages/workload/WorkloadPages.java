package io.objbench.web.pages.workload;

import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.data.RunData;
import io.objbench.web.pages.report.ReportPage;
import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiModule;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.UiServices;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The pages of one run: live view {@code /ui/workloads/{id}}, its cancel action, the report
 * {@code /ui/workloads/{id}/report}, its sweep view {@code /ui/workloads/{id}/sweep}, and their JSON under {@code /ui/data/workloads/{id}/…}.
 */
public final class WorkloadPages implements UiModule {

    @Override
    public void register(UiRoutes routes, UiServices services) {
        RunData data = new RunData(services.context().queue(), services.context().history(),
                services.context().zone());
        ReportPage report = new ReportPage(data);
        WorkloadData json = new WorkloadData(data);
        routes.get("/ui/data/workloads/**", json::handle);
        routes.post("/ui/workloads/**", ex -> cancel(ex, services));
        routes.get("/ui/workloads/**", ex -> {
            Optional<RunPath> p = RunPath.parse(ex.path());
            if (p.isEmpty()) {
                notFound(ex, "no such page: " + ex.path());
            } else if (p.get().rest().isEmpty()) {
                live(ex, data, p.get().id());
            } else if (p.get().rest().equals("report")) {
                report.handle(ex, p.get().id());
            } else if (p.get().rest().equals("sweep")) {
                report.sweep(ex, p.get().id());
            } else {
                notFound(ex, "no such page: " + ex.path());
            }
        });
    }

    private static void live(UiExchange ex, RunData data, String id) {
        Optional<WorkloadView> view = data.view(id);
        if (view.isEmpty()) {
            notFound(ex, "no workload " + id);
            return;
        }
        Map<String, Object> model = new HashMap<>();
        model.put("view", view.get());
        model.put("active", data.active(id));
        ex.page("workload.ftlh", model);
    }

    private static void cancel(UiExchange ex, UiServices services) throws Exception {
        Optional<RunPath> p = RunPath.parse(ex.path());
        if (p.isEmpty() || !p.get().rest().equals("cancel")) {
            notFound(ex, "no such action: " + ex.path());
            return;
        }
        if (services.context().queue().cancel(p.get().id()).isEmpty()) {
            notFound(ex, "no workload " + p.get().id());
            return;
        }
        ex.redirect("/ui/workloads/" + p.get().id());
    }

    /** A 404 page in the layout. */
    public static void notFound(UiExchange ex, String message) {
        ex.page(404, "error.ftlh", Map.of("title", "Not found", "status", 404, "message", message));
    }
}
