package io.objbench.driver.plugin;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;

/** A bundle's storage factory called with the bundle's class loader as thread context class loader. */
record ContextLoaderStorageFactory(StorageAdaptorFactory delegate, ClassLoader loader) implements StorageAdaptorFactory {

    @Override
    public String type() {
        return delegate.type();
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) throws AdaptorException {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        t.setContextClassLoader(loader);
        try {
            return new ContextLoaderStorageAdaptor(delegate.create(config), loader);
        } finally {
            t.setContextClassLoader(previous);
        }
    }
}
