package io.objbench.api;

/**
 * One worker's connection to the storage: COSBench's storage operations plus {@code head} and
 * {@code list}. Used by a single thread. Every method returns its outcome, never throws for a
 * storage failure, and does no timing, logging or formatting of its own: the driver measures
 * each call around it.
 *
 * <p>A container is a bucket (S3), a container (Swift) or a pool (librados).
 */
public interface StorageSession extends AutoCloseable {

    /** Creates a container; succeeding when it already exists is allowed. COSBench's {@code init}. */
    OpResult createContainer(String container);

    /** Deletes an (empty) container. COSBench's {@code dispose}. */
    OpResult deleteContainer(String container);

    /**
     * Writes an object, streaming its body from {@code source} (never copying it whole).
     */
    OpResult put(String container, String object, ObjectSource source);

    /**
     * Reads an object, handing the body to {@code sink} as it arrives. The read is complete only
     * when the body is fully drained.
     */
    OpResult get(String container, String object, ObjectSink sink);

    /** Deletes an object. */
    OpResult delete(String container, String object);

    /** Fetches an object's metadata only. */
    OpResult head(String container, String object);

    /**
     * Lists a container's objects (names starting with {@code prefix}, which may be empty), or the
     * account's containers when {@code container} is {@code null}.
     */
    OpResult list(String container, String prefix, ListSink sink);

    /**
     * The storage server's id of the request this session's last call sent (S3's
     * {@code x-amz-request-id}, Swift's {@code X-Trans-Id}), or {@code null} when the protocol has
     * none or the call got no response. The driver asks for it on the worker's thread, right after
     * the call returns and before the next call, and only for the few calls it keeps as the
     * slowest of an interval (docs/metrics.md, "Slowest requests"): so a call should only keep a
     * reference to what carries the id (its response or headers object, no copy, no string
     * building) and this method should do the work. The default returns {@code null}: adaptors
     * built against api 0.3 and older load unchanged.
     *
     * @return the id as the server logs it; for S3 the request id, then a space and the
     *         {@code x-amz-id-2} value when the server sent one
     * @since 0.4
     */
    default String lastRequestId() {
        return null;
    }

    /** Replaces the token after a re-login (the driver re-logs in on {@link ErrorKind#AUTH}). */
    default void updateToken(AuthToken token) {
    }

    /**
     * Asks an operation in flight on this session to stop as soon as it can. Called from another
     * thread when a mission is cancelled; the interrupted call may return any failure.
     */
    default void abort() {
    }

    /** Closes the session's connections. */
    @Override
    default void close() {
    }
}
