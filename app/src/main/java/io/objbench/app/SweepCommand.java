package io.objbench.app;

import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadCheck;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code objbench sweep w.xml --sizes 24KB,64KB --ops create,read,update,delete --workers 16
 * --seconds 30}: one stage per size and operation at one concurrency, generated as a workload
 * ({@link SweepPlan}) with the storage and auth of {@code w.xml}, run like {@code objbench run}
 * (progress, archive, summary, exit codes); then the sweep's table, ops/s and MB/s per size and
 * operation ({@link SweepTable}). {@code --dry-run} prints the plan.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = "Run one stage per object size and operation at one concurrency (create, read, update,"
                + " delete on confirmed objects), with the storage and auth of the workload file, in this process.",
        footer = {"Exit: as run: 0 finished, 1 failed, 2 bad input, 3 terminated or cancelled, 5 no archive."})
public final class SweepCommand extends WorkloadRunCommand {

    // sweep takes workload XML only, and its --ops (operation kinds) is not the scenario's --ops
    private final ScenarioOptions none = new ScenarioOptions();

    @Override
    ScenarioOptions scenarioOptions() {
        return none;
    }


    @Option(names = "--sizes", paramLabel = "SIZE[,SIZE…]", description = "the object sizes, decimal units as"
            + " COSBench, e.g. 24KB,32KB,64KB")
    String sizes;

    @Option(names = "--ops", paramLabel = "OP[,OP…]", defaultValue = "create,read,update,delete",
            description = "the operations, run in CRUD order per size (default: ${DEFAULT-VALUE})")
    String ops;

    @Option(names = "--workers", paramLabel = "N", description = "every operation stage's concurrency")
    Integer workers;

    @Option(names = "--seconds", paramLabel = "S", description = "each operation stage's runtime")
    Integer seconds;

    @Option(names = "--ops-count", paramLabel = "N", description = "each operation stage's operations")
    Long opsCount;

    @Option(names = "--objects", paramLabel = "N", description = "the objects each size's prepare writes, for the"
            + " reads, updates and deletes (default: --ops-count, else " + SweepPlan.DEFAULT_OBJECTS + ")")
    Long objects;

    @Option(names = "--containers", paramLabel = "N", defaultValue = "4",
            description = "the containers the objects are spread over (default: ${DEFAULT-VALUE})")
    int containers;

    @Override
    Workload read() throws WorkloadException {
        return WorkloadReader.read(text(), fileName());
    }

    @Override
    WorkloadCheck check() {
        return WorkloadReader.check(text(), fileName());
    }

    /** The generated workload's text: the plan with the storage and auth of the file's first work. */
    String text() {
        SweepPlan plan = SweepPlan.of(sizes, ops, workers, seconds, opsCount, objects, containers);
        Workload file;
        try {
            file = WorkloadReader.read(workloadFile);
        } catch (WorkloadException e) {
            throw new IllegalArgumentException("the storage and auth come from " + workloadFile + ", which is not a"
                    + " valid workload:\n" + e.getMessage());
        }
        Work first = null;
        for (Stage s : file.stages()) {
            if (!s.works().isEmpty()) {
                first = s.works().getFirst();
                break;
            }
        }
        AdaptorSpec storage = first == null ? null : first.storage();
        AdaptorSpec auth = first == null ? null : first.auth();
        return plan.xml("sweep-" + file.name(), auth, storage);
    }

    @Override
    int exitCode(WorkloadResult result, PrintWriter out) {
        out.println();
        out.print(SweepTable.render(result));
        out.flush();
        return super.exitCode(result, out);
    }
}
