package io.objbench.app.compare;

import io.objbench.app.ExitCodes;
import io.objbench.app.client.ArchivedRun;
import io.objbench.app.client.ClientOptions;
import io.objbench.app.client.ControllerClient;
import io.objbench.app.client.ControllerException;
import io.objbench.controller.compare.RunComparison;
import io.objbench.core.json.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code objbench compare A B}: per stage and operation, B's change against A in throughput,
 * mean and percentiles, with 95 % intervals and a verdict (docs/metrics.md, "Comparing runs").
 * With {@code --url} or {@code --conf} a run id is fetched from that controller ({@link ArchivedRun}),
 * into a temporary folder deleted afterwards; {@code --archive} is read for ids it does not have.
 * Exit 0; 7 with {@code --fail-on-regression} when a metric is significantly worse beyond it; 2
 * when a run is not found or an option is wrong; 4 when the controller cannot be reached.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Compare two archived runs: the change of each stage's operations with 95 %% intervals.",
        footer = {"A and B are run ids (w3) in --archive, or run folders; with --url (or --conf) an id is",
                "fetched from that controller (--archive: ids it lacks). Exit: 0 compared, 2 bad input or no such run,",
                "4 controller unreachable, 7 a significant regression beyond --fail-on-regression."})
public final class CompareCommand implements Callable<Integer> {

    /** The controller could not be reached or failed itself, as the client commands exit. */
    private static final int UNREACHABLE = 4;

    @Parameters(index = "0", paramLabel = "A", description = "the baseline run: an id such as w3, or a run folder")
    String runA;

    @Parameters(index = "1", paramLabel = "B", description = "the run compared with it")
    String runB;

    @Option(names = "--archive", paramLabel = "DIR", defaultValue = "archive",
            description = "archive directory the ids are in (default: ${DEFAULT-VALUE})")
    Path archiveDir;

    @Option(names = "--json", description = "print the comparison as JSON instead of a table")
    boolean json;

    @Option(names = "--min-change", paramLabel = "PCT",
            description = "noise floor: smaller changes are never called (default: 1%%)")
    String minChange;

    @Option(names = "--fail-on-regression", paramLabel = "PCT",
            description = "exit 7 when some metric is significantly worse by more than this, e.g. 5%%")
    String failOnRegression;

    @CommandLine.Mixin
    ClientOptions controller;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Baseline baseline;
        RunComparison c;
        try {
            baseline = Baseline.of(minChange, failOnRegression);
            ControllerClient client = controller.given() ? controller.client() : null;
            try (ArchivedRun a = ArchivedRun.open(runA, archiveDir, client);
                 ArchivedRun b = ArchivedRun.open(runB, archiveDir, client)) {
                c = baseline.compare(a.dir(), b.dir());
            }
        } catch (IllegalArgumentException | IOException e) {
            err.println("objbench compare: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        } catch (ControllerException e) {
            err.println("objbench compare: " + e.getMessage());
            return e.rejected() ? ExitCodes.BAD_INPUT : UNREACHABLE;
        }
        if (json) {
            try {
                out.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(c.json()));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException("cannot write the comparison as JSON", e);
            }
            out.flush();
            return baseline.exitCode(c, ExitCodes.FINISHED, new PrintWriter(PrintWriter.nullWriter()));
        }
        out.print(ComparisonTable.render(c));
        int code = baseline.exitCode(c, ExitCodes.FINISHED, out);
        out.flush();
        return code;
    }
}
