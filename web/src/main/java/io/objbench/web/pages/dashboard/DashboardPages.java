package io.objbench.web.pages.dashboard;

import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.history.PastRun;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.server.UiContext;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.UiServices;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The dashboard {@code /ui/}: drivers, active and queued workloads (cancel, move up/down) and the
 * history (resubmit, archived files). Actions are POSTed forms that redirect back here with a
 * message; archived files download from {@code /ui/files/{id}/{name}}, secrets masked.
 */
public final class DashboardPages {

    private final UiServices services;
    private final DashboardModel model;

    public DashboardPages(UiServices services) {
        this.services = services;
        this.model = new DashboardModel(services.context().zone());
    }

    /** Registers the dashboard's routes. */
    public void register(UiRoutes routes) {
        routes.get("/ui/", this::dashboard);
        routes.post("/ui/cancel", this::cancel);
        routes.post("/ui/move", this::move);
        routes.post("/ui/resubmit", this::resubmit);
        routes.get("/ui/files/**", this::file);
    }

    private void dashboard(UiExchange ex) {
        UiContext ctx = services.context();
        WorkloadQueue queue = ctx.queue();
        Map<String, Object> m = new HashMap<>();
        m.put("title", "Dashboard");
        m.put("drivers", model.drivers(ctx.drivers().views()));
        m.put("active", model.active(queue.active(), queue.queuedOrder()));
        m.put("history", model.history(ctx.history().all()));
        m.put("notice", Optional.ofNullable(ex.query("notice")).orElse(""));
        m.put("problem", Optional.ofNullable(ex.query("problem")).orElse(""));
        ex.page("index.ftlh", m);
    }

    private void cancel(UiExchange ex) throws Exception {
        String id = ex.form().getOrDefault("id", "");
        Optional<WorkloadView> v = services.context().queue().cancel(id);
        back(ex, v.isPresent() ? "notice" : "problem",
                v.map(w -> "Workload " + id + " is " + w.state() + ".").orElse("No such workload: " + id));
    }

    private void move(UiExchange ex) throws Exception {
        Map<String, String> form = ex.form();
        String id = form.getOrDefault("id", "");
        int delta = "up".equals(form.get("direction")) ? -1 : 1;
        if (services.context().queue().move(id, delta)) {
            ex.redirect("/ui/");
        } else {
            back(ex, "problem", "Workload " + id + " is no longer queued.");
        }
    }

    private void resubmit(UiExchange ex) throws Exception {
        String id = ex.form().getOrDefault("id", "");
        Optional<PastRun> run = services.context().history().get(id);
        Optional<Path> xml = run.isEmpty() ? Optional.empty() : run.get().file(ArchiveLayout.WORKLOAD_CONFIG);
        if (xml.isEmpty()) {
            back(ex, "problem", "Workload " + id + " has no archived workload-config.xml to resubmit.");
            return;
        }
        try {
            WorkloadView v = services.context().queue().submit(Files.readString(xml.get(), StandardCharsets.UTF_8),
                    id + "/workload-config.xml");
            ex.redirect("/ui/workloads/" + v.id()); // the new run's own page, where it can be watched
        } catch (Exception e) {
            back(ex, "problem", "Cannot resubmit " + id + ": " + e.getMessage());
        }
    }

    /** {@code /ui/files/{id}/{name}}: one archived file, secrets masked. */
    private void file(UiExchange ex) throws Exception {
        String[] parts = ex.path().substring("/ui/files/".length()).split("/", -1);
        Optional<PastRun> run = parts.length == 2 ? services.context().history().get(parts[0]) : Optional.empty();
        Optional<Path> file = run.isEmpty() ? Optional.empty() : run.get().file(parts[1]);
        if (file.isEmpty()) {
            ex.text(404, "text/plain; charset=utf-8", "no archived file " + ex.path().substring(10));
            return;
        }
        String name = parts[1];
        ex.response().getHeaders().put("Content-Disposition", "attachment; filename=\"" + name + "\"");
        String type = name.endsWith(".csv") ? "text/csv; charset=utf-8"
                : name.endsWith(".xml") ? "application/xml; charset=utf-8"
                : name.endsWith(".json") ? UiExchange.JSON : "text/plain; charset=utf-8";
        ex.text(200, type, Files.readString(file.get(), StandardCharsets.UTF_8));
    }

    /** Longest notice carried in a redirect's query. */
    private static final int MAX_NOTICE = 300;

    private static void back(UiExchange ex, String kind, String message) {
        // the message echoes the posted id: bounded, so the Location header stays a header
        String shown = message.length() <= MAX_NOTICE ? message : message.substring(0, MAX_NOTICE) + "…";
        ex.redirect("/ui/?" + kind + "=" + URLEncoder.encode(shown, StandardCharsets.UTF_8));
    }
}
