package io.objbench.adaptor.testkit;

import io.objbench.api.ObjectSink;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * An {@link ObjectSink} that keeps what it receives, for small objects a test compares byte for
 * byte. Also records whether and with which length the response began.
 */
public final class CollectingSink implements ObjectSink {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private long announcedLength = -2;

    @Override
    public void begin(long contentLength) {
        announcedLength = contentLength;
    }

    @Override
    public void accept(byte[] buffer, int offset, int length) {
        bytes.write(buffer, offset, length);
    }

    @Override
    public long drain(InputStream body) throws IOException {
        try (body) {
            byte[] buffer = new byte[8192];
            long total = 0;
            for (int n; (n = body.read(buffer)) >= 0; ) {
                bytes.write(buffer, 0, n);
                total += n;
            }
            return total;
        }
    }

    /** The bytes received so far. */
    public byte[] bytes() {
        return bytes.toByteArray();
    }

    /** The length passed to {@link #begin}: -1 when unknown, -2 when {@code begin} was never called. */
    public long announcedLength() {
        return announcedLength;
    }
}
