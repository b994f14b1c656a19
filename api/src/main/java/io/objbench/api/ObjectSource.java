package io.objbench.api;

import java.io.InputStream;

/**
 * The body of an object being written, provided by the driver from preallocated buffers.
 */
public interface ObjectSource {

    /** The body's length in bytes. */
    long length();

    /**
     * True when the workload asked for chunked transfer ({@code chunked=true}): send the body
     * without announcing its length where the protocol allows it.
     */
    boolean chunked();

    /**
     * The body as a stream positioned at byte 0. Each call restarts the body (for a client that
     * retries); the stream is only valid until the operation returns. Closing it is harmless.
     */
    InputStream stream();
}
