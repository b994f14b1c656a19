package com.example.hello;

import io.objbench.api.StorageAdaptorFactory;
import java.util.Hashtable;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * Registers the {@code hello} storage factory with the driver's OSGi framework when the bundle
 * starts. The driver finds storage factories by the service property {@code objbench.adaptor.type}.
 * The framework unregisters the service when the bundle stops.
 */
public final class HelloActivator implements BundleActivator {

    @Override
    public void start(BundleContext context) {
        HelloStorageFactory factory = new HelloStorageFactory();
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put("objbench.adaptor.type", factory.type());
        context.registerService(StorageAdaptorFactory.class, factory, properties);
    }

    @Override
    public void stop(BundleContext context) {
        // nothing to release: the sessions hold no resources between calls
    }
}
