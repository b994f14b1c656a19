package io.objbench.adaptor.swift;

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
 * Registers the {@code swift} storage factory and the {@code swauth} and {@code keystone} auth
 * factories as OSGi services with the service property {@value #TYPE_PROPERTY}. On a plain class
 * path {@code META-INF/services} finds them instead.
 */
public final class SwiftActivator implements BundleActivator {

    /** The service property the driver selects factories by. */
    public static final String TYPE_PROPERTY = "objbench.adaptor.type";

    private final List<ServiceRegistration<?>> registrations = new ArrayList<>();

    @Override
    public void start(BundleContext context) {
        StorageAdaptorFactory swift = new SwiftStorageFactory();
        registrations.add(context.registerService(StorageAdaptorFactory.class, swift, typed(swift.type())));
        for (AuthAdaptorFactory auth : List.of(new SwauthFactory(), new KeystoneFactory())) {
            registrations.add(context.registerService(AuthAdaptorFactory.class, auth, typed(auth.type())));
        }
    }

    @Override
    public void stop(BundleContext context) {
        registrations.forEach(ServiceRegistration::unregister);
        registrations.clear();
    }

    private static Dictionary<String, Object> typed(String type) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(TYPE_PROPERTY, type);
        return properties;
    }
}
