package com.example.hello;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Storage type {@code hello}: containers are directories under the config key {@code root}, objects
 * are files in them. Example: {@code <storage type="hello" config="root=/tmp/hello" />}.
 */
public final class HelloStorageFactory implements StorageAdaptorFactory {

    @Override
    public String type() {
        return "hello";
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) throws AdaptorException {
        Path root = Path.of(config.require("root"));
        try {
            Files.createDirectories(root);
        } catch (IOException e) {
            throw new AdaptorException("cannot create root directory " + root + ": " + e);
        }
        // the sessions share nothing but the root directory
        return (workerIndex, token) -> new HelloSession(root);
    }
}
