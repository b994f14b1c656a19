package io.objbench.adaptor.librados;

import com.ceph.rados.Rados;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import java.util.Optional;

/**
 * Storage type {@value #TYPE}. Holds the driver's cluster handles: one per distinct connection
 * settings, shared by the missions using them and shut down when the last of them closes.
 */
public final class LibradosStorageFactory implements StorageAdaptorFactory {

    /** The type name workloads use. */
    public static final String TYPE = "librados";

    private static final System.Logger LOG = System.getLogger(LibradosStorageFactory.class.getName());

    private final SharedHandles<ClusterSettings, Rados> clusters =
            new SharedHandles<>(ClusterConnector::connect, ClusterConnector::shutDown);

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) throws AdaptorException {
        LibradosSettings settings = LibradosSettings.of(config);
        ignoredExpiry(config).ifPresent(warning -> LOG.log(System.Logger.Level.WARNING, warning));
        return new LibradosAdaptor(settings, clusters.acquire(settings.cluster()));
    }

    /**
     * The warning for a {@code delete_after} (ssbench's per-object expiry, the swift adaptor's key)
     * this adaptor cannot apply: RADOS objects do not expire.
     */
    static Optional<String> ignoredExpiry(AdaptorConfig config) {
        return config.get("delete_after").map(String::trim).filter(v -> !v.isEmpty() && !v.equals("0"))
                .map(v -> "storage type librados: config key 'delete_after' (" + v + ") is not applied:"
                        + " RADOS objects do not expire, so they are kept");
    }

    /** How many cluster handles are held by open missions (for tests). */
    int clusterHandles() {
        return clusters.size();
    }
}
