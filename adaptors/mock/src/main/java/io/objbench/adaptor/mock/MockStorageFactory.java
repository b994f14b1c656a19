package io.objbench.adaptor.mock;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;

/**
 * Storage type {@code mock}: a latency per call and injected failures. By default stateless as
 * COSBench's mock (every call succeeds, a read returns {@code size} bytes for any name), so a
 * workload runs on any number of drivers. With {@code store=true}, an in-memory object store
 * shared by the whole driver process, with S3-like semantics (containers must exist before
 * objects go into them, missing objects are {@code NOT_FOUND}, a non-empty container cannot be
 * deleted: 409). Keys: see {@link MockSettings}.
 */
public final class MockStorageFactory implements StorageAdaptorFactory {

    private final MockStore store;

    /** The factory ServiceLoader uses: every mission with {@code store=true} sees the process-wide store. */
    public MockStorageFactory() {
        this(MockStore.shared());
    }

    MockStorageFactory(MockStore store) {
        this.store = store;
    }

    @Override
    public String type() {
        return "mock";
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) throws AdaptorException {
        MockSettings settings = MockSettings.from(config);
        LoadModel model = new LoadModel(settings); // one per mission, shared by its workers
        return new StorageAdaptor() {
            @Override
            public StorageSession openSession(int workerIndex, AuthToken token) {
                return new MockSession(store, settings, model, workerIndex);
            }

            @Override
            public boolean neverBlocks() {
                return settings.neverPauses();
            }
        };
    }
}
