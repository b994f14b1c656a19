package io.objbench.adaptor.mock;

import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/** Test doubles for what the driver hands an adaptor: a body to write and a sink to read into. */
final class Bodies {

    private Bodies() {
    }

    /** A source over {@code data}, counting how many bytes the adaptor consumed. */
    static final class Source implements ObjectSource {
        final byte[] data;
        long consumed;

        Source(byte[] data) {
            this.data = data;
        }

        @Override
        public long length() {
            return data.length;
        }

        @Override
        public boolean chunked() {
            return false;
        }

        @Override
        public InputStream stream() {
            return new ByteArrayInputStream(data) {
                @Override
                public synchronized int read(byte[] b, int off, int len) {
                    int n = super.read(b, off, len);
                    consumed += Math.max(n, 0);
                    return n;
                }

                @Override
                public synchronized int read() {
                    int n = super.read();
                    consumed += n < 0 ? 0 : 1;
                    return n;
                }
            };
        }
    }

    /** A sink keeping what it receives. */
    static final class Sink implements ObjectSink {
        long announced = Long.MIN_VALUE;
        int begins;
        final ByteArrayOutputStream body = new ByteArrayOutputStream();

        @Override
        public void begin(long contentLength) {
            begins++;
            announced = contentLength;
        }

        @Override
        public void accept(byte[] buffer, int offset, int length) {
            body.write(buffer, offset, length);
        }

        @Override
        public long drain(InputStream in) throws IOException {
            try (in) {
                return in.transferTo(body);
            }
        }
    }

    static byte[] pattern(int length) {
        byte[] data = new byte[length];
        for (int i = 0; i < length; i++) {
            data[i] = (byte) ('a' + i % 26);
        }
        return data;
    }
}
