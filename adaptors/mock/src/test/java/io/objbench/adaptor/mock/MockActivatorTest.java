package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Dictionary;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;

/** The activator registers each factory under its SPI interface with its type as service property. */
class MockActivatorTest {

    /** One registerService call as the framework would see it. */
    private record Registered(Class<?> service, Object factory, Object type) {
    }

    @Test
    void registersMockAndNoneFactoriesWithTheirTypeAndUnregistersOnStop() {
        List<Registered> registered = new ArrayList<>();
        int[] unregistered = {0};
        ServiceRegistration<?> registration = (ServiceRegistration<?>) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {ServiceRegistration.class}, (proxy, method, args) -> {
                    if (method.getName().equals("unregister")) {
                        unregistered[0]++;
                    }
                    return null;
                });
        BundleContext context = (BundleContext) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {BundleContext.class}, (proxy, method, args) -> {
                    if (method.getName().equals("registerService") && args[0] instanceof Class<?> service) {
                        registered.add(new Registered(service, args[1], ((Dictionary<?, ?>) args[2]).get(MockActivator.TYPE_PROPERTY)));
                        return registration;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });

        MockActivator activator = new MockActivator();
        activator.start(context);

        assertThat(registered).extracting(r -> r.service().getSimpleName() + ":" + r.type())
                .containsExactlyInAnyOrder("StorageAdaptorFactory:mock", "StorageAdaptorFactory:none",
                        "AuthAdaptorFactory:mock", "AuthAdaptorFactory:none");
        for (Registered r : registered) {
            assertThat(r.service()).isIn(StorageAdaptorFactory.class, AuthAdaptorFactory.class);
            assertThat(r.factory()).isInstanceOf(r.service());
            String type = r.factory() instanceof StorageAdaptorFactory s ? s.type() : ((AuthAdaptorFactory) r.factory()).type();
            assertThat(r.type()).as("service property of %s", r.factory()).isEqualTo(type);
        }
        assertThat(MockActivator.TYPE_PROPERTY).isEqualTo("objbench.adaptor.type");

        activator.stop(context);
        assertThat(unregistered[0]).isEqualTo(4);
    }
}
