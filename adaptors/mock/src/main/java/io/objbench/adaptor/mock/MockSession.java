package io.objbench.adaptor.mock;

import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One worker's session on storage {@code mock}. Every call first waits its latency, then fails
 * with probability {@code errors} (a 500), then acts on the {@link MockStore}.
 */
final class MockSession implements StorageSession {

    private static final int CHUNK = 64 * 1024;
    /** Never written: the body of reads of objects kept without their bytes. */
    private static final byte[] ZEROS = new byte[CHUNK];

    private static final OpResult NO_SUCH_OBJECT = OpResult.failure(ErrorKind.NOT_FOUND, 404, "no such object");
    private static final OpResult NO_SUCH_CONTAINER = OpResult.failure(ErrorKind.NOT_FOUND, 404, "no such container");
    private static final OpResult NOT_EMPTY = OpResult.httpFailure(409, "container not empty");
    private static final OpResult INJECTED = OpResult.failure(ErrorKind.SERVER_ERROR, 500, "mock: injected failure (errors=)");
    private static final OpResult ABORTED = OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "mock: session aborted");

    private final MockStore store;
    private final MockSettings settings;
    private final SplittableRandom random;
    private final Pause pause = new Pause();
    private final byte[] scratch = new byte[CHUNK];

    MockSession(MockStore store, MockSettings settings, int workerIndex) {
        this.store = store;
        this.settings = settings;
        // distinct, reproducible streams per worker
        this.random = new SplittableRandom(settings.seed() * 0x9E3779B97F4A7C15L + workerIndex);
    }

    /** Waits the call's latency and draws the injected failure; null means go on. */
    private OpResult enter() {
        if (!pause.sleep(settings.latency().nextNanos(random))) {
            return ABORTED;
        }
        if (settings.errorProbability() > 0 && random.nextDouble() < settings.errorProbability()) {
            return INJECTED;
        }
        return null;
    }

    @Override
    public OpResult createContainer(String container) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        store.createContainer(container);
        return OpResult.OK;
    }

    @Override
    public OpResult deleteContainer(String container) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        return switch (store.deleteContainer(container)) {
            case DELETED -> OpResult.OK;
            case MISSING -> NO_SUCH_CONTAINER;
            case NOT_EMPTY -> NOT_EMPTY;
        };
    }

    @Override
    public OpResult put(String container, String object, ObjectSource source) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        if (!store.containerExists(container)) {
            return NO_SUCH_CONTAINER;
        }
        long length = source.length();
        MockStore.StoredObject stored;
        try (InputStream body = source.stream()) {
            stored = settings.store() ? keepBytes(body, length) : keepLength(body, length);
        } catch (IOException e) {
            return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "mock: reading the body failed: " + e.getMessage());
        }
        if (stored == null) {
            return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "mock: body length differs from the announced " + length);
        }
        return store.put(container, object, stored) ? OpResult.OK : NO_SUCH_CONTAINER;
    }

    private MockStore.StoredObject keepBytes(InputStream body, long length) throws IOException {
        if (length > Integer.MAX_VALUE - 8) {
            throw new IOException("store=true keeps objects up to 2GiB; this one has " + length + " bytes");
        }
        byte[] data = body.readNBytes((int) length);
        return data.length == length && body.read() < 0 ? new MockStore.StoredObject(length, data) : null;
    }

    private MockStore.StoredObject keepLength(InputStream body, long length) throws IOException {
        long total = 0;
        for (int n; (n = body.read(scratch, 0, CHUNK)) >= 0; ) {
            total += n;
        }
        return total == length ? new MockStore.StoredObject(length, null) : null;
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        MockStore.StoredObject stored = store.get(container, object);
        if (stored == null) {
            return NO_SUCH_OBJECT;
        }
        byte[] data = stored.data();
        long length = data != null ? data.length : settings.readSize();
        sink.begin(length);
        for (long sent = 0; sent < length; ) {
            int n = (int) Math.min(CHUNK, length - sent);
            if (data != null) {
                sink.accept(data, (int) sent, n);
            } else {
                sink.accept(ZEROS, 0, n);
            }
            sent += n;
        }
        return OpResult.OK;
    }

    @Override
    public OpResult delete(String container, String object) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        return store.delete(container, object) ? OpResult.OK : NO_SUCH_OBJECT;
    }

    @Override
    public OpResult head(String container, String object) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        if (object == null) {
            return store.containerExists(container) ? OpResult.OK : NO_SUCH_CONTAINER;
        }
        return store.get(container, object) != null ? OpResult.OK : NO_SUCH_OBJECT;
    }

    @Override
    public OpResult list(String container, String prefix, ListSink sink) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        String p = prefix == null ? "" : prefix;
        if (container == null) {
            for (String name : store.containers()) {
                if (name.startsWith(p)) {
                    sink.entry(name, -1);
                }
            }
            return OpResult.OK;
        }
        List<Map.Entry<String, Long>> entries = store.list(container, p);
        if (entries == null) {
            return NO_SUCH_CONTAINER;
        }
        entries.forEach(e -> sink.entry(e.getKey(), e.getValue()));
        return OpResult.OK;
    }

    @Override
    public void abort() {
        pause.abort();
    }
}
