package io.objbench.controller.archive;

import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
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
        List<String> cells = new ArrayList<>();
        cells.add(run.id());
        cells.add(ArchiveNames.part(run.workload().name())); // <Id>-<Name> is the run's folder
        cells.add(f.dateTime(run.submittedAt()));
        cells.add(run.startedAt() == null ? CsvFormat.NA : f.dateTime(run.startedAt())); // never started
        cells.add(f.dateTime(run.stoppedAt()));
        cells.add(String.join(" ", opInfo(run)));
        cells.add(run.state().csvName());
        cells.addAll(f.history(run.history()));
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
