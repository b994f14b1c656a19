package io.objbench.controller.archive;

import io.objbench.core.check.Criterion;
import io.objbench.core.check.Figures;
import io.objbench.core.check.OpFigures;
import io.objbench.core.check.StageFigures;
import io.objbench.core.check.Verdict;
import io.objbench.core.stats.HistogramCodec;
import java.util.ArrayList;
import java.util.List;

/**
 * A run's figures for checking criteria ({@link Criterion#evaluate}), read from its JSON summary's
 * stages: so the controller (when the run ends) and the command line (from the archive, or from
 * a controller's report over REST) check the very same numbers.
 */
public final class RunFigures {

    private RunFigures() {
    }

    /** The stages' in-window figures, per operation, in run order. */
    public static List<StageFigures> of(List<JsonSummary.StageJson> stages) {
        List<StageFigures> out = new ArrayList<>();
        for (JsonSummary.StageJson s : stages) {
            List<OpFigures> ops = new ArrayList<>();
            for (JsonSummary.OpJson op : s.ops()) {
                ops.add(new OpFigures(op.opId(), name(op), op.type(), figures(op)));
            }
            out.add(new StageFigures(stageName(s.id()), ops));
        }
        return out;
    }

    /** Every criterion's verdict on {@code stages}, in order. */
    public static List<Verdict> check(List<Criterion> criteria, List<JsonSummary.StageJson> stages) {
        List<StageFigures> figures = of(stages);
        return criteria.stream().map(c -> c.evaluate(figures)).toList();
    }

    private static Figures figures(JsonSummary.OpJson op) {
        // the exact sum is not in the summary: the mean × count gives it back to double precision
        long nanos = op.avgResTimeMs() == null ? 0 : Math.round(op.avgResTimeMs() * 1e6 * op.opCount());
        double seconds = op.windowSeconds() == null ? 0 : op.windowSeconds();
        return new Figures(op.opCount(), op.failures(), op.byteCount(), nanos,
                op.histogram() == null ? HistogramCodec.newHistogram() : HistogramCodec.decode(op.histogram()), seconds);
    }

    /** The stage's name from its id {@code s<index>-<name>}. */
    static String stageName(String stageId) {
        int dash = stageId.indexOf('-');
        return stageId.matches("s\\d+-.*") ? stageId.substring(dash + 1) : stageId;
    }

    /** The operation's name from its label: {@code name}, or {@code name-sampleType} when they differ. */
    static String name(JsonSummary.OpJson op) {
        String label = op.label();
        String suffix = "-" + op.sampleType();
        return !label.equals(op.sampleType()) && label.endsWith(suffix)
                ? label.substring(0, label.length() - suffix.length()) : label;
    }
}
