package io.objbench.api;

/**
 * The storage adaptor of one mission: holds what the mission's workers share (an HTTP connection
 * pool, a cluster handle) and opens one {@link StorageSession} per worker. Closed when the mission
 * ends, after every session.
 */
public interface StorageAdaptor extends AutoCloseable {

    /**
     * Opens the session one worker uses for the whole mission.
     *
     * @param workerIndex the worker's global index, 1-based
     * @param token       what the worker's login produced ({@link AuthToken#NONE} for auth {@code none})
     * @throws AdaptorException when the session cannot be set up (the mission then fails to start)
     */
    StorageSession openSession(int workerIndex, AuthToken token) throws AdaptorException;

    /**
     * Whether sessions block their thread inside native code (JNI, JNA: a C client library such as
     * librados). A virtual thread blocked there cannot unmount and holds one of the few carrier
     * threads (as many as the driver has cores), so 8 workers would have only 2 operations in flight
     * on a 2-core driver. When this returns {@code true} the driver runs the mission's workers on
     * platform threads instead, and {@code workers="N"} means N operations in flight. Java I/O
     * (sockets, the JDK's HTTP clients) unmounts virtual threads: keep the default {@code false}.
     *
     * @since 0.2
     */
    default boolean blocksInNativeCode() {
        return false;
    }

    /**
     * Whether sessions never block their thread: every call returns without waiting for I/O, a
     * timer or a lock (the mock with no delay, {@code none}), so a worker is busy on its CPU from
     * one operation to the next. The JDK's virtual-thread scheduler is not preemptive: with more
     * such workers than carrier threads, a virtual thread started from outside (another mission's
     * worker, a login) waits until a carrier's queue runs dry, which may be the stage's end. When
     * this returns {@code true} the driver runs the mission's workers on platform threads, which
     * the operating system shares out. Keep the default {@code false} for any storage that waits
     * for something.
     *
     * @since 0.5
     */
    default boolean neverBlocks() {
        return false;
    }

    /**
     * Extra attempts the adaptor's client made for calls since the adaptor was created: a retry is
     * a request sent again, by the client library, after an attempt failed (an error status, a
     * reset connection, a timeout), inside one measured call. Not a reconnect: opening a new
     * connection for a request's first attempt is not a retry. Read by the driver once per
     * snapshot interval, from another thread than the workers: must be cheap and thread-safe (a
     * {@code LongAdder} the client bumps); never reset.
     *
     * @return the count so far, or {@code -1} when the adaptor cannot know it (the default)
     * @since 0.4
     */
    default long retries() {
        return -1;
    }

    /**
     * Connections to the storage the adaptor's client set out to open since the adaptor was
     * created: every connect started, the pool's first ones included, a refused or timed-out one
     * too. Beyond the pool's size, each is a reconnect (the server or a timeout closed a pooled
     * connection). Same reading rules as {@link #retries()}.
     *
     * @return the count so far, or {@code -1} when the adaptor cannot know it (the default)
     * @since 0.4
     */
    default long connectionsOpened() {
        return -1;
    }

    /** Releases shared resources. */
    @Override
    default void close() {
    }
}
