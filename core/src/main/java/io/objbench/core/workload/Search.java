package io.objbench.core.workload;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A capacity search (objbench extension, the {@code <search>} element of a workload,
 * docs/capacity.md): the workload's main work runs as steps of increasing load, each one stage,
 * until the highest load meeting every SLO is known to {@code precision} (an SLO search), or,
 * with {@code plateau} &gt; 0, until the throughput stops growing and the knee of its curve is
 * known (a plateau search, workers only, without SLOs: the two are exclusive).
 *
 * @param stageIndex    1-based index of the stage holding the main work (the steps replace it)
 * @param workIndex     1-based index of the main work in that stage
 * @param vary          what the steps change
 * @param from          the first step's load (ops/s for rate, workers for workers), &gt; 0
 * @param to            the highest load tried, &ge; from
 * @param precision     the bisection ends when (high − low) / low &le; this; &gt; 0
 * @param stepSeconds   each step's measured window (its work's runtime), &ge; 1
 * @param warmupSeconds each step's warm-up before the window (its work's rampup), &ge; 0
 * @param slos          the SLO criteria as written ({@code read.p99<=20ms}), at least one in an SLO
 *                      search, none in a plateau search
 * @param plateau       0 for an SLO search; else the plateau search's growth threshold, a fraction in
 *                      (0, 1): the throughput has plateaued when two raising steps in a row each grew
 *                      by less than this, and the knee is the fewest workers within this of the plateau
 */
public record Search(int stageIndex, int workIndex, Vary vary, double from, double to, double precision,
                     int stepSeconds, int warmupSeconds, List<String> slos, double plateau) {

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
        if (!(plateau >= 0 && plateau < 1)) {
            throw new IllegalArgumentException("the plateau threshold must be in [0, 1), found " + plateau);
        }
        if (plateau == 0 && slos.isEmpty()) {
            throw new IllegalArgumentException("a search needs at least one slo, or a plateau threshold");
        }
        if (plateau > 0 && (!slos.isEmpty() || vary != Vary.WORKERS)) {
            throw new IllegalArgumentException("a plateau search varies workers and has no slo");
        }
    }

    /** An SLO search. */
    public Search(int stageIndex, int workIndex, Vary vary, double from, double to, double precision,
                  int stepSeconds, int warmupSeconds, List<String> slos) {
        this(stageIndex, workIndex, vary, from, to, precision, stepSeconds, warmupSeconds, slos, 0);
    }

    /** True for a plateau search ({@code untilPlateau}), false for an SLO search. */
    public boolean untilPlateau() {
        return plateau > 0;
    }

    /** {@code plateau} or {@code slo}, as the reports write it. */
    public String mode() {
        return untilPlateau() ? "plateau" : "slo";
    }
}
