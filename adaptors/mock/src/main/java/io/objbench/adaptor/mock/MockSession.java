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
 * One worker's session on storage {@code mock}. Every call first waits out a stall it falls into
 * ({@code stall=}), its turn and service at a server of fixed capacity ({@code capacity=}), the
 * warm-up's and drift's extra latency ({@link LoadModel}), then its latency, then fails
 * with probability {@code errors} (a 500). Then, by default ({@code store=false}), it succeeds
 * without remembering anything, as COSBench's mock does: a write consumes its body, a read returns
 * {@code size} zero bytes for any name, listings are empty, nothing is ever missing. With
 * {@code store=true} it acts on the process's {@link MockStore} instead, with S3-like answers
 * (404 for what was never written, 409 for a non-empty container).
 */
final class MockSession implements StorageSession {

    private static final int CHUNK = 64 * 1024;
    /** Never written: the body of stateless reads. */
    private static final byte[] ZEROS = new byte[CHUNK];

    private static final OpResult NO_SUCH_OBJECT = OpResult.failure(ErrorKind.NOT_FOUND, 404, "no such object");
    private static final OpResult NO_SUCH_CONTAINER = OpResult.failure(ErrorKind.NOT_FOUND, 404, "no such container");
    private static final OpResult NOT_EMPTY = OpResult.httpFailure(409, "container not empty");
    private static final OpResult INJECTED = OpResult.failure(ErrorKind.SERVER_ERROR, 500, "mock: injected failure (errors=)");
    private static final OpResult ABORTED = OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "mock: session aborted");

    /** Null when stateless ({@code store=false}). */
    private final MockStore store;
    private final MockSettings settings;
    private final LoadModel model;
    private final SplittableRandom random;
    private final Pause pause = new Pause();
    private final byte[] scratch = new byte[CHUNK];

    MockSession(MockStore store, MockSettings settings, LoadModel model, int workerIndex) {
        this.store = settings.store() ? store : null;
        this.settings = settings;
        this.model = model;
        this.random = workerRandom(settings.seed(), workerIndex);
    }

    /**
     * A worker's reproducible random: the seed is hashed first (the first draw of a random seeded
     * with it, so SplittableRandom's own finaliser does it). Its stream for state {@code s} is
     * {@code mix(s + k·γ)}, γ its golden-ratio increment; a state of {@code seed·γ} gave seed n+1
     * the stream of seed n one draw later, so works with seeds 1001 to 1020 replayed each other's
     * latencies, and a run with seeds 2001… replayed them 1,000 draws on. Hashed seeds land far
     * apart; the worker index then picks a neighbour state, whose stream the finaliser makes
     * unrelated.
     */
    static SplittableRandom workerRandom(long seed, int workerIndex) {
        return new SplittableRandom(new SplittableRandom(seed).nextLong() + workerIndex);
    }

    /** Waits out a stall, then the call's latency, and draws the injected failure; null means go on. */
    private OpResult enter() {
        long now = System.nanoTime();
        long stalled = settings.stalls().remainingNanos(now);
        long modelled = model.active() ? model.extraNanos(now) : 0;
        if (!pause.sleep(stalled + modelled + settings.latency().nextNanos(random))) {
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
        if (store != null) {
            store.createContainer(container);
        }
        return OpResult.OK;
    }

    @Override
    public OpResult deleteContainer(String container) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        if (store == null) {
            return OpResult.OK;
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
        if (store != null && !store.containerExists(container)) {
            return NO_SUCH_CONTAINER;
        }
        long length = source.length();
        MockStore.StoredObject stored;
        try (InputStream body = source.stream()) {
            if (store == null) {
                // stateless: the body is still read in full, as a storage would receive it
                return consume(body) == length ? OpResult.OK : lengthDiffers(length);
            }
            stored = keepBytes(body, length);
        } catch (IOException e) {
            return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "mock: reading the body failed: " + e.getMessage());
        }
        if (stored == null) {
            return lengthDiffers(length);
        }
        return store.put(container, object, stored) ? OpResult.OK : NO_SUCH_CONTAINER;
    }

    private static OpResult lengthDiffers(long length) {
        return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "mock: body length differs from the announced " + length);
    }

    private MockStore.StoredObject keepBytes(InputStream body, long length) throws IOException {
        if (length > Integer.MAX_VALUE - 8) {
            throw new IOException("store=true keeps objects up to 2GiB; this one has " + length + " bytes");
        }
        byte[] data = body.readNBytes((int) length);
        return data.length == length && body.read() < 0 ? new MockStore.StoredObject(length, data) : null;
    }

    /** Reads the body to its end into the session's scratch buffer; the byte count. */
    private long consume(InputStream body) throws IOException {
        long total = 0;
        for (int n; (n = body.read(scratch, 0, CHUNK)) >= 0; ) {
            total += n;
        }
        return total;
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        if (store == null) {
            long length = settings.readSize();
            sink.begin(length);
            for (long sent = 0; sent < length; sent += CHUNK) {
                sink.accept(ZEROS, 0, (int) Math.min(CHUNK, length - sent));
            }
            return OpResult.OK;
        }
        MockStore.StoredObject stored = store.get(container, object);
        if (stored == null) {
            return NO_SUCH_OBJECT;
        }
        byte[] data = stored.data();
        sink.begin(data.length);
        for (int sent = 0; sent < data.length; sent += CHUNK) {
            sink.accept(data, sent, Math.min(CHUNK, data.length - sent));
        }
        return OpResult.OK;
    }

    @Override
    public OpResult delete(String container, String object) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        if (store == null) {
            return OpResult.OK;
        }
        return store.delete(container, object) ? OpResult.OK : NO_SUCH_OBJECT;
    }

    @Override
    public OpResult head(String container, String object) {
        OpResult early = enter();
        if (early != null) {
            return early;
        }
        if (store == null) {
            return OpResult.OK;
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
        if (store == null) {
            // stateless: nothing was kept, so every listing is empty (COSBench's mock: an empty body)
            return OpResult.OK;
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
