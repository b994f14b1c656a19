package io.objbench.web.pages.report;

import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.data.RunData;
import io.objbench.web.data.ReportReader;
import io.objbench.web.data.SweepView;
import io.objbench.web.server.UiExchange;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The report of a finished run {@code /ui/workloads/{id}/report}: per stage and operation the
 * final table, per-driver parts and errors (rendered here), the latency histogram, CDF and time
 * series (drawn by report.js from the JSON endpoints), and links to every archived file.
 */
public final class ReportPage {

    private final RunData data;

    public ReportPage(RunData data) {
        this.data = data;
    }

    /** Answers the report page of run {@code id}. */
    public void handle(UiExchange ex, String id) throws Exception {
        Optional<WorkloadView> view = data.view(id);
        if (view.isEmpty()) {
            ex.page(404, "error.ftlh", Map.of("title", "Not found", "status", 404, "message", "no workload " + id));
            return;
        }
        Optional<ReportReader.WithWorkload> read = data.reportWithWorkload(id);
        Map<String, Object> model = new HashMap<>();
        model.put("view", view.get());
        model.put("active", data.active(id));
        model.put("hasReport", read.isPresent());
        if (read.isPresent()) {
            model.put("report", read.get().report());
        }
        model.put("filesBase", ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/");
        // the sweep view's link only when the run's main stages vary a parameter
        model.put("sweep", read.isPresent() && SweepView.of(read.get().report(), read.get().workload()).isSweep());
        ex.page("report.ftlh", model);
    }

    /**
     * Answers the sweep view of run {@code id}: a row per main stage and operation, and curves with
     * one series per value of the parameters off the x axis (sweep.js).
     */
    public void sweep(UiExchange ex, String id) throws Exception {
        Optional<WorkloadView> view = data.view(id);
        if (view.isEmpty()) {
            ex.page(404, "error.ftlh", Map.of("title", "Not found", "status", 404, "message", "no workload " + id));
            return;
        }
        Optional<ReportReader.WithWorkload> read = data.reportWithWorkload(id);
        Map<String, Object> model = new HashMap<>();
        model.put("view", view.get());
        model.put("active", data.active(id));
        model.put("hasReport", read.isPresent());
        if (read.isPresent()) {
            model.put("sweep", SweepView.of(read.get().report(), read.get().workload()));
        }
        ex.page("sweep.ftlh", model);
    }
}
