package io.objbench.app.report;

import io.objbench.app.ExitCodes;
import io.objbench.app.client.ArchivedRun;
import io.objbench.app.client.ClientOptions;
import io.objbench.app.client.ControllerClient;
import io.objbench.app.client.ControllerException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code objbench report RUN --format ssbench|ssbench-csv}: an archived run's stage in ssbench
 * 0.3.9's report layout (docs/ssbench.md, "Reports in ssbench's layout"). RUN is found as
 * {@code compare} finds it ({@link ArchivedRun}). Exit 0; 2 when the run, the stage or an option
 * is wrong; 4 when the controller cannot be reached.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = "Print an archived run in another tool's report layout (ssbench's text report or CSV).",
        footer = {"RUN is a run id (w3) in --archive, or a run folder; with --url (or --conf) an id is fetched",
                "from that controller. Exit: 0 printed, 2 bad input or no such run, 4 controller unreachable."})
public final class ReportCommand implements Callable<Integer> {

    /** The formats, as {@code --format} takes them. */
    static final List<String> FORMATS = List.of("ssbench", "ssbench-csv");
    private static final int UNREACHABLE = 4;

    @Parameters(index = "0", paramLabel = "RUN", description = "a run id such as w3, or a run folder")
    String run;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "ssbench",
            description = "ssbench (text report) or ssbench-csv (default: ${DEFAULT-VALUE})")
    String format;

    @Option(names = "--archive", paramLabel = "DIR", defaultValue = "archive",
            description = "archive directory the ids are in (default: ${DEFAULT-VALUE})")
    Path archiveDir;

    @Option(names = "--stage", paramLabel = "STAGE",
            description = "the stage reported, id (s3-main) or name (main); default: the only stage with"
                    + " read, write or delete operations, else 'main'")
    String stage;

    @Option(names = "--pctile", paramLabel = "N", defaultValue = "95",
            description = "the percentile of the latency lines, 1 to 99 (ssbench's --pctile; default: ${DEFAULT-VALUE})")
    int pctile;

    @CommandLine.Mixin
    ClientOptions controller;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!FORMATS.contains(format)) {
            err.println("objbench report: unknown format '" + format + "': expected one of " + String.join(", ", FORMATS));
            return ExitCodes.BAD_INPUT;
        }
        if (pctile < 1 || pctile > 99) {
            err.println("objbench report: --pctile " + pctile + ": expected a whole percentile from 1 to 99");
            return ExitCodes.BAD_INPUT;
        }
        SsbenchRun r;
        try {
            ControllerClient client = controller.given() ? controller.client() : null;
            try (ArchivedRun a = ArchivedRun.open(run, archiveDir, client)) {
                r = SsbenchRun.read(a.dir(), stage);
            }
        } catch (IllegalArgumentException | IOException e) {
            err.println("objbench report: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        } catch (ControllerException e) {
            err.println("objbench report: " + e.getMessage());
            return e.rejected() ? ExitCodes.BAD_INPUT : UNREACHABLE;
        }
        String version = version();
        out.print(format.equals("ssbench") ? SsbenchText.render(r, pctile, version) : SsbenchCsv.render(r, pctile, version));
        if (!r.skipped().isEmpty()) {
            err.println("objbench report: not in ssbench's CRUD sections: " + String.join(", ", r.skipped()));
        }
        out.flush();
        return ExitCodes.FINISHED;
    }

    private static String version() {
        String v = ReportCommand.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
