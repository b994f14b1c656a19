package io.objbench.adaptor.librados;

import io.objbench.api.StorageAdaptorFactory;
import java.util.Hashtable;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;

/**
 * Registers the {@code librados} factory as an OSGi service with the service property
 * {@value #TYPE_PROPERTY} when the bundle starts. On a plain class path the factory is found
 * through {@code META-INF/services} instead, and this class is never loaded.
 */
public final class LibradosActivator implements BundleActivator {

    /** The service property the driver selects factories by. */
    public static final String TYPE_PROPERTY = "objbench.adaptor.type";

    private ServiceRegistration<StorageAdaptorFactory> registration;

    @Override
    public void start(BundleContext context) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(TYPE_PROPERTY, LibradosStorageFactory.TYPE);
        registration = context.registerService(StorageAdaptorFactory.class, new LibradosStorageFactory(), properties);
    }

    @Override
    public void stop(BundleContext context) {
        if (registration != null) {
            registration.unregister();
            registration = null;
        }
    }
}
