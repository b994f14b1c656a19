package io.objbench.adaptor.s3;

import io.objbench.adaptor.testkit.StorageAdaptorConformance;
import io.objbench.adaptor.testkit.WrongCredentials;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.StorageAdaptorFactory;
import java.util.Map;
import java.util.Optional;

/**
 * The adaptor test kit against one real S3 server. The large object is 100 MB (above the
 * multipart threshold, so it goes in parts) while failsafe caps the heap at 64 MiB: an adaptor
 * that buffered a body or a part would fail with OutOfMemoryError.
 */
abstract class S3ConformanceBase extends StorageAdaptorConformance {

    /** The server under test. */
    abstract S3Backend backend();

    @Override
    protected StorageAdaptorFactory factory() {
        return new S3StorageFactory();
    }

    @Override
    protected AdaptorConfig config() {
        return backend().config(Map.of());
    }

    @Override
    protected long largeObjectSize() {
        return 100_000_000L;
    }

    @Override
    protected Optional<WrongCredentials> wrongCredentials() {
        return Optional.of(WrongCredentials.storage(backend().wrongSecret()));
    }
}
