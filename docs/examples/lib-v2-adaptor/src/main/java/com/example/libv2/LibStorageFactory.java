package com.example.libv2;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;

/**
 * Storage type {@code libv2}: every call succeeds; a read returns the text
 * {@code commons-lang3 <version>} naming the library version this bundle loaded.
 */
public final class LibStorageFactory implements StorageAdaptorFactory {

    /** The adaptor type. */
    public static final String TYPE = "libv2";

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) {
        byte[] body = LibraryVersion.describe().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return (workerIndex, token) -> new LibSession(body);
    }
}
