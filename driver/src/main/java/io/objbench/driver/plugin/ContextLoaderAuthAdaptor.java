package io.objbench.driver.plugin;

import io.objbench.api.AuthAdaptor;
import io.objbench.api.LoginResult;

/** A bundle's auth adaptor called with the bundle's class loader as thread context class loader. */
record ContextLoaderAuthAdaptor(AuthAdaptor delegate, ClassLoader loader) implements AuthAdaptor {

    @Override
    public LoginResult login(int workerIndex) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        t.setContextClassLoader(loader);
        try {
            return delegate.login(workerIndex);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public void close() {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        t.setContextClassLoader(loader);
        try {
            delegate.close();
        } finally {
            t.setContextClassLoader(previous);
        }
    }
}
