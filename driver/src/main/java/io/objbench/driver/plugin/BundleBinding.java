package io.objbench.driver.plugin;

import io.objbench.driver.run.MeasuredSession;
import io.objbench.driver.run.WorkerBinding;

/**
 * Binds a worker thread to its bundle: when all the worker's sessions come from one bundle
 * ({@link BundleBound}), makes that bundle's class loader the thread's context class loader for its
 * whole life and sends the measured calls to the bundle's sessions directly: no per-call switch,
 * no wrapper on the hot path. Sessions from several bundles, or from the class path, keep their
 * per-call wrappers.
 */
final class BundleBinding implements WorkerBinding {

    static final BundleBinding INSTANCE = new BundleBinding();

    private BundleBinding() {
    }

    @Override
    public void bind(MeasuredSession[] sessions) {
        ClassLoader loader = null;
        for (MeasuredSession s : sessions) {
            if (!(s.session() instanceof BundleBound bound)
                    || (loader != null && loader != bound.bundleLoader())) {
                return;
            }
            loader = bound.bundleLoader();
        }
        if (loader != null) {
            Thread.currentThread().setContextClassLoader(loader);
            for (MeasuredSession s : sessions) {
                s.callDirectly(((BundleBound) s.session()).direct());
            }
        }
    }
}
