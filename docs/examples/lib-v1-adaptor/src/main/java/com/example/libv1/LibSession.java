package com.example.libv1;

import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import java.io.IOException;
import java.io.InputStream;

/** A session where everything succeeds and every object's body is the library description. */
final class LibSession implements StorageSession {

    private final byte[] body;
    private final byte[] buffer = new byte[8192];

    LibSession(byte[] body) {
        this.body = body;
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
        try (InputStream in = source.stream()) {
            while (in.read(buffer) >= 0) {
                // the body is consumed and dropped
            }
            return OpResult.OK;
        } catch (IOException e) {
            return OpResult.failure(io.objbench.api.ErrorKind.CLIENT_ERROR, 0, e.toString());
        }
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        sink.begin(body.length);
        sink.accept(body, 0, body.length);
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
