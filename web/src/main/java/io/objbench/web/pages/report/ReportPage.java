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
import java.util.function.BiConsumer;

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
        Optional<Map<String, Object>> model = model(ex, id, (m, read) -> {
            m.put("report", read.report());
            // a run of hundreds of stages: their sections page by page, the index lists them all
            m.put("stagePages", StagePages.of(read.report().stages(), ex.query("page"), ex.query("stage")));
            // the sweep view's link only when the run's main stages vary a parameter
            m.put("sweep", SweepView.of(read.report(), read.workload()).isSweep());
        });
        if (model.isPresent()) {
            model.get().put("filesBase", ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/");
            model.get().putIfAbsent("sweep", false);
            ex.page("report.ftlh", model.get());
        }
    }

    /**
     * Answers the sweep view of run {@code id}: a row per main stage and operation, and curves with
     * one series per value of the parameters off the x axis (sweep.js).
     */
    public void sweep(UiExchange ex, String id) throws Exception {
        Optional<Map<String, Object>> model = model(ex, id,
                (m, read) -> m.put("sweep", SweepView.of(read.report(), read.workload())));
        if (model.isPresent()) {
            ex.page("sweep.ftlh", model.get());
        }
    }

    /**
     * The model both pages share (the run, whether it is active, whether it has a report), with
     * {@code withReport} adding what a page takes from the report when there is one; empty after
     * answering 404 for an unknown run.
     */
    private Optional<Map<String, Object>> model(UiExchange ex, String id,
                                                BiConsumer<Map<String, Object>, ReportReader.WithWorkload> withReport)
            throws Exception {
        Optional<WorkloadView> view = data.view(id);
        if (view.isEmpty()) {
            ex.page(404, "error.ftlh", Map.of("title", "Not found", "status", 404, "message", "no workload " + id));
            return Optional.empty();
        }
        Optional<ReportReader.WithWorkload> read = data.reportWithWorkload(id);
        Map<String, Object> model = new HashMap<>();
        model.put("view", view.get());
        model.put("active", data.active(id));
        model.put("hasReport", read.isPresent());
        read.ifPresent(r -> withReport.accept(model, r));
        return Optional.of(model);
    }
}
