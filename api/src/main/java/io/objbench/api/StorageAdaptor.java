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

    /** Releases shared resources. */
    @Override
    default void close() {
    }
}
