package io.objbench.app.compare;

import io.objbench.app.ExitCodes;
import io.objbench.controller.compare.RunComparer;
import io.objbench.controller.compare.RunComparison;
import io.objbench.controller.compare.RunIntervals;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * A comparison against a baseline run and what it means for the exit code: {@code compare},
 * {@code run --baseline} and {@code submit --wait --baseline} all go through here.
 *
 * @param minChange the noise floor (0.01 = 1 %)
 * @param failAbove the regression limit of {@code --fail-on-regression} (0.05 = 5 %); NaN when not given
 */
public record Baseline(double minChange, double failAbove) {

    /**
     * The options as typed: {@code --min-change} (null = 1 %) and {@code --fail-on-regression}
     * (null = never fail).
     *
     * @throws IllegalArgumentException naming the option when a value is not a percentage
     */
    public static Baseline of(String minChange, String failOnRegression) {
        return new Baseline(minChange == null ? RunComparer.DEFAULT_MIN_CHANGE : Percent.parse("--min-change", minChange),
                failOnRegression == null ? Double.NaN : Percent.parse("--fail-on-regression", failOnRegression));
    }

    /** Compares the run in {@code runB} with the one in {@code runA}. */
    public RunComparison compare(Path runA, Path runB) throws IOException {
        return RunComparer.compare(RunIntervals.read(runA), RunIntervals.read(runB), minChange, op -> true);
    }

    /**
     * The exit code of a comparison: {@link ExitCodes#REGRESSION} when a metric is significantly
     * worse beyond the limit (each named on {@code out}), else {@code otherwise}.
     */
    public int exitCode(RunComparison c, int otherwise, PrintWriter out) {
        if (Double.isNaN(failAbove)) {
            return otherwise;
        }
        List<String> beyond = c.regressionsBeyond(failAbove);
        if (beyond.isEmpty()) {
            out.println("no significant regression beyond " + Percent.signed(failAbove).substring(1));
            return otherwise;
        }
        out.println("significant regression beyond " + Percent.signed(failAbove).substring(1) + ": "
                + String.join(", ", beyond));
        return ExitCodes.REGRESSION;
    }
}
