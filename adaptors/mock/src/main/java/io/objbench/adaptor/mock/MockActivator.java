package io.objbench.adaptor.mock;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import java.util.ArrayList;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.List;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;

/**
 * Registers the {@code mock} and {@code none} factories as OSGi services when the bundle starts,
 * each under its SPI interface with the service property {@value #TYPE_PROPERTY} = its type, which
 * is how the driver finds an adaptor by a workload's {@code type}. On a plain class path the same
 * factories are found through {@code META-INF/services} instead, and this class is never loaded.
 */
public final class MockActivator implements BundleActivator {

    /** The service property the driver selects factories by. */
    public static final String TYPE_PROPERTY = "objbench.adaptor.type";

    private final List<ServiceRegistration<?>> registrations = new ArrayList<>();

    @Override
    public void start(BundleContext context) {
        storage(context, new MockStorageFactory());
        storage(context, new NoneStorageFactory());
        auth(context, new MockAuthFactory());
        auth(context, new NoneAuthFactory());
    }

    @Override
    public void stop(BundleContext context) {
        // the framework unregisters on stop anyway; doing it here keeps the order explicit
        registrations.forEach(ServiceRegistration::unregister);
        registrations.clear();
    }

    private void storage(BundleContext context, StorageAdaptorFactory factory) {
        registrations.add(context.registerService(StorageAdaptorFactory.class, factory, typed(factory.type())));
    }

    private void auth(BundleContext context, AuthAdaptorFactory factory) {
        registrations.add(context.registerService(AuthAdaptorFactory.class, factory, typed(factory.type())));
    }

    private static Dictionary<String, Object> typed(String type) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(TYPE_PROPERTY, type);
        return properties;
    }
}
