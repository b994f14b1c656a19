package io.objbench.controller.compare;

import java.util.List;

/**
 * The in-window intervals of one operation of one stage of a run.
 *
 * @param stage     the stage id
 * @param key       what matches it with the same operation of another run: its label, or
 *                  {@code label (opId)} when two operations of the stage share the label
 * @param intervals the intervals inside the measured window, oldest first
 * @param skipped   intervals of the timeline left out: ramp-up, ramp-down or cut by the window's edges
 */
public record OpIntervals(String stage, String key, List<Interval> intervals, int skipped) {

    public OpIntervals {
        intervals = List.copyOf(intervals);
    }
}
