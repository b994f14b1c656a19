package io.objbench.core.workload;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * An SLO capacity search (objbench extension, the {@code <search>} element of a workload,
 * docs/capacity.md): the workload's main work runs as steps of increasing load, each one stage,
 * until the highest load meeting every SLO is known to {@code precision}.
 *
 * @param stageIndex    1-based index of the stage holding the main work (the steps replace it)
 * @param workIndex     1-based index of the main work in that stage
 * @param vary          what the steps change
 * @param from          the first step's load (ops/s for rate, workers for workers), &gt; 0
 * @param to            the highest load tried, &ge; from
 * @param precision     the bisection ends when (high − low) / low &le; this; &gt; 0
 * @param stepSeconds   each step's measured window (its work's runtime), &ge; 1
 * @param warmupSeconds each step's warm-up before the window (its work's rampup), &ge; 0
 * @param slos          the SLO criteria as written ({@code read.p99<=20ms}), at least one
 */
public record Search(int stageIndex, int workIndex, Vary vary, double from, double to, double precision,
                     int stepSeconds, int warmupSeconds, List<String> slos) {

    /** What a search varies. */
    public enum Vary {
        /** The open-loop arrival rate of the main work, operations per second over all drivers. */
        RATE,
        /** The closed-loop worker count of the main work, over all drivers. */
        WORKERS;

        /** The name written in XML and reports. */
        public String xmlName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The default precision: 5 %. */
    public static final double DEFAULT_PRECISION = 0.05;
    /** The default step window, seconds. */
    public static final int DEFAULT_STEP_SECONDS = 30;
    /** The default step warm-up, seconds. */
    public static final int DEFAULT_WARMUP_SECONDS = 5;

    public Search {
        Objects.requireNonNull(vary, "vary");
        if (!(from > 0) || !(to >= from) || Double.isInfinite(to)) {
            throw new IllegalArgumentException("search needs 0 < from <= to, found from " + from + ", to " + to);
        }
        if (!(precision > 0)) {
            throw new IllegalArgumentException("precision must be > 0, found " + precision);
        }
        if (stepSeconds < 1 || warmupSeconds < 0) {
            throw new IllegalArgumentException("stepSeconds must be >= 1 and warmupSeconds >= 0");
        }
        slos = List.copyOf(slos);
        if (slos.isEmpty()) {
            throw new IllegalArgumentException("a search needs at least one slo");
        }
    }
}
