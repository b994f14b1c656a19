package io.objbench.driver.run;

import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import io.objbench.driver.payload.MeteredSource;
import io.objbench.driver.payload.PayloadBlock;
import io.objbench.driver.payload.PayloadSource;
import io.objbench.driver.payload.ReadSink;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.measure.ExemplarSource;

/**
 * Times every call a worker makes on its {@link StorageSession} (adaptors never time
 * themselves). After each call, {@link #startNanos()}, {@link #endNanos()},
 * {@link #processingNanos()} and {@link #bytes()} describe it:
 * <ul>
 *   <li>response time: call start → call return (a read returns once its body is drained);</li>
 *   <li>processing time (COSBench's Avg-ProcTime): for a read, start → response begun / first
 *       byte; for a write, response time minus the upload transfer (first to last read of the
 *       body); for anything else, the response time.</li>
 * </ul>
 * One instance per worker and session, used by that worker only; it reuses its sink and source,
 * so a call allocates nothing. It also remembers the names the last call used (two reference
 * stores), so the driver can describe the call when it is among the slowest
 * ({@link ExemplarSource}); the request id is asked of the adaptor only then.
 */
public final class MeasuredSession implements ExemplarSource {

    private static final OpResult INTEGRITY_FAILURE =
            OpResult.failure(ErrorKind.INTEGRITY, 0, "the object's MD5 trailer does not match its content");

    private final StorageSession session;
    // what the calls go to: the session, or the bundle's own session once the worker thread carries
    // the bundle's context class loader (see callDirectly)
    private StorageSession calls;
    private final Clock clock;
    private final ReadSink sink;
    private final PayloadSource source;
    private final CountingListSink listSink = new CountingListSink();
    private long start;
    private long end;
    private long processing;
    private long bytes;
    private ReadSink.Check lastCheck = ReadSink.Check.NOT_CHECKED;
    private String lastContainer;
    private String lastObject;
    // false after forget(): the last sample made no call
    private boolean called;

    public MeasuredSession(StorageSession session, Clock clock) {
        this.session = session;
        this.calls = session;
        this.clock = clock;
        this.sink = new ReadSink(clock);
        this.source = new PayloadSource(clock);
    }

    /** The session measured (as opened: abort and close go through it). */
    public StorageSession session() {
        return session;
    }

    /**
     * Sends the measured calls straight to {@code direct} (the same session without its class
     * loader wrapper); only for the owning worker thread once it carries the right context loader.
     */
    public void callDirectly(StorageSession direct) {
        this.calls = direct;
    }

    /** Reads an object, draining its body; with {@code hashCheck} verifies its trailer. */
    public OpResult get(String container, String object, boolean hashCheck) {
        sink.reset(hashCheck);
        named(container, object);
        start = clock.nanoTime();
        OpResult result = calls.get(container, object, sink);
        end = clock.nanoTime();
        return drained(result);
    }

    // the read's processing time, bytes and check; apart from get, which stays small enough for
    // the JIT to inline into the worker's loop (docs/performance.md)
    private OpResult drained(OpResult result) {
        long first = sink.firstByteNanos();
        processing = first == Long.MIN_VALUE ? end - start : Math.min(first, end) - start;
        bytes = sink.bytes();
        lastCheck = result.ok() ? sink.check() : ReadSink.Check.NOT_CHECKED;
        return lastCheck == ReadSink.Check.MISMATCH ? INTEGRITY_FAILURE : result;
    }

    /** Writes an object of {@code size} bytes streamed from {@code block}. */
    public OpResult put(String container, String object, long size, PayloadBlock block,
                        boolean chunked, boolean hashCheck) {
        return put(container, object, source.reset(block, size, chunked, hashCheck));
    }

    /**
     * Writes an object from {@code body}. Its bytes are those the adaptor read from the body, as
     * COSBench counts them: a storage that never reads the body (none) moves 0 bytes, whatever
     * the declared size.
     */
    public OpResult put(String container, String object, MeteredSource body) {
        named(container, object);
        start = clock.nanoTime();
        OpResult result = calls.put(container, object, body);
        end = clock.nanoTime();
        processing = Math.max(0, end - start - body.transferNanos());
        bytes = body.bytesRead();
        return result;
    }

    /** Deletes an object. */
    public OpResult delete(String container, String object) {
        named(container, object);
        start = clock.nanoTime();
        return plain(calls.delete(container, object));
    }

    /** Fetches an object's metadata. */
    public OpResult head(String container, String object) {
        named(container, object);
        start = clock.nanoTime();
        return plain(calls.head(container, object));
    }

    /** Lists a container ({@code null}: the account's containers); {@link #listed()} counts the entries. */
    public OpResult list(String container, String prefix) {
        listSink.count = 0;
        named(container, null);
        start = clock.nanoTime();
        return plain(calls.list(container, prefix, listSink));
    }

    /** Lists a container and hands every entry to {@code names} (not measured: used for cleanup). */
    public OpResult listInto(String container, ListSink names) {
        return calls.list(container, "", names);
    }

    /** Creates a container. */
    public OpResult createContainer(String container) {
        named(container, null);
        start = clock.nanoTime();
        return plain(calls.createContainer(container));
    }

    /** Deletes a container. */
    public OpResult deleteContainer(String container) {
        named(container, null);
        start = clock.nanoTime();
        return plain(calls.deleteContainer(container));
    }

    private void named(String container, String object) {
        lastContainer = container;
        lastObject = object;
        called = true;
    }

    /**
     * Forgets the last call's names, for a sample that never reached the storage (a file that
     * could not be read): it then describes no call and no request.
     */
    public void forget() {
        lastContainer = null;
        lastObject = null;
        called = false;
    }

    @Override
    public String lastContainer() {
        return lastContainer;
    }

    @Override
    public String lastObject() {
        return lastObject;
    }

    /** The adaptor's id of the last call's request; {@code null} after {@link #forget()}. */
    @Override
    public String lastRequestId() {
        return called ? calls.lastRequestId() : null;
    }

    private OpResult plain(OpResult result) {
        end = clock.nanoTime();
        processing = end - start;
        bytes = 0;
        return result;
    }

    /** Start of the last call. */
    public long startNanos() {
        return start;
    }

    /** End of the last call. */
    public long endNanos() {
        return end;
    }

    /** Processing time of the last call. */
    public long processingNanos() {
        return processing;
    }

    /** Bytes the last call moved (a write: the body bytes the adaptor read; a read: the body drained). */
    public long bytes() {
        return bytes;
    }

    /** The integrity check of the last read. */
    public ReadSink.Check lastCheck() {
        return lastCheck;
    }

    /** Entries the last listing returned. */
    public long listed() {
        return listSink.count;
    }

    private static final class CountingListSink implements ListSink {
        long count;

        @Override
        public void entry(String name, long size) {
            count++;
        }
    }
}
