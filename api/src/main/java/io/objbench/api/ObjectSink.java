package io.objbench.api;

import java.io.IOException;
import java.io.InputStream;

/**
 * Receives the body of an object being read; implemented by the driver, which counts bytes,
 * verifies integrity and marks when the response began.
 */
public interface ObjectSink {

    /**
     * Marks that the response has begun (status and headers received): the end of the
     * operation's processing time. Optional; the first {@link #accept} or {@link #drain} marks it
     * too.
     *
     * @param contentLength the announced body length, or -1 when unknown
     */
    void begin(long contentLength);

    /** Receives the next part of the body. */
    void accept(byte[] buffer, int offset, int length);

    /**
     * Reads {@code body} to its end into this sink (using the sink's own buffer) and closes it.
     *
     * @return the number of bytes read
     * @throws IOException as thrown by the stream; the caller turns it into a failure
     */
    long drain(InputStream body) throws IOException;
}
