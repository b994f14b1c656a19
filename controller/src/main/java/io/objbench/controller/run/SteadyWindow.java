package io.objbench.controller.run;

/**
 * Where a stage's steady window began and how that was decided (docs/metrics.md, "Warm-up
 * detection"); the JSON summary's per-stage {@code "steady"} object. A small record meant to
 * grow (the stable-stage keys join it).
 *
 * @param warmupEndsAt    seconds from the start of the load (the missions' launch) where the
 *                        steady window begins: the detected end, or COSBench's rampup when that
 *                        is later; null when no window could be placed
 * @param warmupIntervals intervals MSER-5 found to be transient (0 = no warm-up found), counted
 *                        from the start of the load, rampup included
 * @param method          {@code MSER-5}; {@code fixed} for {@code warmup="fixed"} (COSBench's
 *                        window); {@code none} when the series could not be used (see note)
 * @param note            why the method is {@code none}, or what bounded the cut; "" otherwise
 */
public record SteadyWindow(Double warmupEndsAt, int warmupIntervals, String method, String note) {

    /** The method name of MSER-5 detection. */
    public static final String MSER5 = "MSER-5";
    /** The method name of {@code warmup="fixed"}. */
    public static final String FIXED = "fixed";
    /** The method name when detection could not run. */
    public static final String NONE = "none";

    public SteadyWindow {
        note = note == null ? "" : note;
    }

    /** True when the warm-up was detected to end after rampup: the stage's figures start at the cut. */
    public boolean cut(int rampupSeconds) {
        return MSER5.equals(method) && warmupEndsAt != null && warmupEndsAt > rampupSeconds;
    }
}
