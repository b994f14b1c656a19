package io.objbench.api;

/**
 * Creates {@link AuthAdaptor}s of one type (the {@code type} of a workload's {@code <auth>}, for
 * example {@code swauth} or {@code keystone}). One instance per process; must be thread-safe.
 * Found through {@link java.util.ServiceLoader} on a plain class path, or as an OSGi service.
 */
public interface AuthAdaptorFactory {

    /** The type name workloads use, lower case, e.g. {@code keystone}. */
    String type();

    /**
     * Builds the auth adaptor of one mission.
     *
     * @param config the {@code <auth config="…">} keys
     * @throws AdaptorException when a key is missing or malformed
     */
    AuthAdaptor create(AdaptorConfig config) throws AdaptorException;
}
