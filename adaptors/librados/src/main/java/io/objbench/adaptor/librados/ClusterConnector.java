package io.objbench.adaptor.librados;

import com.ceph.rados.Rados;
import com.ceph.rados.exceptions.RadosException;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import java.io.File;
import java.util.Locale;

/**
 * Opens and shuts down cluster handles. Connecting sets {@code client_mount_timeout} (and the op
 * timeouts) before {@code rados_connect}, which otherwise blocks 300 s on an unreachable monitor.
 */
final class ClusterConnector {

    private ClusterConnector() {
    }

    /** A connected handle for {@code s}, or the reason there is none. */
    static Rados connect(ClusterSettings s) throws ConnectFailure {
        Rados rados;
        try {
            rados = new Rados(s.user());
        } catch (LinkageError e) {
            // rados-java loads librados in a static initializer: a missing library surfaces here
            throw new ConnectFailure(OpResult.failure(ErrorKind.CLIENT_ERROR, 0,
                    "cannot load the system librados (install the librados2 package): " + e), e);
        }
        try {
            if (s.confFile() != null) {
                rados.confReadFile(new File(s.confFile()));
            }
            if (s.monHost() != null) {
                rados.confSet("mon_host", s.monHost());
            }
            if (s.keyring() != null) {
                rados.confSet("keyring", s.keyring());
            }
            if (s.key() != null) {
                rados.confSet("key", s.key());
            }
            rados.confSet("client_mount_timeout", Integer.toString(s.mountTimeoutSeconds()));
            rados.confSet("rados_mon_op_timeout", Integer.toString(s.opTimeoutSeconds()));
            rados.confSet("rados_osd_op_timeout", Integer.toString(s.opTimeoutSeconds()));
            rados.connect();
            return rados;
        } catch (RadosException e) {
            shutDown(rados);
            throw new ConnectFailure(describe(s, e.getReturnValue(), e), e);
        } catch (RuntimeException e) {
            shutDown(rados);
            throw new ConnectFailure(OpResult.failure(ErrorKind.CLIENT_ERROR, 0,
                    "cannot connect to Ceph as client." + s.user() + ": " + e), e);
        }
    }

    /** Shuts a handle down; never throws. */
    static void shutDown(Rados rados) {
        try {
            rados.shutDown();
        } catch (RuntimeException e) {
            // nothing left to release
        }
    }

    private static OpResult describe(ClusterSettings s, int code, RadosException e) {
        int errno = Math.abs(code);
        String where = s.monHost() != null ? "monitor " + s.monHost() : "the monitors of " + s.confFile();
        String message = switch (Errno.kind(errno)) {
            case AUTH -> String.format(Locale.ROOT, "cephx authentication of client.%s at %s failed: %s;"
                    + " check accesskey, secretkey or keyring", s.user(), where, Errno.name(errno));
            case TIMEOUT -> String.format(Locale.ROOT, "no answer from %s within client_mount_timeout=%ds: %s;"
                    + " check endpoint and that the cluster is up", where, s.mountTimeoutSeconds(), Errno.name(errno));
            default -> String.format(Locale.ROOT, "cannot connect to %s as client.%s: %s (%s)",
                    where, s.user(), Errno.name(errno), e.getMessage());
        };
        return OpResult.failure(Errno.kind(errno), errno == 0 ? 0 : -errno, message);
    }
}
