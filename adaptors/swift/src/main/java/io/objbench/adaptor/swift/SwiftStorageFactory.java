package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;

/** Creates {@code swift} storage adaptors. */
public final class SwiftStorageFactory implements StorageAdaptorFactory {

    @Override
    public String type() {
        return "swift";
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) throws AdaptorException {
        return new SwiftStorage(SwiftSettings.of(config));
    }
}
