package io.objbench.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code objbench convert scenario.json}: prints the workload XML an ssbench scenario runs as
 * (docs/ssbench.md), with ssbench's overrides and the storage options applied; what could not be
 * kept exactly (a ratio rounded to 0, sizes in whole KB) goes to stderr. Exit 0, or 2 with every
 * error of the scenario (or for a file that is not a scenario).
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Print the COSBench workload XML (with objbench's extensions) an ssbench scenario runs as.",
                "Exit code: 0 converted, 2 an error in the scenario or an option."})
public final class ConvertCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "an ssbench scenario file (JSON)")
    Path file;

    @CommandLine.Mixin
    ScenarioOptions scenario;

    /** The environment the Swift credentials are read from (ST_*, OS_*); tests replace it. */
    Map<String, String> env = System.getenv();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        WorkloadInput in;
        try {
            in = WorkloadInput.read(file, scenario, env);
        } catch (WorkloadInput.BadScenario e) {
            err.println(e.getMessage());
            err.flush();
            return ExitCodes.BAD_INPUT;
        } catch (IllegalArgumentException e) {
            err.println("objbench convert: " + e.getMessage());
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        if (in.origin() == null) {
            err.println("objbench convert: " + file + " is not an ssbench scenario (a JSON object with 'sizes' and"
                    + " 'initial_files'): nothing to convert");
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        in.notes().forEach(n -> err.println("objbench convert: note: " + n));
        err.flush();
        out.print(in.xml());
        out.flush();
        return ExitCodes.FINISHED;
    }
}
