package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** The factories are found on a plain class path the way the driver looks for them. */
class AdaptorRegistrationTest {

    @Test
    void serviceLoaderFindsSwiftSwauthAndKeystone() {
        assertThat(ServiceLoader.load(StorageAdaptorFactory.class).stream().map(p -> p.get().type()))
                .contains("swift");
        assertThat(ServiceLoader.load(AuthAdaptorFactory.class).stream().map(p -> p.get().type()))
                .contains("swauth", "keystone");
    }
}
