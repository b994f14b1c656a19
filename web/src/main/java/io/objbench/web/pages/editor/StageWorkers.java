package io.objbench.web.pages.editor;

/**
 * The workers of each special stage, as COSBench's config page sets them one by one.
 *
 * @param init    workers creating the containers
 * @param prepare workers writing the objects
 * @param cleanup workers deleting the objects
 * @param dispose workers deleting the containers
 */
public record StageWorkers(int init, int prepare, int cleanup, int dispose) {

    /** The same count for every special stage. */
    public static StageWorkers all(int workers) {
        return new StageWorkers(workers, workers, workers, workers);
    }

    /** True when every count is at least 1. */
    boolean valid() {
        return init >= 1 && prepare >= 1 && cleanup >= 1 && dispose >= 1;
    }
}
