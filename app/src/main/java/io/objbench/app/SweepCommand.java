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
 * operation ({@link SweepTable}). {@code --dry-run} prints the plan. Given an ssbench scenario
 * file, the storage and auth are those it converts to ({@code --storage}, {@code -A/-U/-K}, the
 * {@code ST_*}/{@code OS_*} variables) and, without {@code --sizes}, its size classes are the sizes.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = "Run one stage per object size and operation at one concurrency (create, read, update,"
                + " delete on confirmed objects), with the storage and auth of the workload file, in this process."
                + " An ssbench scenario file gives its storage options and, without --sizes, its size classes.",
        footer = {"Exit: as run: 0 finished, 1 failed, 2 bad input, 3 terminated or cancelled, 5 no archive."})
public final class SweepCommand extends WorkloadRunCommand {

    // of a scenario's options, sweep takes where it runs only: its --ops (operation kinds), --seconds
    // and --containers are the sweep's own, and the scenario's counts and users do not apply
    private final ScenarioOptions storageOptions = new ScenarioOptions();

    @Override
    ScenarioOptions scenarioOptions() {
        storageOptions.storage = storage;
        storageOptions.storageConfig = storageConfig;
        storageOptions.authUrl = authUrl;
        storageOptions.authUser = authUser;
        storageOptions.authKey = authKey;
        return storageOptions;
    }

    @Option(names = "--storage", paramLabel = "TYPE", description = "scenario file only: mock (default, objects kept"
            + " in memory), swift, s3, librados or none")
    String storage;

    @Option(names = "--storage-config", paramLabel = "K=V;…", description = "scenario file only: the storage's keys")
    String storageConfig;

    @Option(names = {"-A", "--auth-url"}, paramLabel = "URL", description = "scenario file only, --storage swift:"
            + " Swift v1 auth URL (default: $ST_AUTH); without v1 auth the OS_* variables log in with Keystone")
    String authUrl;

    @Option(names = {"-U", "--auth-user"}, paramLabel = "ACCOUNT:USER", description = "scenario file only: Swift v1"
            + " user (default: $ST_USER)")
    String authUser;

    @Option(names = {"-K", "--auth-key"}, paramLabel = "KEY", description = "scenario file only: Swift v1 key"
            + " (default: $ST_KEY)")
    String authKey;

    /** What the sweep could not keep exactly of a scenario's classes (sizes rounded to KB). */
    private final java.util.List<String> sweepNotes = new java.util.ArrayList<>();


    @Option(names = "--sizes", paramLabel = "SIZE[,SIZE…]", description = "the object sizes, decimal units as"
            + " COSBench, e.g. 24KB,32KB,64KB (default for an ssbench scenario file: its size classes)")
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

    /**
     * The generated workload's text: the plan with the storage and auth of the file's first work;
     * of a scenario file, those it converts to (with {@code --storage}, {@code -A/-U/-K}, the
     * {@code ST_*}/{@code OS_*} variables, its {@code delete_after} and {@code policy}), and its
     * size classes as the sizes when {@code --sizes} is not given.
     */
    String text() {
        WorkloadInput in;
        try {
            in = input();
        } catch (WorkloadInput.BadScenario e) {
            throw new IllegalArgumentException("the storage and auth come from " + workloadFile + ", which is not a"
                    + " valid ssbench scenario:\n" + e.getMessage(), e);
        }
        SweepPlan plan = sizes == null && in.origin() != null
                ? SweepPlan.of(classSizes(in), ops, workers, seconds, opsCount, objects, containers)
                : SweepPlan.of(sizes, ops, workers, seconds, opsCount, objects, containers);
        Workload file;
        try {
            file = in.workload();
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

    /**
     * A scenario's size classes as sweep sizes, in the file's order: the classes it uses (those
     * with {@code initial_files} above 0, as ssbench picks no other), each over its own range.
     */
    private java.util.List<SweepPlan.Size> classSizes(WorkloadInput in) {
        io.objbench.core.ssbench.Scenario s;
        try {
            s = io.objbench.core.ssbench.ScenarioReader.read(in.origin().text(), workloadFile.toString(),
                    io.objbench.core.ssbench.ScenarioOverrides.NONE);
        } catch (io.objbench.core.ssbench.ScenarioException e) {
            throw new WorkloadInput.BadScenario(e); // converted once already: cannot happen
        }
        sweepNotes.clear();
        java.util.List<SweepPlan.Size> out = new java.util.ArrayList<>();
        for (io.objbench.core.ssbench.SizeClass c : s.sizes()) {
            if (s.classShare(c) > 0) {
                out.add(SweepPlan.Size.ofClass(c.name(),
                        io.objbench.core.ssbench.ScenarioWorkload.sizes(c, sweepNotes), s.sizes().indexOf(c) + 1));
            }
        }
        return out;
    }

    /**
     * The notes of a sweep: how a class's sizes were rounded. The conversion's own notes (its
     * ratios, the initial files' memory) are about the scenario's run, which the sweep does not run.
     */
    @Override
    void printNotes(PrintWriter err) {
        sweepNotes.forEach(n -> err.println("objbench sweep: note: " + n));
        err.flush();
    }

    @Override
    int exitCode(WorkloadResult result, PrintWriter out) {
        out.println();
        out.print(SweepTable.render(result));
        out.flush();
        return super.exitCode(result, out);
    }
}
