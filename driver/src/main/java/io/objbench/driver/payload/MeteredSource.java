package io.objbench.driver.payload;

import io.objbench.api.ObjectSource;

/**
 * An {@link ObjectSource} that notes what the adaptor did with it: how many bytes it read (what a
 * write counts, as COSBench counts the bytes read from the upload stream, so a storage that
 * never reads the body moves 0 bytes) and how long the transfer took.
 */
public interface MeteredSource extends ObjectSource {

    /** Nanoseconds from the first read's start to the last read's end; 0 if never read. */
    long transferNanos();

    /** The furthest byte of the body the adaptor read (a retried upload is not counted twice). */
    long bytesRead();
}
