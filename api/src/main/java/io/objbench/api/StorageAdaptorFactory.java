package io.objbench.api;

/**
 * Creates {@link StorageAdaptor}s of one type (the {@code type} of a workload's {@code <storage>},
 * for example {@code s3}). One instance per process; must be thread-safe. Found through
 * {@link java.util.ServiceLoader} on a plain class path, or as an OSGi service.
 */
public interface StorageAdaptorFactory {

    /** The type name workloads use, lower case, e.g. {@code s3}. */
    String type();

    /**
     * Builds the storage adaptor of one mission.
     *
     * @param config the {@code <storage config="…">} keys, plus any operation keys objbench does
     *               not know itself (passed through as COSBench does)
     * @throws AdaptorException when a key is missing or malformed
     */
    StorageAdaptor create(AdaptorConfig config) throws AdaptorException;
}
