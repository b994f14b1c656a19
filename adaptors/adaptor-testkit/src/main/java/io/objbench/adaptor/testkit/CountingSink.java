package io.objbench.adaptor.testkit;

import io.objbench.api.ObjectSink;
import java.io.IOException;
import java.io.InputStream;

/**
 * An {@link ObjectSink} that only counts bytes (what the driver does for large reads), optionally
 * feeding them to a {@link TrailerCheck}. Keeps nothing, so it can receive objects larger than the
 * heap.
 */
public final class CountingSink implements ObjectSink {

    private final TrailerCheck trailer;
    private final byte[] buffer = new byte[64 * 1024];
    private long count;

    /** A sink that counts only. */
    public CountingSink() {
        this(null);
    }

    /** A sink that counts and feeds every byte to {@code trailer} (may be null). */
    public CountingSink(TrailerCheck trailer) {
        this.trailer = trailer;
    }

    @Override
    public void begin(long contentLength) {
        // the length is the adaptor's claim; the count is what arrived
    }

    @Override
    public void accept(byte[] data, int offset, int length) {
        count += length;
        if (trailer != null) {
            trailer.update(data, offset, length);
        }
    }

    @Override
    public long drain(InputStream body) throws IOException {
        try (body) {
            long total = 0;
            for (int n; (n = body.read(buffer)) >= 0; ) {
                accept(buffer, 0, n);
                total += n;
            }
            return total;
        }
    }

    /** The bytes received. */
    public long count() {
        return count;
    }
}
