package io.objbench.adaptor.testkit;

import io.objbench.api.ObjectSource;
import java.io.ByteArrayInputStream;
import java.io.InputStream;

/**
 * An {@link ObjectSource} over bytes held in memory, for small objects whose content a test
 * compares after reading it back.
 */
public final class ByteArraySource implements ObjectSource {

    private final byte[] data;

    /** A source of {@code data} (not copied: do not change it while the write runs). */
    public ByteArraySource(byte[] data) {
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
        return new ByteArrayInputStream(data);
    }
}
