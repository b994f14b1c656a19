package io.objbench.driver.plugin;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;

/** A bundle's auth factory called with the bundle's class loader as thread context class loader. */
record ContextLoaderAuthFactory(AuthAdaptorFactory delegate, ClassLoader loader) implements AuthAdaptorFactory {

    @Override
    public String type() {
        return delegate.type();
    }

    @Override
    public AuthAdaptor create(AdaptorConfig config) throws AdaptorException {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        t.setContextClassLoader(loader);
        try {
            return new ContextLoaderAuthAdaptor(delegate.create(config), loader);
        } finally {
            t.setContextClassLoader(previous);
        }
    }
}
