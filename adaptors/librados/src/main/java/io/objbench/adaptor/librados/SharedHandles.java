package io.objbench.adaptor.librados;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Reference-counted handles keyed by their settings: one handle per distinct key, opened at most
 * once (lazily, by the first user that needs it), shared by every holder, and closed when the
 * last holder releases it. A failed open is remembered for the holders of that generation (so a
 * hundred workers do not each wait out a connect timeout) and forgotten with it.
 *
 * @param <K> the settings that identify a handle
 * @param <H> the handle
 */
final class SharedHandles<K, H> {

    /** Opens a handle; its failure is kept as the handle's outcome. */
    @FunctionalInterface
    interface Opener<K, H> {
        H open(K key) throws Exception;
    }

    /** Closes a handle. */
    @FunctionalInterface
    interface Closer<H> {
        void close(H handle);
    }

    private final Opener<K, H> opener;
    private final Closer<H> closer;
    private final Map<K, Lease<K, H>> leases = new HashMap<>();

    SharedHandles(Opener<K, H> opener, Closer<H> closer) {
        this.opener = Objects.requireNonNull(opener, "opener");
        this.closer = Objects.requireNonNull(closer, "closer");
    }

    /** Takes a reference to the handle of {@code key}; release it exactly once. */
    synchronized Lease<K, H> acquire(K key) {
        Lease<K, H> lease = leases.computeIfAbsent(key, k -> new Lease<>(this, k));
        lease.references++;
        return lease;
    }

    /** How many distinct handles are held (opened or not). */
    synchronized int size() {
        return leases.size();
    }

    private synchronized void release(Lease<K, H> lease) {
        if (--lease.references > 0) {
            return;
        }
        leases.remove(lease.key, lease);
        lease.closeHandle();
    }

    /** One shared handle and its holders. */
    static final class Lease<K, H> {
        private final SharedHandles<K, H> owner;
        private final K key;
        private int references; // guarded by owner
        private H handle; // guarded by this
        private Exception failure; // guarded by this
        private boolean closed; // guarded by this

        private Lease(SharedHandles<K, H> owner, K key) {
            this.owner = owner;
            this.key = key;
        }

        /** The handle, opened on first use; the open's failure if it failed. */
        synchronized H get() throws Exception {
            if (closed) {
                throw new IllegalStateException("handle released");
            }
            if (handle == null && failure == null) {
                try {
                    handle = owner.opener.open(key);
                } catch (Exception e) {
                    failure = e;
                }
            }
            if (failure != null) {
                throw failure;
            }
            return handle;
        }

        /** Drops this holder's reference; the last one closes the handle. */
        void release() {
            owner.release(this);
        }

        private synchronized void closeHandle() {
            closed = true;
            if (handle != null) {
                owner.closer.close(handle);
                handle = null;
            }
        }
    }
}
