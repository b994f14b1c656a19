package io.objbench.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.objbench.controller.plan.EndlessWorkWarnings;
import io.objbench.controller.plan.MockStoreWarnings;
import io.objbench.controller.plan.SchedulePlanner;
import io.objbench.core.json.Json;
import io.objbench.core.ssbench.Scenario;
import io.objbench.core.ssbench.ScenarioException;
import io.objbench.core.ssbench.ScenarioReader;
import io.objbench.core.ssbench.ScenarioWorkload;
import io.objbench.core.workload.WorkloadCheck;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code objbench validate w.xml…}: checks workload files (COSBench XML, or ssbench scenarios recognised
 * by their content) without running them, for CI. Lists
 * every error of every file as {@code file:line:column: problem}, then the warnings of the valid
 * ones (a mock with {@code store=true} split over drivers, a pin to a driver that is not
 * configured). Exit code 0 when every file is valid, 2 ({@link ExitCodes#BAD_INPUT}) otherwise,
 * or with {@code --strict} also when there is a warning.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check workload files and list every error of each, without running anything.",
                "Exit code: 0 all valid, 2 an error (or, with --strict, a warning) in some file."})
public final class ValidateCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "WORKLOAD", description = "workload XML files or ssbench scenario files"
            + " (recognised by content)")
    List<Path> files;

    @Mixin
    FleetOptions fleet;

    @CommandLine.Mixin
    ScenarioOptions scenario;

    /** The environment the Swift credentials are read from (ST_*, OS_*); tests replace it. */
    Map<String, String> env = System.getenv();

    @Option(names = "--strict", description = "exit with 2 on warnings too")
    boolean strict;

    @Option(names = "--json", description = "print the result as JSON")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** One file's outcome. */
    record FileResult(String file, boolean valid, String workload, List<Map<String, Object>> errors,
                      List<String> warnings, String format) {

        /** The format of a COSBench workload file. */
        static final String XML = "workload-xml";
        /** The format of an ssbench scenario file. */
        static final String SCENARIO = "ssbench-scenario";
    }

    @Override
    public Integer call() throws JsonProcessingException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> drivers;
        try {
            drivers = fleet.names(null);
        } catch (IllegalArgumentException e) {
            err.println("objbench validate: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        }
        List<FileResult> results = new ArrayList<>();
        for (Path file : files) {
            results.add(check(file, drivers, scenario, env));
        }
        long invalid = results.stream().filter(r -> !r.valid()).count();
        long warned = results.stream().filter(r -> !r.warnings().isEmpty()).count();
        if (json) {
            out.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(Map.of("files", results)));
        } else {
            print(out, results, drivers);
        }
        out.flush();
        return invalid > 0 || strict && warned > 0 ? ExitCodes.BAD_INPUT : ExitCodes.FINISHED;
    }

    private static FileResult check(Path file, List<String> drivers, ScenarioOptions options, Map<String, String> env) {
        FileResult scenario = checkScenario(file, options, env);
        if (scenario != null) {
            return scenario;
        }
        if (!options.given().isEmpty()) {
            List<String> given = options.given();
            return new FileResult(file.toString(), false, null, List.of(error(file.toString(), 0, 0,
                    String.join(", ", given) + (given.size() == 1 ? " applies" : " apply")
                            + " to ssbench scenario files only: this is a workload XML (set these in the XML)")),
                    List.of(), FileResult.XML);
        }
        WorkloadCheck check = WorkloadReader.check(file, file.toString());
        if (!check.valid()) {
            List<Map<String, Object>> errors = new ArrayList<>();
            for (WorkloadException e : check.errors()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("line", e.line());
                m.put("column", e.column());
                m.put("problem", e.problem());
                m.put("message", e.getMessage());
                errors.add(m);
            }
            return new FileResult(check.file(), false, null, errors, List.of(), FileResult.XML);
        }
        List<String> warnings = new ArrayList<>();
        if (drivers == null) {
            warnings.addAll(MockStoreWarnings.forAnyFleet(check.workload()));
            warnings.addAll(EndlessWorkWarnings.of(check.workload()));
        } else {
            warnings.addAll(SchedulePlanner.plan(check.workload(), drivers).warnings());
        }
        return new FileResult(check.file(), true, check.workload().name(), List.of(), warnings, FileResult.XML);
    }

    /**
     * The result for an ssbench scenario file (recognised by its content, whatever its extension),
     * null for anything else (read as workload XML, which reports what is wrong with it).
     */
    private static FileResult checkScenario(Path file, ScenarioOptions options, Map<String, String> env) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | java.io.UncheckedIOException e) {
            return null; // the workload reader reports the unreadable file
        }
        if (!ScenarioReader.looksLikeScenario(text)) {
            return null;
        }
        try {
            Scenario s = ScenarioReader.read(text, file.toString(), options.overrides());
            // the warnings are located "file:line:col: …": keep "line:col: …" under the file's name
            List<String> warnings = new ArrayList<>(s.warnings().stream()
                    .map(w -> w.substring(file.toString().length() + 1)).toList());
            // the workload it runs as must be valid too (options included)
            List<Map<String, Object>> errors = new ArrayList<>();
            try {
                options.check();
                ScenarioWorkload converted = ScenarioWorkload.of(s, options.target(env), file.toString());
                warnings.addAll(converted.notes());
                WorkloadCheck check = WorkloadReader.check(converted.xml(), file + ".xml");
                check.errors().forEach(e -> errors.add(error(e.getMessage(), e.line(), e.column(), e.problem())));
            } catch (IllegalArgumentException e) {
                errors.add(error(file.toString(), 0, 0, e.getMessage()));
            }
            return new FileResult(file.toString(), errors.isEmpty(), errors.isEmpty() ? s.name() : null, errors,
                    errors.isEmpty() ? warnings : List.of(), FileResult.SCENARIO);
        } catch (ScenarioException e) {
            List<Map<String, Object>> errors = new ArrayList<>();
            for (WorkloadException p : e.problems()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("line", p.line());
                m.put("column", p.column());
                m.put("problem", p.problem());
                m.put("message", p.getMessage());
                errors.add(m);
            }
            return new FileResult(file.toString(), false, null, errors, List.of(), FileResult.SCENARIO);
        }
    }

    /** An error entry; {@code where} is a located message already, or the file for an unlocated problem. */
    private static Map<String, Object> error(String where, int line, int column, String problem) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("line", line);
        m.put("column", column);
        m.put("problem", problem);
        m.put("message", line == 0 && !where.endsWith(problem) ? where + ": " + problem : where);
        return m;
    }

    private static void print(PrintWriter out, List<FileResult> results, List<String> drivers) {
        int errors = 0;
        for (FileResult r : results) {
            if (r.valid()) {
                out.println(r.file() + ": valid (" + (FileResult.SCENARIO.equals(r.format()) ? "ssbench scenario '"
                        : "workload '") + r.workload() + "')");
            } else {
                r.errors().forEach(e -> out.println(e.get("message")));
                errors += r.errors().size();
            }
            r.warnings().forEach(w -> out.println(r.file() + ": warning: " + w));
        }
        long invalid = results.stream().filter(r -> !r.valid()).count();
        long warnings = results.stream().mapToLong(r -> r.warnings().size()).sum();
        out.println(results.size() + (results.size() == 1 ? " file: " : " files: ") + (results.size() - invalid)
                + " valid, " + invalid + " with errors (" + errors + (errors == 1 ? " error" : " errors") + "), "
                + warnings + (warnings == 1 ? " warning" : " warnings")
                + (drivers == null ? "" : " for " + drivers.size() + (drivers.size() == 1 ? " driver" : " drivers")));
    }
}
