package io.objbench.driver.support;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Storage type {@code scripted} for tests: every call goes to a script (which may advance a
 * {@link FakeClock}, feed the sink, read the source) and is remembered when {@code keepCalls}.
 */
public final class ScriptedStorage implements StorageAdaptorFactory {

    public final List<Call> calls = new CopyOnWriteArrayList<>();
    public final List<AdaptorConfig> configs = new CopyOnWriteArrayList<>();
    public final List<AuthToken> tokens = new CopyOnWriteArrayList<>();
    public final AtomicInteger aborts = new AtomicInteger();
    public final AtomicInteger closes = new AtomicInteger();
    /** What the adaptor answers to {@link StorageAdaptor#blocksInNativeCode()}. */
    public volatile boolean blocksInNativeCode;
    /** What the adaptor answers to {@link StorageAdaptor#neverBlocks()}. */
    public volatile boolean neverBlocks;
    /** Whether a put reads what the script left of the body, as a storage receiving it does. */
    public volatile boolean drainsBodies = true;
    private final Function<Call, OpResult> script;
    private final boolean keepCalls;

    public ScriptedStorage(Function<Call, OpResult> script, boolean keepCalls) {
        this.script = script;
        this.keepCalls = keepCalls;
    }

    /**
     * Succeeds on every call after a millisecond of real time, so workers never spin while their
     * windows run on a fake clock. Keeps no calls.
     */
    public static ScriptedStorage sleepingOneMillisecond() {
        return new ScriptedStorage(c -> {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return OpResult.OK;
        }, false);
    }

    /** Every call succeeds at once; calls are remembered. */
    public static ScriptedStorage recording() {
        return new ScriptedStorage(c -> OpResult.OK, true);
    }

    @Override
    public String type() {
        return "scripted";
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) {
        configs.add(config);
        return new StorageAdaptor() {
            @Override
            public StorageSession openSession(int workerIndex, AuthToken token) {
                tokens.add(token);
                return new Session(workerIndex);
            }

            @Override
            public boolean blocksInNativeCode() {
                return blocksInNativeCode;
            }

            @Override
            public boolean neverBlocks() {
                return neverBlocks;
            }

            @Override
            public void close() {
                closes.incrementAndGet();
            }
        };
    }

    private final class Session implements StorageSession {
        private final int worker;
        // the last call, for lastRequestId: an id that names the call it belongs to
        private String lastOp;
        private String lastContainer;
        private String lastObject;

        Session(int worker) {
            this.worker = worker;
        }

        private OpResult call(String op, String c, String o, ObjectSource src, ObjectSink sink, ListSink list) {
            Call call = new Call(op, worker, c, o, src, sink, list);
            lastOp = op;
            lastContainer = c;
            lastObject = o;
            if (keepCalls) {
                calls.add(call);
            }
            return script.apply(call);
        }

        @Override
        public OpResult createContainer(String container) {
            return call("createContainer", container, null, null, null, null);
        }

        @Override
        public OpResult deleteContainer(String container) {
            return call("deleteContainer", container, null, null, null, null);
        }

        @Override
        public OpResult put(String container, String object, ObjectSource source) {
            OpResult result = call("put", container, object, source, null, null);
            // a storage receives the whole body and the driver counts the bytes read: drain what the
            // script left unread (after it, so a script timing its own reads is not disturbed)
            if (drainsBodies && source instanceof io.objbench.driver.payload.MeteredSource m
                    && m.bytesRead() < source.length()) {
                drain(source);
            }
            return result;
        }

        private void drain(ObjectSource source) {
            byte[] scratch = new byte[8192];
            try (java.io.InputStream in = source.stream()) {
                while (in.read(scratch) >= 0) {
                    // discard
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        @Override
        public OpResult get(String container, String object, ObjectSink sink) {
            return call("get", container, object, null, sink, null);
        }

        @Override
        public OpResult delete(String container, String object) {
            return call("delete", container, object, null, null, null);
        }

        @Override
        public OpResult head(String container, String object) {
            return call("head", container, object, null, null, null);
        }

        @Override
        public OpResult list(String container, String prefix, ListSink sink) {
            return call("list", container, prefix, null, null, sink);
        }

        /** {@code "rid <op> <container>/<object>"} of the last call, built only when asked (as an adaptor). */
        @Override
        public String lastRequestId() {
            return lastOp == null ? null : "rid " + lastOp + " " + lastContainer + "/" + lastObject;
        }

        @Override
        public void updateToken(AuthToken token) {
            tokens.add(token);
        }

        @Override
        public void abort() {
            aborts.incrementAndGet();
        }
    }
}
