package io.objbench.driver.payload;

import io.objbench.api.ObjectSink;
import io.objbench.driver.measure.Clock;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;

/**
 * One worker's reusable {@link ObjectSink}: counts the body's bytes, notes when the response
 * began (the end of processing time) and, with {@code hashCheck}, verifies the
 * {@link HashTrailer} while streaming (the last 40 bytes are held back, everything before them
 * digested), never keeping the object in memory.
 */
public final class ReadSink implements ObjectSink {

    /** The outcome of the integrity check of the last object read. */
    public enum Check { NOT_CHECKED, OK, MISMATCH, NO_TRAILER }

    private static final int BUFFER = 16 * 1024;
    private static final long UNSET = Long.MIN_VALUE;

    private final Clock clock;
    private byte[] buffer;
    private MessageDigest digest;
    private byte[] held;
    private int heldCount;
    private boolean hashCheck;
    private long bytes;
    private long firstByte = UNSET;

    public ReadSink(Clock clock) {
        this.clock = clock;
    }

    /** Prepares for the next object. */
    public ReadSink reset(boolean hashCheck) {
        this.hashCheck = hashCheck;
        if (hashCheck) {
            if (digest == null) {
                digest = HashTrailer.newDigest();
                held = new byte[HashTrailer.LENGTH];
            }
            digest.reset();
        }
        heldCount = 0;
        bytes = 0;
        firstByte = UNSET;
        return this;
    }

    @Override
    public void begin(long contentLength) {
        if (firstByte == UNSET) {
            firstByte = clock.nanoTime();
        }
    }

    @Override
    public void accept(byte[] buffer, int offset, int length) {
        if (firstByte == UNSET) {
            firstByte = clock.nanoTime();
        }
        bytes += length;
        if (hashCheck) {
            feed(buffer, offset, length);
        }
    }

    @Override
    public long drain(InputStream body) throws IOException {
        if (buffer == null) {
            buffer = new byte[BUFFER]; // lazily: most workers of a 10,000-worker mission never read
        }
        long total = 0;
        try (body) {
            int n;
            while ((n = body.read(buffer, 0, buffer.length)) >= 0) {
                accept(buffer, 0, n);
                total += n;
            }
        }
        begin(-1); // an empty body still marks the response
        return total;
    }

    /** Bytes received since {@link #reset}. */
    public long bytes() {
        return bytes;
    }

    /** When the response began, or {@code Long.MIN_VALUE} if the adaptor never said. */
    public long firstByteNanos() {
        return firstByte;
    }

    /** Verifies the trailer of the object just read (only meaningful after a successful read). */
    public Check check() {
        if (!hashCheck || !HashTrailer.applies(bytes)) {
            return Check.NOT_CHECKED;
        }
        if (!HashTrailer.wellFormed(held)) {
            return Check.NO_TRAILER;
        }
        return HashTrailer.matches(digest.digest(), held) ? Check.OK : Check.MISMATCH;
    }

    // Keeps the latest 40 bytes in `held` and digests everything that falls out of them.
    private void feed(byte[] b, int off, int len) {
        int excess = heldCount + len - HashTrailer.LENGTH;
        if (excess <= 0) {
            System.arraycopy(b, off, held, heldCount, len);
            heldCount += len;
            return;
        }
        int fromHeld = Math.min(heldCount, excess);
        digest.update(held, 0, fromHeld);
        int fromBuffer = excess - fromHeld;
        digest.update(b, off, fromBuffer);
        int keep = heldCount - fromHeld;
        System.arraycopy(held, fromHeld, held, 0, keep);
        System.arraycopy(b, off + fromBuffer, held, keep, len - fromBuffer);
        heldCount = HashTrailer.LENGTH;
    }
}
