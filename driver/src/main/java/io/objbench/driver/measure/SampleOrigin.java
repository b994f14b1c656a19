package io.objbench.driver.measure;

/**
 * Where one worker's samples of one operation come from, handed to {@link OpRecorder} as one
 * argument so the per-operation call stays short (docs/performance.md, "after shortening the
 * per-op path"): the worker's slot in the slowest-samples heaps, the session whose last call a
 * kept sample describes, and the size class of the size drawn since the last sample. One instance
 * per worker and operation, written and read by that worker's thread only.
 */
public final class SampleOrigin {

    /** An origin that keeps no exemplar and draws no size class (callers that do not say). */
    static final SampleOrigin NONE = new SampleOrigin();

    /** The worker's index on this driver (0-based), −1 for none: no exemplar is kept. */
    final int worker;
    /** What the last call named and its request id, read only for a kept sample; null with worker −1. */
    final ExemplarSource source;
    /** The size class (bucket index) of the size drawn since the last sample, −1 for none. */
    int sizeClass = -1;

    /** An origin that keeps no exemplar (a cursor not yet bound to its worker). */
    public SampleOrigin() {
        this.worker = -1;
        this.source = null;
    }

    /**
     * @param worker the worker's index on this driver, 0-based
     * @param source the session that makes the operation's calls
     */
    public SampleOrigin(int worker, ExemplarSource source) {
        if (worker < 0 || source == null) {
            throw new IllegalArgumentException("a sample origin needs a worker index >= 0 and a source: "
                    + worker + ", " + source);
        }
        this.worker = worker;
        this.source = source;
    }

    /** Notes the size class of the size just drawn (the next sample is recorded under it too). */
    public void drewSizeClass(int sizeClass) {
        this.sizeClass = sizeClass;
    }

    /**
     * The size class drawn since the last sample, −1 for none; resets it, so each drawn size's
     * class goes to one sample only.
     */
    int takeSizeClass() {
        int c = sizeClass;
        if (c >= 0) {
            sizeClass = -1; // written only when set: NONE, shared, is never written
        }
        return c;
    }

    /** The size class drawn since the last sample, without taking it (tests). */
    public int sizeClass() {
        return sizeClass;
    }
}
