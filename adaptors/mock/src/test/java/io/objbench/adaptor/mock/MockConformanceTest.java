package io.objbench.adaptor.mock;

import io.objbench.adaptor.testkit.StorageAdaptorConformance;
import io.objbench.adaptor.testkit.WrongCredentials;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.StorageAdaptorFactory;
import java.util.Map;
import java.util.Optional;

/**
 * Runs the adaptor test kit against storage {@code mock} with {@code store=true} (bytes kept, so
 * content and the hashCheck trailer round-trip). Wrong credentials are modelled by auth
 * {@code mock} with {@code fail=true}.
 *
 * <p>The large object is written with {@code store=false} and read back as {@code size} bytes:
 * {@code store=true} keeps whole objects in memory by design, which the surefire heap cap of this
 * module (-Xmx48m, below the 64 MiB object) would not allow; the test still proves the mock
 * streams both directions.
 */
class MockConformanceTest extends StorageAdaptorConformance {

    @Override
    protected StorageAdaptorFactory factory() {
        return new MockStorageFactory();
    }

    @Override
    protected AdaptorConfig config() {
        return AdaptorConfig.of(Map.of("store", "true", "delay", "0"));
    }

    @Override
    protected AdaptorConfig largeObjectConfig() {
        return AdaptorConfig.of(Map.of("store", "false", "delay", "0", "size", Long.toString(largeObjectSize())));
    }

    @Override
    protected Optional<WrongCredentials> wrongCredentials() {
        return Optional.of(WrongCredentials.login(new MockAuthFactory(), AdaptorConfig.of(Map.of("fail", "true", "delay", "0"))));
    }
}
