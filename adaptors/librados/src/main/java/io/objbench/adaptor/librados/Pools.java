package io.objbench.adaptor.librados;

import com.ceph.rados.Rados;
import com.ceph.rados.exceptions.RadosException;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;

/**
 * Pool (container) administration: COSBench's {@code init} and {@code dispose} map to pools,
 * which on a real cluster are usually provisioned by an operator. So a pool is created only with
 * {@code create_pool=true} and deleted only with {@code delete_pool=true}; otherwise both just
 * check that the pool exists.
 */
final class Pools {

    private final Rados rados;
    private final LibradosSettings settings;

    Pools(Rados rados, LibradosSettings settings) {
        this.rados = rados;
        this.settings = settings;
    }

    /** {@code init}: the pool exists afterwards, or the reason it does not. */
    OpResult create(String pool) {
        OpResult exists = exists(pool);
        if (exists.ok() || exists.kind() != ErrorKind.NOT_FOUND) {
            return exists;
        }
        if (!settings.createPool()) {
            return OpResult.failure(ErrorKind.NOT_FOUND, -Errno.ENOENT, "pool '" + pool
                    + "' does not exist: create it on the cluster, or set create_pool=true to let init create it");
        }
        try {
            rados.executeRadosMonCommand(new String[] {"{\"prefix\":\"osd pool create\",\"pool\":\"" + json(pool)
                    + "\",\"pg_num\":" + settings.pgNum() + ",\"pgp_num\":" + settings.pgNum() + "}"}, "");
            // tags the pool as used by plain rados clients; without it the cluster warns
            rados.executeRadosMonCommand(new String[] {"{\"prefix\":\"osd pool application enable\",\"pool\":\""
                    + json(pool) + "\",\"app\":\"rados\"}"}, "");
            return OpResult.OK;
        } catch (RadosException e) {
            return Errno.failure(e.getReturnValue(), "create pool '" + pool + "' (" + e.getMessage() + ")");
        }
    }

    /** {@code dispose}: deletes the pool with {@code delete_pool=true}, else checks it exists. */
    OpResult delete(String pool) {
        if (!settings.deletePool()) {
            return exists(pool);
        }
        try {
            rados.poolDelete(pool);
            return OpResult.OK;
        } catch (RadosException e) {
            int errno = Math.abs(e.getReturnValue());
            String what = "delete pool '" + pool + "'";
            if (errno == Errno.EPERM) {
                what += " (the monitors must allow it: mon_allow_pool_delete=true)";
            }
            return Errno.failure(errno, what);
        }
    }

    /** OK when the pool exists, NOT_FOUND (or the lookup's failure) otherwise. */
    OpResult exists(String pool) {
        try {
            rados.poolLookup(pool);
            return OpResult.OK;
        } catch (RadosException e) {
            return Errno.failure(e.getReturnValue(), "look up pool '" + pool + "'");
        }
    }

    private static String json(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
