package io.objbench.driver.plugin;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.driver.AdaptorRegistry;
import io.objbench.driver.run.WorkerBinding;
import java.util.Collections;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The bundles' adaptors first; the host class path's adaptors only for the built-in
 * {@value #BUILT_IN} type when no bundle provides it. Any other class-path adaptor stays unused,
 * so a plugins directory is the one place that decides what a driver runs.
 */
final class PluginAdaptorRegistry implements AdaptorRegistry {

    /** The harness type the host may provide itself. */
    static final String BUILT_IN = "none";

    private final AdaptorRegistry bundles;
    private final AdaptorRegistry classPath;

    PluginAdaptorRegistry(AdaptorRegistry bundles, AdaptorRegistry classPath) {
        this.bundles = bundles;
        this.classPath = classPath;
    }

    @Override
    public Optional<StorageAdaptorFactory> storage(String type) {
        return bundles.storage(type).or(() -> BUILT_IN.equals(type) ? classPath.storage(type) : Optional.empty());
    }

    @Override
    public Optional<AuthAdaptorFactory> auth(String type) {
        return bundles.auth(type).or(() -> BUILT_IN.equals(type) ? classPath.auth(type) : Optional.empty());
    }

    @Override
    public Set<String> storageTypes() {
        return merge(bundles.storageTypes(), classPath.storageTypes());
    }

    @Override
    public Set<String> authTypes() {
        return merge(bundles.authTypes(), classPath.authTypes());
    }

    private static Set<String> merge(Set<String> bundleTypes, Set<String> classPathTypes) {
        Set<String> all = new TreeSet<>(bundleTypes);
        if (classPathTypes.contains(BUILT_IN)) {
            all.add(BUILT_IN);
        }
        return Collections.unmodifiableSet(all);
    }

    /** Workers on this registry's sessions carry the bundle's class loader (see {@link BundleBinding}). */
    @Override
    public WorkerBinding workerBinding() {
        return BundleBinding.INSTANCE;
    }
}
