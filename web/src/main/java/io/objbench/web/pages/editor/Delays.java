package io.objbench.web.pages.editor;

/**
 * Seconds of a {@code delay} stage after each stage (0: none), as COSBench's config page offers:
 * a stage named {@code delay} with a {@code closuredelay} only waits, no driver works.
 *
 * @param afterInit    after init
 * @param afterPrepare after prepare
 * @param afterMain    after main
 * @param afterCleanup after cleanup
 */
public record Delays(int afterInit, int afterPrepare, int afterMain, int afterCleanup) {

    /** No delay stage. */
    public static final Delays NONE = new Delays(0, 0, 0, 0);

    /** True when no delay is negative. */
    boolean valid() {
        return afterInit >= 0 && afterPrepare >= 0 && afterMain >= 0 && afterCleanup >= 0;
    }
}
