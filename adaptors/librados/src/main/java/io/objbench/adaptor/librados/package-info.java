/**
 * Storage type {@code librados}: objects in Ceph RADOS pools, reached through the system's
 * {@code librados2} (rados-java and JNA, embedded privately in the bundle).
 *
 * <p>A container is a pool. The factory keeps one connected cluster handle per distinct set of
 * connection settings, shared by every mission using them and shut down when the last one closes;
 * each worker session opens its own I/O contexts. Bodies move in chunks of {@code chunk_size}
 * through a native buffer, so no object is ever held whole in memory.
 */
package io.objbench.adaptor.librados;
