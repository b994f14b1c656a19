package io.objbench.controller.run;

/**
 * The limits of the stage verdict's rules (docs/metrics.md, "Stage verdict"); {@code [validity]}
 * in controller.conf changes them. Shares are fractions (0.9 = 90 %).
 *
 * @param cpuBusy       a driver process above this share of its host's cores in an interval is busy
 * @param hostCpuBusy   a driver host above this busy share in an interval is busy (every process)
 * @param cpuTimeShare  busy intervals covering more than this share of the window make the stage suspect
 * @param gcTimeShare   GC pauses summing to more than this share of the window make it suspect
 * @param minIntervals  a window shorter than this many of its work's intervals makes it suspect
 */
public record ValidityThresholds(double cpuBusy, double hostCpuBusy, double cpuTimeShare, double gcTimeShare,
                                 int minIntervals) {

    /** The documented defaults: 90 % CPU for more than 10 % of the window, 1 % GC, 10 intervals. */
    public static final ValidityThresholds DEFAULTS = new ValidityThresholds(0.90, 0.90, 0.10, 0.01, 10);
}
