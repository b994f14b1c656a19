package io.objbench.web.pages.workload;

import io.objbench.web.data.LiveUpdate;
import io.objbench.web.data.RunData;
import io.objbench.web.data.RunReport;
import io.objbench.web.pages.report.StagePages;
import io.objbench.web.server.UiExchange;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON the run pages fetch: {@code /ui/data/workloads/{id}/timeline?stage=…&after=N} (states
 * and the stage's points after row N) and {@code /ui/data/workloads/{id}/report} (the archived
 * report with latency distributions; with {@code ?page=N} or {@code ?stage=ID} only the stages of
 * that page of the report page, {@link StagePages}).
 */
final class WorkloadData {

    private final RunData data;

    WorkloadData(RunData data) {
        this.data = data;
    }

    void handle(UiExchange ex) throws Exception {
        Optional<RunPath> p = RunPath.parse(ex.path());
        if (p.isEmpty()) {
            problem(ex, 404, "no such data: " + ex.path());
            return;
        }
        String id = p.get().id();
        switch (p.get().rest()) {
            case "timeline" -> {
                long after;
                try {
                    String a = ex.query("after");
                    after = a == null || a.isEmpty() ? 0 : Long.parseLong(a);
                } catch (NumberFormatException e) {
                    problem(ex, 400, "after must be a row number");
                    return;
                }
                Optional<LiveUpdate> update = data.update(id, ex.query("stage"), after);
                if (update.isEmpty()) {
                    problem(ex, 404, "no workload " + id);
                } else {
                    ex.json(200, update.get());
                }
            }
            case "report" -> {
                Optional<RunReport> report = data.report(id);
                if (report.isEmpty()) {
                    problem(ex, 404, "no report of " + id + " (unknown, still running, or not archived)");
                } else {
                    ex.json(200, paged(report.get(), ex.query("page"), ex.query("stage")));
                }
            }
            default -> problem(ex, 404, "no such data: " + ex.path());
        }
    }

    /** The report with only the stages of the report page asked for; whole without page or stage. */
    private static RunReport paged(RunReport r, String page, String stage) {
        if (page == null && stage == null) {
            return r;
        }
        StagePages p = StagePages.of(r.stages(), page, stage);
        return new RunReport(r.id(), r.name(), r.state(), r.startedAt(), r.stoppedAt(), p.shown(), r.files(), r.search());
    }

    private static void problem(UiExchange ex, int status, String message) {
        ex.json(status, Map.of("status", status, "message", message));
    }
}
