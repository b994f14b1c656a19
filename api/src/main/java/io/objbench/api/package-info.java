/**
 * The objbench adaptor SPI: what a storage system's adaptor implements so that objbench can
 * benchmark it.
 *
 * <p>Three levels, each with a clear lifetime:
 * <ul>
 *   <li>{@link io.objbench.api.StorageAdaptorFactory} / {@link io.objbench.api.AuthAdaptorFactory}:
 *       one per adaptor type and process, found by its {@code type()} name (for example {@code s3});</li>
 *   <li>{@link io.objbench.api.StorageAdaptor} / {@link io.objbench.api.AuthAdaptor}: one per mission,
 *       built from the workload's config keys; holds what all workers of the mission share
 *       (connection pools, a cluster handle, a token cache);</li>
 *   <li>{@link io.objbench.api.StorageSession}: one per worker, used by that worker's thread only.</li>
 * </ul>
 *
 * <p>Adaptors never time anything: the driver wraps every call and measures it. Operation outcomes
 * are returned as {@link io.objbench.api.OpResult} values, never thrown through the worker loop.
 * This package depends on the JDK only.
 *
 * <p>Versioned for OSGi: adaptor bundles import it with the range {@code [0.1,1)}. A change that
 * breaks adaptors raises the major version; an addition raises the minor version.
 */
@Export
@Version("0.5.0")
package io.objbench.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
