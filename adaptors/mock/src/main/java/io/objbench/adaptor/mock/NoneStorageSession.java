package io.objbench.adaptor.mock;

import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;

/**
 * The session of storage {@code none}: stateless, so one instance serves every worker. Writes do
 * not read their body, reads deliver an empty body, listings are empty.
 */
final class NoneStorageSession implements StorageSession {

    static final NoneStorageSession INSTANCE = new NoneStorageSession();

    private NoneStorageSession() {
    }

    @Override
    public OpResult createContainer(String container) {
        return OpResult.OK;
    }

    @Override
    public OpResult deleteContainer(String container) {
        return OpResult.OK;
    }

    @Override
    public OpResult put(String container, String object, ObjectSource source) {
        return OpResult.OK;
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        // an empty response still begins, so the driver's processing time is defined
        sink.begin(0);
        return OpResult.OK;
    }

    @Override
    public OpResult delete(String container, String object) {
        return OpResult.OK;
    }

    @Override
    public OpResult head(String container, String object) {
        return OpResult.OK;
    }

    @Override
    public OpResult list(String container, String prefix, ListSink sink) {
        return OpResult.OK;
    }
}
