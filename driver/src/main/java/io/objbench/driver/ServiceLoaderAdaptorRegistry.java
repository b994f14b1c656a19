package io.objbench.driver;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The adaptors found on the class path through {@link ServiceLoader}
 * ({@code META-INF/services/io.objbench.api.StorageAdaptorFactory} and
 * {@code …AuthAdaptorFactory}), loaded once at construction.
 */
public final class ServiceLoaderAdaptorRegistry implements AdaptorRegistry {

    private final AdaptorRegistry loaded;

    /** Loads the factories visible to this class's loader. */
    public ServiceLoaderAdaptorRegistry() {
        this(ServiceLoaderAdaptorRegistry.class.getClassLoader());
    }

    /** Loads the factories visible to {@code loader}. */
    public ServiceLoaderAdaptorRegistry(ClassLoader loader) {
        List<StorageAdaptorFactory> storage = new ArrayList<>();
        ServiceLoader.load(StorageAdaptorFactory.class, loader).forEach(storage::add);
        List<AuthAdaptorFactory> auth = new ArrayList<>();
        ServiceLoader.load(AuthAdaptorFactory.class, loader).forEach(auth::add);
        loaded = AdaptorRegistry.of(storage, auth);
    }

    @Override
    public Optional<StorageAdaptorFactory> storage(String type) {
        return loaded.storage(type);
    }

    @Override
    public Optional<AuthAdaptorFactory> auth(String type) {
        return loaded.auth(type);
    }

    @Override
    public Set<String> storageTypes() {
        return loaded.storageTypes();
    }

    @Override
    public Set<String> authTypes() {
        return loaded.authTypes();
    }
}
