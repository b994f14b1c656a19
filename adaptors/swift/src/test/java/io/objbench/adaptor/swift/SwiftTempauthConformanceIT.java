package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.StorageAdaptorConformance;
import io.objbench.adaptor.testkit.WrongCredentials;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptorFactory;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The adaptor test kit against real Swift with tempauth, with the 100 MB object (the failsafe JVM
 * runs with -Xmx64m).
 */
class SwiftTempauthConformanceIT extends StorageAdaptorConformance {

    private AuthToken token;

    @Override
    protected StorageAdaptorFactory factory() {
        return new SwiftStorageFactory();
    }

    @Override
    protected AdaptorConfig config() {
        return AdaptorConfig.empty();
    }

    @Override
    protected AuthToken token() {
        if (token == null) { // the kit's @BeforeEach asks first
            AdaptorConfig login = Backends.tempauth(); // skips (or fails in CI) without the backend's variables
            try (AuthAdaptor auth = new SwauthFactory().create(login)) {
                token = Backends.login(auth);
            } catch (AdaptorException e) {
                throw new IllegalStateException(e);
            }
        }
        return token;
    }

    @Override
    protected long largeObjectSize() {
        return 100_000_000L;
    }

    @Override
    protected Optional<WrongCredentials> wrongCredentials() {
        return Optional.of(WrongCredentials.login(new SwauthFactory(),
                Backends.with(Backends.tempauth(), "password", "not-the-password")));
    }

    @Test
    void theHeapIsCappedBelowTheLargeObject() {
        // the large-object test proves streaming only if a buffered body could not fit
        assertThat(Runtime.getRuntime().maxMemory()).as("max heap (failsafe argLine -Xmx64m)").isLessThan(largeObjectSize());
    }
}
