package io.objbench.driver.plugin;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.driver.AdaptorRegistry;
import io.objbench.driver.run.WorkerBinding;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;

/**
 * The factories bundles register as OSGi services under {@link #TYPE_PROPERTY}, looked up in the
 * service registry at each call (once per mission, never per operation). Among several services
 * of one type the framework's ranking order wins. Factories come back wrapped so that each
 * adaptor call runs with the bundle's class loader as thread context class loader.
 */
public final class OsgiAdaptorRegistry implements AdaptorRegistry {

    /** The service property naming the adaptor type, e.g. {@code mock}. */
    public static final String TYPE_PROPERTY = "objbench.adaptor.type";

    private final BundleContext context;
    /** One wrapper per service, so repeated lookups do not raise the service's use count. */
    private final Map<ServiceReference<?>, Object> wrapped = new ConcurrentHashMap<>();

    public OsgiAdaptorRegistry(BundleContext context) {
        this.context = context;
    }

    @Override
    public Optional<StorageAdaptorFactory> storage(String type) {
        return find(StorageAdaptorFactory.class, type, ContextLoaderStorageFactory::new);
    }

    @Override
    public Optional<AuthAdaptorFactory> auth(String type) {
        return find(AuthAdaptorFactory.class, type, ContextLoaderAuthFactory::new);
    }

    @Override
    public Set<String> storageTypes() {
        return types(StorageAdaptorFactory.class);
    }

    @Override
    public Set<String> authTypes() {
        return types(AuthAdaptorFactory.class);
    }

    private <F> Optional<F> find(Class<F> service, String type, BiFunction<F, ClassLoader, F> wrap) {
        if (type == null) {
            return Optional.empty();
        }
        Collection<ServiceReference<F>> refs = references(service, "(" + TYPE_PROPERTY + "=" + escape(type) + ")");
        // ServiceReference order: higher ranking, then lower service id, compares greater
        for (ServiceReference<F> ref : refs.stream().sorted(Collections.reverseOrder()).toList()) {
            Object w = wrapped.computeIfAbsent(ref, r -> {
                F factory = context.getService(ref);
                return factory == null ? null : wrap.apply(factory, factory.getClass().getClassLoader());
            });
            if (w != null) {
                return Optional.of(service.cast(w));
            }
        }
        return Optional.empty();
    }

    private Set<String> types(Class<?> service) {
        Set<String> types = new TreeSet<>();
        for (ServiceReference<?> ref : references(service, null)) {
            Object type = ref.getProperty(TYPE_PROPERTY);
            if (type instanceof String s && !s.isBlank()) {
                types.add(s);
            }
        }
        return Collections.unmodifiableSet(types);
    }

    private <F> Collection<ServiceReference<F>> references(Class<F> service, String filter) {
        try {
            return context.getServiceReferences(service, filter);
        } catch (InvalidSyntaxException e) {
            throw new IllegalArgumentException("bad adaptor type filter " + filter, e);
        } catch (IllegalStateException e) {
            return List.of(); // the framework stopped: nothing to offer
        }
    }

    /** RFC 1960 filter escaping of a value. */
    static String escape(String value) {
        StringBuilder sb = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' || c == '(' || c == ')' || c == '*') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** Workers on this registry's sessions carry the bundle's class loader (see {@link BundleBinding}). */
    @Override
    public WorkerBinding workerBinding() {
        return BundleBinding.INSTANCE;
    }
}
