package io.objbench.adaptor.s3;

import io.objbench.api.StorageAdaptorFactory;
import java.util.Hashtable;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;

/**
 * Registers the {@code s3} factory as an OSGi service with the service property
 * {@value #TYPE_PROPERTY}. On a plain class path META-INF/services finds the factory instead.
 */
public final class S3Activator implements BundleActivator {

    /** The service property the driver selects factories by. */
    public static final String TYPE_PROPERTY = "objbench.adaptor.type";

    private ServiceRegistration<StorageAdaptorFactory> registration;

    @Override
    public void start(BundleContext context) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(TYPE_PROPERTY, S3StorageFactory.TYPE);
        registration = context.registerService(StorageAdaptorFactory.class, new S3StorageFactory(), properties);
    }

    @Override
    public void stop(BundleContext context) {
        if (registration != null) {
            registration.unregister();
            registration = null;
        }
    }
}
