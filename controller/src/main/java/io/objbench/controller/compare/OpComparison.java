package io.objbench.controller.compare;

import java.util.List;

/**
 * One operation of one stage present in both runs.
 *
 * @param stage     the stage id
 * @param op        the operation's key (its label)
 * @param intervalsA A's in-window intervals
 * @param intervalsB B's in-window intervals
 * @param metrics   each metric compared
 */
public record OpComparison(String stage, String op, int intervalsA, int intervalsB, List<MetricChange> metrics) {

    public OpComparison {
        metrics = List.copyOf(metrics);
    }
}
