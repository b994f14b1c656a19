package io.objbench.driver.plugin;

import io.objbench.api.AdaptorException;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;

/** A bundle's storage adaptor called with the bundle's class loader as thread context class loader. */
record ContextLoaderStorageAdaptor(StorageAdaptor delegate, ClassLoader loader) implements StorageAdaptor {

    @Override
    public StorageSession openSession(int workerIndex, AuthToken token) throws AdaptorException {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        t.setContextClassLoader(loader);
        try {
            return new ContextLoaderSession(delegate.openSession(workerIndex, token), loader);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public boolean blocksInNativeCode() {
        return delegate.blocksInNativeCode();
    }

    @Override
    public boolean neverBlocks() {
        return delegate.neverBlocks();
    }

    @Override
    public long retries() {
        return delegate.retries();
    }

    @Override
    public long connectionsOpened() {
        return delegate.connectionsOpened();
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
