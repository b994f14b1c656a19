package io.objbench.driver.plugin;

import io.objbench.api.StorageSession;

/**
 * A bundle's storage session wrapped so that each call runs with the bundle's class loader as
 * thread context class loader. A worker whose sessions all come from one bundle instead sets that
 * loader once for its whole life and calls {@link #direct()}: its hot path is then exactly the
 * class-path one, with no wrapper in between (the wrapper layer alone cost measurable throughput).
 */
public interface BundleBound {

    /** The bundle's class loader. */
    ClassLoader bundleLoader();

    /**
     * The bundle's own session, unwrapped: call it only from a thread whose context class loader
     * is {@link #bundleLoader()}.
     */
    StorageSession direct();
}
