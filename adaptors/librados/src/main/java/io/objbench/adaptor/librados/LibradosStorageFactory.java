package io.objbench.adaptor.librados;

import com.ceph.rados.Rados;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;

/**
 * Storage type {@value #TYPE}. Holds the driver's cluster handles: one per distinct connection
 * settings, shared by the missions using them and shut down when the last of them closes.
 */
public final class LibradosStorageFactory implements StorageAdaptorFactory {

    /** The type name workloads use. */
    public static final String TYPE = "librados";

    private final SharedHandles<ClusterSettings, Rados> clusters =
            new SharedHandles<>(ClusterConnector::connect, ClusterConnector::shutDown);

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public StorageAdaptor create(AdaptorConfig config) throws AdaptorException {
        LibradosSettings settings = LibradosSettings.of(config);
        return new LibradosAdaptor(settings, clusters.acquire(settings.cluster()));
    }

    /** How many cluster handles are held by open missions (for tests). */
    int clusterHandles() {
        return clusters.size();
    }
}
