package io.objbench.driver.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The wrappers that put a bundle's class loader around each call must forward every SPI method,
 * the default ones included: a default method they do not override silently answers with the
 * SPI's default instead of the bundle's (as {@code blocksInNativeCode()} once did for librados).
 */
class ContextLoaderWrappersTest {

    @Test
    void everySpiMethodIsForwarded() {
        List<Class<?>[]> pairs = List.of(
                new Class<?>[] {ContextLoaderStorageFactory.class, StorageAdaptorFactory.class},
                new Class<?>[] {ContextLoaderStorageAdaptor.class, StorageAdaptor.class},
                new Class<?>[] {ContextLoaderSession.class, StorageSession.class},
                new Class<?>[] {ContextLoaderAuthFactory.class, AuthAdaptorFactory.class},
                new Class<?>[] {ContextLoaderAuthAdaptor.class, AuthAdaptor.class});
        for (Class<?>[] pair : pairs) {
            for (Method spi : pair[1].getMethods()) {
                if (Modifier.isStatic(spi.getModifiers()) || spi.getDeclaringClass() == Object.class) {
                    continue;
                }
                boolean declared = Arrays.stream(pair[0].getDeclaredMethods()).anyMatch(m -> m.getName().equals(spi.getName())
                        && Arrays.equals(m.getParameterTypes(), spi.getParameterTypes()));
                assertThat(declared).as("%s forwards %s", pair[0].getSimpleName(), spi).isTrue();
            }
        }
    }

    @Test
    void nativeBlockingIsTheBundlesAnswer() {
        StorageAdaptor nativeAdaptor = new StorageAdaptor() {
            @Override
            public StorageSession openSession(int workerIndex, AuthToken token) {
                throw new UnsupportedOperationException();
            }

            @Override
            public boolean blocksInNativeCode() {
                return true;
            }
        };

        assertThat(new ContextLoaderStorageAdaptor(nativeAdaptor, getClass().getClassLoader()).blocksInNativeCode()).isTrue();
    }
}
