package io.objbench.adaptor.testkit;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A small in-memory storage for testing the kit itself, correct unless given a {@link Fault}: each
 * fault breaks one promise the kit must catch.
 */
final class MapStorage implements StorageAdaptorFactory {

    /** What this storage gets wrong. */
    enum Fault { NONE, MISSING_IS_SERVER_ERROR, CORRUPTS_LAST_BYTE, READS_WHOLE_BODY_AT_ONCE, REJECTS_CREDENTIALS_AS_CLIENT_ERROR }

    private static final OpResult MISSING = OpResult.failure(ErrorKind.NOT_FOUND, 404, "missing");
    private final Map<String, Map<String, byte[]>> containers = new ConcurrentHashMap<>();
    private final Fault fault;

    MapStorage(Fault fault) {
        this.fault = fault;
    }

    @Override
    public String type() {
        return "map";
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) {
        boolean badKey = config.getString("key", "good").equals("bad");
        return (workerIndex, token) -> new Session(badKey);
    }

    private final class Session implements StorageSession {
        private final boolean badKey;

        Session(boolean badKey) {
            this.badKey = badKey;
        }

        @Override
        public OpResult createContainer(String container) {
            if (badKey) {
                return fault == Fault.REJECTS_CREDENTIALS_AS_CLIENT_ERROR
                        ? OpResult.httpFailure(400, "bad request") : OpResult.httpFailure(403, "bad key");
            }
            containers.putIfAbsent(container, new ConcurrentHashMap<>());
            return OpResult.OK;
        }

        @Override
        public OpResult deleteContainer(String container) {
            Map<String, byte[]> objects = containers.get(container);
            if (objects == null) {
                return MISSING;
            }
            if (!objects.isEmpty()) {
                return OpResult.httpFailure(409, "not empty");
            }
            containers.remove(container);
            return OpResult.OK;
        }

        @Override
        public OpResult put(String container, String object, ObjectSource source) {
            Map<String, byte[]> objects = containers.get(container);
            if (objects == null) {
                return MISSING;
            }
            try (InputStream in = source.stream()) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                byte[] buffer = new byte[fault == Fault.READS_WHOLE_BODY_AT_ONCE ? (int) source.length() + 1 : 8192];
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    out.write(buffer, 0, n);
                }
                objects.put(object, out.toByteArray());
                return OpResult.OK;
            } catch (IOException e) {
                return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, e.toString());
            }
        }

        @Override
        public OpResult get(String container, String object, ObjectSink sink) {
            Map<String, byte[]> objects = containers.get(container);
            byte[] data = objects == null ? null : objects.get(object);
            if (data == null) {
                return fault == Fault.MISSING_IS_SERVER_ERROR ? OpResult.httpFailure(500, "oops") : MISSING;
            }
            if (fault == Fault.CORRUPTS_LAST_BYTE && data.length > 0) {
                data = data.clone();
                data[data.length - 1] ^= 1;
            }
            sink.begin(data.length);
            sink.accept(data, 0, data.length);
            return OpResult.OK;
        }

        @Override
        public OpResult delete(String container, String object) {
            Map<String, byte[]> objects = containers.get(container);
            return objects != null && objects.remove(object) != null ? OpResult.OK : MISSING;
        }

        @Override
        public OpResult head(String container, String object) {
            Map<String, byte[]> objects = containers.get(container);
            return objects != null && objects.containsKey(object) ? OpResult.OK : MISSING;
        }

        @Override
        public OpResult list(String container, String prefix, ListSink sink) {
            Map<String, byte[]> objects = containers.get(container);
            if (objects == null) {
                return MISSING;
            }
            objects.forEach((name, data) -> {
                if (name.startsWith(prefix)) {
                    sink.entry(name, data.length);
                }
            });
            return OpResult.OK;
        }
    }
}
