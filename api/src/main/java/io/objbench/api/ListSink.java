package io.objbench.api;

/**
 * Receives the entries of a listing; implemented by the driver, which counts them.
 */
public interface ListSink {

    /**
     * One entry.
     *
     * @param name the object (or container) name
     * @param size its size in bytes, or -1 when the listing does not say
     */
    void entry(String name, long size);
}
