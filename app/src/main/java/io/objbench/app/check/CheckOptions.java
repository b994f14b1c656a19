package io.objbench.app.check;

import io.objbench.core.check.Criterion;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of {@code run} and {@code submit --wait} that check a finished run and report it
 * for CI: {@code --assert}, {@code --junit}, {@code --json}, {@code --strict}.
 */
public final class CheckOptions {

    /** What {@code --json} without a file means: standard output. */
    public static final String STDOUT = "-";

    @Option(names = "--assert", paramLabel = "EXPR",
            description = {"check the finished run: [stage.][op.]metric cmp value[unit], e.g. 'main.read.p99<20ms',",
                    "'errors<=0.1%%', 'main.write.throughput>=500'; metrics pNN avg max throughput bandwidth errors",
                    "success; cmp < <= > >= (or lt le gt ge). Repeatable. A failed one exits 6."})
    List<String> assertions = new ArrayList<>();

    @Option(names = "--junit", paramLabel = "FILE",
            description = "write a JUnit XML report: one test case per assertion, and one for the run's end state")
    Path junit;

    @Option(names = "--json", paramLabel = "FILE", arity = "0..1", fallbackValue = STDOUT,
            description = {"write the machine-readable summary (state, exit code, per stage and operation figures,"
                    + " assertions) to FILE, '-' or no FILE: standard output;",
                    "with run --dry-run: the schedule as JSON"})
    String json;

    @Option(names = "--strict", description = {"exit 9 when the run finished, its assertions passed, and a stage's"
            + " verdict is suspect (the driver's CPU or GC, clock skew, errors, schedule lag, few operations, a short"
            + " window: docs/metrics.md, \"Stage verdict\")"})
    boolean strict;

    /** True with {@code --strict}: a suspect stage fails the run. */
    public boolean strict() {
        return strict;
    }

    /** The {@code --assert} criteria, read. */
    public List<Criterion> criteria() {
        return assertions.stream().map(Criterion::parse).toList();
    }

    /** The JUnit report file, null when none. */
    public Path junit() {
        return junit;
    }

    /** The {@code --json} target: a file name, {@link #STDOUT}, or null when not given. */
    public String json() {
        return json;
    }

    /** True when any of the options is given. */
    public boolean any() {
        return !assertions.isEmpty() || junit != null || json != null || strict;
    }
}
