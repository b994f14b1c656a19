package io.objbench.adaptor.mock;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;

/**
 * Storage type {@code none}: a no-op storage whose calls succeed at once. What remains of a
 * measured operation is the harness's own cost, so a run against it shows objbench's ceiling.
 * Config keys (such as COSBench's {@code logging}) are accepted and ignored.
 */
public final class NoneStorageFactory implements StorageAdaptorFactory {

    /** Every worker shares the one stateless session: nothing is allocated per mission or call. */
    private static final StorageAdaptor ADAPTOR = new StorageAdaptor() {
        @Override
        public StorageSession openSession(int workerIndex, AuthToken token) {
            return NoneStorageSession.INSTANCE;
        }

        @Override
        public boolean neverBlocks() {
            return true;
        }
    };

    @Override
    public String type() {
        return "none";
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) {
        return ADAPTOR;
    }
}
