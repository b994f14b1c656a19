package io.objbench.driver.plugin;

/**
 * Something that belongs to an adaptor bundle and knows the class loader the thread context
 * class loader must be while it runs. A worker whose sessions all come from one bundle sets it
 * once for its whole life, so each operation only checks it instead of switching it twice.
 */
public interface BundleBound {

    /** The bundle's class loader. */
    ClassLoader bundleLoader();
}
