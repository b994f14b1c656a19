package io.objbench.adaptor.s3;

import java.io.IOException;
import java.io.InputStream;

/** The bytes {@code [from, from + length)} of a stream: one multipart part of an object body. */
final class SliceStream extends InputStream {

    private final InputStream in;
    private long skip;
    private long left;

    SliceStream(InputStream in, long from, long length) {
        this.in = in;
        this.skip = from;
        this.left = length;
    }

    private void skipToStart() throws IOException {
        while (skip > 0) {
            long n = in.skip(skip);
            if (n <= 0) {
                if (in.read() < 0) {
                    throw new IOException("object body ended before the part's offset");
                }
                n = 1;
            }
            skip -= n;
        }
    }

    @Override
    public int read() throws IOException {
        skipToStart();
        if (left <= 0) {
            return -1;
        }
        int b = in.read();
        if (b >= 0) {
            left--;
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        skipToStart();
        if (left <= 0) {
            return -1;
        }
        int n = in.read(buffer, offset, (int) Math.min(length, left));
        if (n > 0) {
            left -= n;
        }
        return n;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
