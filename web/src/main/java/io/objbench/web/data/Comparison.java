package io.objbench.web.data;

import io.objbench.controller.history.History;
import io.objbench.controller.history.PastRun;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * Several past runs side by side: every (run, stage, operation) with its final numbers and
 * distribution; the compare page groups them by op label for the overlaid CDFs and tables, and
 * plots throughput against the stage's workers and bandwidth against the op's object size.
 *
 * @param ids     the runs asked for, in order
 * @param missing the runs not found or without a report
 * @param entries one per (run, stage, operation) with operations
 * @param labels  the op labels present, in first-seen order
 */
public record Comparison(List<String> ids, List<String> missing, List<Entry> entries, List<String> labels) {

    /** Most runs one comparison loads (each decodes its histograms). */
    public static final int MAX_RUNS = 20;

    /** One operation of one stage of one run. */
    public record Entry(String runId, String runName, String stage, int stageWorkers, OpReport op) {
    }

    /** The comparison of {@code ids} (at most {@link #MAX_RUNS}, duplicates dropped) from {@code history}. */
    public static Comparison of(List<String> ids, History history) throws IOException {
        List<String> wanted = ids.stream().distinct().limit(MAX_RUNS).toList();
        List<RunReport> reports = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String id : wanted) {
            Optional<PastRun> run = history.get(id);
            Optional<RunReport> report = run.isEmpty() ? Optional.empty() : ReportReader.read(run.get());
            if (report.isPresent()) {
                reports.add(report.get());
            } else {
                missing.add(id);
            }
        }
        return of(wanted, missing, reports);
    }

    /** The comparison of reports already read. */
    public static Comparison of(List<String> ids, List<String> missing, List<RunReport> reports) {
        List<Entry> entries = new ArrayList<>();
        LinkedHashSet<String> labels = new LinkedHashSet<>();
        for (RunReport r : reports) {
            for (RunReport.StageReport s : r.stages()) {
                for (OpReport op : s.ops()) {
                    entries.add(new Entry(r.id(), r.name(), s.id(), s.workers(), op));
                    labels.add(op.label());
                }
            }
        }
        return new Comparison(List.copyOf(ids), List.copyOf(missing), List.copyOf(entries), List.copyOf(labels));
    }
}
