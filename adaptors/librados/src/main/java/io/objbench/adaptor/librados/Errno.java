package io.objbench.adaptor.librados;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;

/**
 * Turns librados's negative errno return codes into {@link OpResult}s. Only failures build a
 * message, so the success path allocates nothing.
 */
final class Errno {

    static final int EPERM = 1;
    static final int ENOENT = 2;
    static final int EINTR = 4;
    static final int EIO = 5;
    static final int E2BIG = 7;
    static final int EAGAIN = 11;
    static final int EACCES = 13;
    static final int EBUSY = 16;
    static final int EEXIST = 17;
    static final int EINVAL = 22;
    static final int EFBIG = 27;
    static final int ENOSPC = 28;
    static final int EROFS = 30;
    static final int EDOM = 33;
    static final int ERANGE = 34;
    static final int ENAMETOOLONG = 36;
    static final int ENOTEMPTY = 39;
    static final int EOPNOTSUPP = 95;
    static final int ESHUTDOWN = 108;
    static final int ETIMEDOUT = 110;
    static final int ECONNREFUSED = 111;
    static final int EDQUOT = 122;
    static final int EKEYREJECTED = 129;

    private Errno() {
    }

    /** The error kind of errno {@code code} (either sign). */
    static ErrorKind kind(int code) {
        return switch (Math.abs(code)) {
            case ENOENT -> ErrorKind.NOT_FOUND;
            case EPERM, EACCES, EKEYREJECTED -> ErrorKind.AUTH;
            case ETIMEDOUT, EINTR -> ErrorKind.TIMEOUT;
            case EAGAIN, EBUSY -> ErrorKind.THROTTLED;
            case EINVAL, E2BIG, EFBIG, EDOM, ERANGE, ENAMETOOLONG, EEXIST, ENOTEMPTY, EOPNOTSUPP, EROFS ->
                    ErrorKind.CLIENT_ERROR;
            default -> ErrorKind.SERVER_ERROR;
        };
    }

    /** A failure for errno {@code code} of {@code what} (e.g. {@code "write pool/object"}). */
    static OpResult failure(int code, String what) {
        int errno = Math.abs(code);
        return OpResult.failure(kind(errno), -errno, what + " failed: " + name(errno) + hint(errno));
    }

    /** The symbolic name and text of an errno, e.g. {@code ENOENT (No such file or directory)}. */
    static String name(int errno) {
        return switch (Math.abs(errno)) {
            case EPERM -> "EPERM (operation not permitted)";
            case ENOENT -> "ENOENT (no such pool or object)";
            case EINTR -> "EINTR (interrupted)";
            case EIO -> "EIO (I/O error)";
            case E2BIG -> "E2BIG (argument too large)";
            case EAGAIN -> "EAGAIN (try again)";
            case EACCES -> "EACCES (permission denied)";
            case EBUSY -> "EBUSY (busy)";
            case EEXIST -> "EEXIST (already exists)";
            case EINVAL -> "EINVAL (invalid argument)";
            case EFBIG -> "EFBIG (object too large)";
            case ENOSPC -> "ENOSPC (cluster full)";
            case EROFS -> "EROFS (read-only)";
            case EDOM -> "EDOM (out of domain)";
            case ERANGE -> "ERANGE (out of range)";
            case ENAMETOOLONG -> "ENAMETOOLONG (name too long)";
            case ENOTEMPTY -> "ENOTEMPTY (not empty)";
            case EOPNOTSUPP -> "EOPNOTSUPP (not supported)";
            case ESHUTDOWN -> "ESHUTDOWN (cluster handle shut down)";
            case ETIMEDOUT -> "ETIMEDOUT (timed out)";
            case ECONNREFUSED -> "ECONNREFUSED (connection refused)";
            case EDQUOT -> "EDQUOT (quota exceeded)";
            case EKEYREJECTED -> "EKEYREJECTED (key rejected)";
            default -> "errno " + Math.abs(errno);
        };
    }

    private static String hint(int errno) {
        return switch (errno) {
            case EPERM, EACCES, EKEYREJECTED -> "; check accesskey (cephx user), secretkey/keyring and the user's caps";
            case ETIMEDOUT -> "; check endpoint (monitor address) and that the cluster is up";
            case ENOSPC, EDQUOT -> "; the cluster or pool is full";
            default -> "";
        };
    }
}
