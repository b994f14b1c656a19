package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class AdaptorRegistrationTest {

    @Test
    void storageTypesNoneAndMockAreFoundByServiceLoader() {
        assertThat(ServiceLoader.load(StorageAdaptorFactory.class).stream().map(p -> p.get().type()))
                .contains("none", "mock");
    }

    @Test
    void authTypesNoneAndMockAreFoundByServiceLoader() {
        assertThat(ServiceLoader.load(AuthAdaptorFactory.class).stream().map(p -> p.get().type()))
                .contains("none", "mock");
    }
}
