package io.objbench.driver.plugin;

import io.objbench.api.AuthToken;
import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;

/**
 * A bundle's session with the bundle's class loader as thread context class loader during each
 * call. A worker sets that loader once for its life ({@link BundleBound}), so on the hot path a
 * call only reads and compares the thread's field; a call from any other thread switches the
 * loader and restores it. Written out per method (no lambdas) so that nothing is allocated per call.
 */
final class ContextLoaderSession implements StorageSession, BundleBound {

    private final StorageSession delegate;
    private final ClassLoader loader;

    ContextLoaderSession(StorageSession delegate, ClassLoader loader) {
        this.delegate = delegate;
        this.loader = loader;
    }

    @Override
    public ClassLoader bundleLoader() {
        return loader;
    }

    @Override
    public StorageSession direct() {
        return delegate;
    }

    /** The bundle's session (tests). */
    StorageSession delegate() {
        return delegate;
    }

    @Override
    public OpResult createContainer(String container) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            return delegate.createContainer(container);
        }
        t.setContextClassLoader(loader);
        try {
            return delegate.createContainer(container);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public OpResult deleteContainer(String container) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            return delegate.deleteContainer(container);
        }
        t.setContextClassLoader(loader);
        try {
            return delegate.deleteContainer(container);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public OpResult put(String container, String object, ObjectSource source) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            return delegate.put(container, object, source);
        }
        t.setContextClassLoader(loader);
        try {
            return delegate.put(container, object, source);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            return delegate.get(container, object, sink);
        }
        t.setContextClassLoader(loader);
        try {
            return delegate.get(container, object, sink);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public OpResult delete(String container, String object) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            return delegate.delete(container, object);
        }
        t.setContextClassLoader(loader);
        try {
            return delegate.delete(container, object);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public OpResult head(String container, String object) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            return delegate.head(container, object);
        }
        t.setContextClassLoader(loader);
        try {
            return delegate.head(container, object);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public OpResult list(String container, String prefix, ListSink sink) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            return delegate.list(container, prefix, sink);
        }
        t.setContextClassLoader(loader);
        try {
            return delegate.list(container, prefix, sink);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public String lastRequestId() {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            return delegate.lastRequestId();
        }
        t.setContextClassLoader(loader);
        try {
            return delegate.lastRequestId();
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public void updateToken(AuthToken token) {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            delegate.updateToken(token);
            return;
        }
        t.setContextClassLoader(loader);
        try {
            delegate.updateToken(token);
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public void abort() {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            delegate.abort();
            return;
        }
        t.setContextClassLoader(loader);
        try {
            delegate.abort();
        } finally {
            t.setContextClassLoader(previous);
        }
    }

    @Override
    public void close() {
        Thread t = Thread.currentThread();
        ClassLoader previous = t.getContextClassLoader();
        if (previous == loader) {
            delegate.close();
            return;
        }
        t.setContextClassLoader(loader);
        try {
            delegate.close();
        } finally {
            t.setContextClassLoader(previous);
        }
    }
}
