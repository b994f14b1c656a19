package com.example.libv2;

import io.objbench.api.StorageAdaptorFactory;
import java.util.Hashtable;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/** Registers storage type {@code libv2} and says which library version it loaded. */
public final class LibActivator implements BundleActivator {

    @Override
    public void start(BundleContext context) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put("objbench.adaptor.type", LibStorageFactory.TYPE);
        context.registerService(StorageAdaptorFactory.class, new LibStorageFactory(), properties);
        System.out.println(LibStorageFactory.TYPE + " adaptor started with " + LibraryVersion.describe());
    }

    @Override
    public void stop(BundleContext context) {
    }
}
