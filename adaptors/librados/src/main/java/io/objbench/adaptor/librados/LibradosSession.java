package io.objbench.adaptor.librados;

import com.ceph.rados.IoCTX;
import com.ceph.rados.Rados;
import com.ceph.rados.exceptions.RadosException;
import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

/**
 * One worker's access to the cluster: an I/O context per pool it touches (normally one) on the
 * shared cluster handle, and a native buffer of at most {@code chunk_size} that bodies pass
 * through chunk by chunk. A session whose cluster could not be reached answers every call with
 * that connection failure.
 */
final class LibradosSession implements StorageSession {

    // heap window between the driver's streams and the native buffer: bounded whatever the chunk
    private static final int WINDOW = 64 * 1024;
    private static final OpResult ABORTED = OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "aborted");

    private final Rados rados;
    private final OpResult unreachable;
    private final Pools pools;
    private final int chunkSize;
    private final Map<String, IoCTX> contexts = new HashMap<>();
    private final byte[] window = new byte[WINDOW];
    private final ObjectIdBuffer oid = new ObjectIdBuffer();
    private Memory buffer;
    private Memory stat;
    private OpResult contextFailure;
    private volatile boolean aborted;

    /** A session on a connected handle. */
    LibradosSession(Rados rados, LibradosSettings settings) {
        this.rados = rados;
        this.unreachable = null;
        this.pools = new Pools(rados, settings);
        this.chunkSize = settings.chunkSize();
    }

    /** A session on a cluster that could not be reached. */
    LibradosSession(OpResult unreachable) {
        this.rados = null;
        this.unreachable = unreachable;
        this.pools = null;
        this.chunkSize = 0;
    }

    @Override
    public OpResult createContainer(String container) {
        return rados == null ? unreachable : pools.create(container);
    }

    @Override
    public OpResult deleteContainer(String container) {
        if (rados == null) {
            return unreachable;
        }
        IoCTX io = contexts.remove(container);
        if (io != null) {
            rados.ioCtxDestroy(io);
        }
        return pools.delete(container);
    }

    @Override
    public OpResult put(String container, String object, ObjectSource source) {
        IoCTX io = context(container);
        if (io == null) {
            return contextFailure;
        }
        Pointer ctx = io.getPointer();
        long length = source.length();
        Memory buf = buffer(length);
        long capacity = buf.size();
        long offset = 0;
        try (InputStream in = source.stream()) {
            while (true) {
                int n = fill(in, buf, capacity);
                // the first chunk replaces any older, longer object; the rest extend it
                int rc = offset == 0 ? NativeRados.rados_write_full(ctx, oid.of(object), buf, n)
                        : n == 0 ? 0 : NativeRados.rados_write(ctx, oid.of(object), buf, n, offset);
                if (rc < 0) {
                    return Errno.failure(rc, "write " + container + "/" + object);
                }
                offset += n;
                if (n < capacity) {
                    break;
                }
                if (aborted) {
                    return ABORTED;
                }
            }
        } catch (IOException e) {
            return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "reading the body of " + container + "/" + object + ": " + e);
        }
        if (offset != length) {
            return OpResult.failure(ErrorKind.CLIENT_ERROR, 0, "the body of " + container + "/" + object
                    + " had " + offset + " bytes instead of " + length);
        }
        return OpResult.OK;
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        IoCTX io = context(container);
        if (io == null) {
            return contextFailure;
        }
        Pointer ctx = io.getPointer();
        Memory buf = buffer(0);
        long offset = 0;
        while (true) {
            long want = buf.size();
            int n = NativeRados.rados_read(ctx, oid.of(object), buf, want, offset);
            if (n < 0) {
                return Errno.failure(n, "read " + container + "/" + object);
            }
            if (offset == 0) {
                sink.begin(-1);
            }
            deliver(buf, n, sink);
            offset += n;
            if (n < want) {
                return OpResult.OK;
            }
            if (aborted) {
                return ABORTED;
            }
            if (want < chunkSize) {
                buf = buffer(chunkSize); // a large object: read the rest in whole chunks
            }
        }
    }

    @Override
    public OpResult delete(String container, String object) {
        IoCTX io = context(container);
        if (io == null) {
            return contextFailure;
        }
        int rc = NativeRados.rados_remove(io.getPointer(), oid.of(object));
        return rc < 0 ? Errno.failure(rc, "delete " + container + "/" + object) : OpResult.OK;
    }

    @Override
    public OpResult head(String container, String object) {
        IoCTX io = context(container);
        if (io == null) {
            return contextFailure;
        }
        if (stat == null) {
            stat = new Memory(16);
        }
        int rc = NativeRados.rados_stat(io.getPointer(), oid.of(object), stat, stat.share(8));
        return rc < 0 ? Errno.failure(rc, "stat " + container + "/" + object) : OpResult.OK;
    }

    @Override
    public OpResult list(String container, String prefix, ListSink sink) {
        if (rados == null) {
            return unreachable;
        }
        String[] names;
        try {
            if (container == null) {
                names = rados.poolList();
            } else {
                IoCTX io = context(container);
                if (io == null) {
                    return contextFailure;
                }
                names = io.listObjects();
            }
        } catch (RadosException e) {
            return Errno.failure(e.getReturnValue(), "list " + (container == null ? "pools" : container));
        }
        for (String name : names) {
            if (prefix == null || name.startsWith(prefix)) {
                sink.entry(name, -1); // a RADOS listing carries names only
            }
        }
        return OpResult.OK;
    }

    @Override
    public void abort() {
        aborted = true; // librados calls cannot be interrupted: chunked transfers stop between chunks
    }

    @Override
    public void close() {
        if (rados != null) {
            contexts.values().forEach(rados::ioCtxDestroy); // once only: IoCTX.close() would destroy again
            contexts.clear();
        }
        if (buffer != null) {
            buffer.close();
            buffer = null;
        }
        oid.close();
    }

    /** The pool's I/O context, opened once; {@code null} with {@link #contextFailure} set when it cannot be. */
    private IoCTX context(String pool) {
        if (rados == null) {
            contextFailure = unreachable;
            return null;
        }
        IoCTX io = contexts.get(pool);
        if (io == null) {
            try {
                io = rados.ioCtxCreate(pool);
            } catch (RadosException e) {
                contextFailure = Errno.failure(e.getReturnValue(), "open pool '" + pool + "'");
                return null;
            }
            contexts.put(pool, io);
        }
        return io;
    }

    /** The native buffer, grown to hold {@code wanted} bytes up to one chunk (at least one window). */
    private Memory buffer(long wanted) {
        long size = Math.min(chunkSize, Math.max(wanted, WINDOW));
        if (buffer == null || buffer.size() < size) {
            if (buffer != null) {
                buffer.close();
            }
            buffer = new Memory(size);
        }
        return buffer;
    }

    /** Reads up to {@code capacity} bytes of {@code in} into {@code buf}; fewer only at the end of the body. */
    private int fill(InputStream in, Memory buf, long capacity) throws IOException {
        int filled = 0;
        while (filled < capacity) {
            int r = in.read(window, 0, (int) Math.min(WINDOW, capacity - filled));
            if (r < 0) {
                break;
            }
            buf.write(filled, window, 0, r);
            filled += r;
        }
        return filled;
    }

    private void deliver(Memory buf, int count, ObjectSink sink) {
        for (int done = 0; done < count; ) {
            int n = Math.min(WINDOW, count - done);
            buf.read(done, window, 0, n);
            sink.accept(window, 0, n);
            done += n;
        }
    }
}
