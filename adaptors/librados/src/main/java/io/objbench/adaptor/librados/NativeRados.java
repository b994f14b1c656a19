package io.objbench.adaptor.librados;

import com.sun.jna.Native;
import com.sun.jna.Pointer;

/**
 * The few librados data calls of the hot path, bound directly (JNA direct mapping) with
 * {@link Pointer} buffers: rados-java's own bindings take {@code byte[]}, which JNA copies whole
 * to and from native memory on every call, and throw formatted exceptions for a missing object.
 * The object name is a {@link Pointer} too, to a NUL-terminated UTF-8 copy the session keeps
 * ({@link ObjectIdBuffer}): a {@code String} argument costs JNA a Java string for the encoding's
 * name, an encoding and a {@code malloc}/{@code free} on every call. Every call returns librados's
 * result: a negative errno on failure.
 */
final class NativeRados {

    static {
        Native.register(NativeRados.class, "rados");
    }

    private NativeRados() {
    }

    /** {@code rados_write_full}: replaces the object with {@code len} bytes of {@code buf}. */
    static native int rados_write_full(Pointer io, Pointer oid, Pointer buf, long len);

    /** {@code rados_write}: writes {@code len} bytes at {@code off}. */
    static native int rados_write(Pointer io, Pointer oid, Pointer buf, long len, long off);

    /** {@code rados_read}: reads up to {@code len} bytes at {@code off}; returns the count. */
    static native int rados_read(Pointer io, Pointer oid, Pointer buf, long len, long off);

    /** {@code rados_stat}: size (uint64) and mtime (time_t) into the two pointers. */
    static native int rados_stat(Pointer io, Pointer oid, Pointer size, Pointer mtime);

    /** {@code rados_remove}. */
    static native int rados_remove(Pointer io, Pointer oid);
}
