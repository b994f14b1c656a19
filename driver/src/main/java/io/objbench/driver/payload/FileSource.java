package io.objbench.driver.payload;

import io.objbench.driver.measure.Clock;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One worker's reusable {@link MeteredSource} for {@code filewrite}: streams a local file to the
 * adaptor (never read whole into memory), noting the bytes the adaptor read and the transfer
 * time. The file is opened when the adaptor asks for the stream and closed by {@link #close()}
 * after the operation (opening a file allocates its stream; nothing else does).
 */
public final class FileSource implements MeteredSource, AutoCloseable {

    private static final long UNSET = Long.MIN_VALUE;

    private final Clock clock;
    private final Body body = new Body();
    private Path file;
    private long length;
    private InputStream in;
    // the file opened by open() and not yet handed out: the first stream() uses it
    private boolean fresh;
    private long firstRead = UNSET;
    private long lastRead = UNSET;
    private long furthest;

    public FileSource(Clock clock) {
        this.clock = clock;
    }

    /**
     * Opens the next file of {@code length} bytes (before the operation is timed, so a file that
     * cannot be read is a failed write that never reaches the adaptor, as in COSBench); the
     * previous one is closed.
     *
     * @throws IOException when the file cannot be opened
     */
    public FileSource open(Path file, long length) throws IOException {
        close();
        this.file = file;
        this.length = length;
        firstRead = UNSET;
        lastRead = UNSET;
        furthest = 0;
        in = Files.newInputStream(file);
        fresh = true;
        return this;
    }

    @Override
    public long length() {
        return length;
    }

    /** COSBench's FileWriter always sends the file's length. */
    @Override
    public boolean chunked() {
        return false;
    }

    /**
     * The file from its first byte (reopened when an adaptor asks again, to restart the body).
     *
     * @throws UncheckedIOException when the file cannot be opened (the adaptor reports it as a
     *                              failed write)
     */
    @Override
    public InputStream stream() {
        if (!fresh) {
            close();
            try {
                in = Files.newInputStream(file);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
            }
        }
        fresh = false;
        body.position = 0;
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

    /** Closes the file if open. */
    @Override
    public void close() {
        fresh = false;
        if (in != null) {
            try {
                in.close();
            } catch (IOException ignored) {
                // a read-only file: nothing was written that closing could lose
            }
            in = null;
        }
    }

    private final class Body extends InputStream {
        long position;

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] out, int offset, int len) throws IOException {
            if (firstRead == UNSET) {
                firstRead = clock.nanoTime();
            }
            // never past the announced length, even if the file grew since it was listed
            int want = (int) Math.min(len, length - position);
            if (want <= 0) {
                lastRead = clock.nanoTime();
                return len == 0 ? 0 : -1;
            }
            int n = in.read(out, offset, want);
            lastRead = clock.nanoTime();
            if (n > 0) {
                position += n;
                if (position > furthest) {
                    furthest = position;
                }
            }
            return n;
        }

        @Override
        public int available() {
            return (int) Math.min(Integer.MAX_VALUE, length - position);
        }

        @Override
        public void close() {
            FileSource.this.close();
        }
    }
}
