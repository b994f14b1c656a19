package io.objbench.api;

/**
 * Logs the workers of one mission in. Shared by all workers of the mission, so it may cache
 * tokens (COSBench's {@code caching=true}); {@link #login(int)} must be thread-safe.
 */
public interface AuthAdaptor extends AutoCloseable {

    /**
     * Logs one worker in. Called for every worker before the mission launches, and again when a
     * storage call fails with {@link ErrorKind#AUTH}.
     *
     * @param workerIndex the worker's global index, 1-based
     * @return the token, or the failure (never thrown)
     */
    LoginResult login(int workerIndex);

    /** Releases what the adaptor holds. */
    @Override
    default void close() {
    }
}
