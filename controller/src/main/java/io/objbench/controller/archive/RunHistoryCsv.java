package io.objbench.controller.archive;

import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The run index {@code run-history.csv} (cosbench-format.md §5.5): one row per run, appended. */
public final class RunHistoryCsv {

    /** COSBench's header, exactly. */
    public static final String HEADER = "Id,Name,Submitted-At,Started-At,Stopped-At,Op-Info,State,Detailed State\n";

    private RunHistoryCsv() {
    }

    /** The run's row. */
    public static String row(WorkloadResult run, CsvFormat f) {
        return row(run.id(), run.workload().name(), run.submittedAt(), run.startedAt(), run.stoppedAt(),
                String.join(" ", opInfo(run)), run.state().csvName(), f.history(run.history()), f);
    }

    /**
     * A row written from its parts (for runs the history records without a result: interrupted,
     * cancelled while queued): the name's part in the Name column ({@code <Id>-<Name>} is the
     * run's folder), {@code N/A} as Started-At when {@code started} is null (never started),
     * {@code detailed} as the Detailed State cells ({@code state @ time} each).
     */
    public static String row(String id, String workloadName, Instant submitted, Instant started, Instant stopped,
                             String opInfo, String state, List<String> detailed, CsvFormat f) {
        List<String> cells = new ArrayList<>();
        cells.add(id);
        cells.add(ArchiveNames.part(workloadName)); // <Id>-<Name> is the run's folder
        cells.add(f.dateTime(submitted));
        cells.add(started == null ? CsvFormat.NA : f.dateTime(started)); // never started
        cells.add(f.dateTime(stopped));
        cells.add(opInfo);
        cells.add(state);
        cells.addAll(detailed);
        return CsvFormat.line(cells);
    }

    /** The distinct operation types of the workload, in order of appearance. */
    static Set<String> opInfo(WorkloadResult run) {
        Set<String> types = new LinkedHashSet<>();
        for (Stage s : run.workload().stages()) {
            for (Work w : s.works()) {
                for (Operation op : w.operations()) {
                    types.add(op.type());
                }
            }
        }
        return types;
    }
}
