package io.objbench.driver.payload;

import io.objbench.driver.measure.Clock;
import java.io.InputStream;
import java.security.MessageDigest;

/**
 * One worker's reusable {@link ObjectSource}: streams an object of the requested length from the
 * mission's {@link PayloadBlock}, appending the {@link HashTrailer} when asked, and notes when the
 * adaptor first and last read from it (the upload transfer time that processing time excludes).
 */
public final class PayloadSource implements MeteredSource {

    private static final long UNSET = Long.MIN_VALUE;

    private final Clock clock;
    private PayloadBlock block;
    private final Body body = new Body();
    private MessageDigest digest;
    private byte[] trailer;
    private long length;
    private boolean chunked;
    private boolean hashCheck;
    private long firstRead = UNSET;
    private long lastRead = UNSET;
    private long furthest;

    public PayloadSource(Clock clock) {
        this.clock = clock;
    }

    /** Prepares the next object; the previous one's stream must no longer be used. */
    public PayloadSource reset(PayloadBlock block, long length, boolean chunked, boolean hashCheck) {
        this.block = block;
        this.length = length;
        this.chunked = chunked;
        this.hashCheck = hashCheck && HashTrailer.applies(length);
        if (this.hashCheck && digest == null) {
            digest = HashTrailer.newDigest();
            trailer = new byte[HashTrailer.LENGTH];
        }
        firstRead = UNSET;
        lastRead = UNSET;
        furthest = 0;
        body.position = 0;
        return this;
    }

    @Override
    public long length() {
        return length;
    }

    @Override
    public boolean chunked() {
        return chunked;
    }

    @Override
    public InputStream stream() {
        body.position = 0;
        if (hashCheck) {
            digest.reset();
        }
        return body;
    }

    @Override
    public long transferNanos() {
        return firstRead == UNSET ? 0 : lastRead - firstRead;
    }

    @Override
    public long bytesRead() {
        return furthest;
    }

    private final class Body extends InputStream {
        long position;

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] out, int offset, int len) {
            if (firstRead == UNSET) {
                firstRead = clock.nanoTime();
            }
            int n = (int) Math.min(len, length - position);
            if (n <= 0) {
                lastRead = clock.nanoTime();
                return len == 0 ? 0 : -1;
            }
            fill(out, offset, n);
            position += n;
            if (position > furthest) {
                furthest = position;
            }
            lastRead = clock.nanoTime();
            return n;
        }

        @Override
        public int available() {
            return (int) Math.min(Integer.MAX_VALUE, length - position);
        }

        private void fill(byte[] out, int offset, int n) {
            long bodyEnd = hashCheck ? length - HashTrailer.LENGTH : length;
            int plain = (int) Math.max(0, Math.min(n, bodyEnd - position));
            if (plain > 0) {
                block.copy(position, out, offset, plain);
                if (hashCheck) {
                    digest.update(out, offset, plain);
                }
            }
            if (plain < n) {
                if (position + plain == bodyEnd) {
                    HashTrailer.write(digest.digest(), trailer);
                }
                int from = (int) (position + plain - bodyEnd);
                System.arraycopy(trailer, from, out, offset + plain, n - plain);
            }
        }
    }
}
