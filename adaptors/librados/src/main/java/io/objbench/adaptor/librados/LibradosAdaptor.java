package io.objbench.adaptor.librados;

import com.ceph.rados.Rados;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;

/**
 * The librados storage of one mission: a reference to the driver's shared cluster handle for the
 * mission's connection settings (connected by the first session that needs it) and one session
 * per worker.
 */
final class LibradosAdaptor implements StorageAdaptor {

    private final LibradosSettings settings;
    private final SharedHandles.Lease<ClusterSettings, Rados> cluster;
    private boolean closed;

    LibradosAdaptor(LibradosSettings settings, SharedHandles.Lease<ClusterSettings, Rados> cluster) {
        this.settings = settings;
        this.cluster = cluster;
    }

    @Override
    public StorageSession openSession(int workerIndex, AuthToken token) throws AdaptorException {
        try {
            return new LibradosSession(cluster.get(), settings);
        } catch (ConnectFailure e) {
            // every call of the session reports it, so the kind (AUTH, TIMEOUT, …) reaches the results
            return new LibradosSession(e.result());
        } catch (Exception e) {
            throw new AdaptorException("cannot open a librados session: " + e.getMessage(), e);
        }
    }

    /** Every call waits inside librados2 (through JNA): workers must be platform threads. */
    @Override
    public boolean blocksInNativeCode() {
        return true;
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            cluster.release();
        }
    }
}
