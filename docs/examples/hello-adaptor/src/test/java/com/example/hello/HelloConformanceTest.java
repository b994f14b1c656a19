package com.example.hello;

import io.objbench.adaptor.testkit.StorageAdaptorConformance;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.StorageAdaptorFactory;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs objbench's adaptor test kit against storage {@code hello} in a temporary directory. The
 * adaptor has no credentials, so the kit skips its wrong-credentials test.
 */
class HelloConformanceTest extends StorageAdaptorConformance {

    @TempDir
    Path root;

    @Override
    protected StorageAdaptorFactory factory() {
        return new HelloStorageFactory();
    }

    @Override
    protected AdaptorConfig config() {
        return AdaptorConfig.of(Map.of("root", root.toString()));
    }
}
