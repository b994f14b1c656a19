package io.objbench.driver;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.driver.run.WorkerBinding;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The adaptor types a driver can run, by type name. Found through {@link ServiceLoaderAdaptorRegistry}
 * today, through the OSGi service registry later.
 */
public interface AdaptorRegistry {

    /** The storage factory of {@code type}, if any. */
    Optional<StorageAdaptorFactory> storage(String type);

    /** The auth factory of {@code type}, if any. */
    Optional<AuthAdaptorFactory> auth(String type);

    /** Storage types available, sorted. */
    Set<String> storageTypes();

    /** Auth types available, sorted. */
    Set<String> authTypes();

    /** Storage type aliases this registry resolves (alias → adaptor type); none by default. */
    default Map<String, String> storageAliases() {
        return Map.of();
    }

    /**
     * What a worker thread binds before its first call on sessions of this registry's adaptors
     * (a plugin registry binds the bundle's class loader); nothing by default.
     */
    default WorkerBinding workerBinding() {
        return WorkerBinding.NONE;
    }

    /**
     * This registry with {@code aliases} resolved: a storage type with no adaptor of its own that
     * is an alias gets its target's factory (an adaptor named like an alias wins over the alias).
     */
    default AdaptorRegistry withAliases(StorageAliases aliases) {
        AdaptorRegistry real = this;
        return new AdaptorRegistry() {
            @Override
            public Optional<StorageAdaptorFactory> storage(String type) {
                Optional<StorageAdaptorFactory> own = real.storage(type);
                String target = aliases.target(type);
                return own.isPresent() || target == null ? own : real.storage(target);
            }

            @Override
            public Optional<AuthAdaptorFactory> auth(String type) {
                return real.auth(type);
            }

            @Override
            public Set<String> storageTypes() {
                return real.storageTypes();
            }

            @Override
            public Set<String> authTypes() {
                return real.authTypes();
            }

            @Override
            public Map<String, String> storageAliases() {
                return aliases.targets();
            }

            @Override
            public WorkerBinding workerBinding() {
                return real.workerBinding();
            }
        };
    }

    /** A fixed registry of the given factories (a later factory of the same type wins). */
    static AdaptorRegistry of(Collection<? extends StorageAdaptorFactory> storage,
                              Collection<? extends AuthAdaptorFactory> auth) {
        Map<String, StorageAdaptorFactory> s = new TreeMap<>();
        storage.forEach(f -> s.put(f.type(), f));
        Map<String, AuthAdaptorFactory> a = new TreeMap<>();
        auth.forEach(f -> a.put(f.type(), f));
        return new Fixed(Map.copyOf(s), Map.copyOf(a), Set.copyOf(s.keySet()), Set.copyOf(a.keySet()));
    }

    /** The registry {@link #of} builds. */
    record Fixed(Map<String, StorageAdaptorFactory> storageFactories, Map<String, AuthAdaptorFactory> authFactories,
                 Set<String> storageTypes, Set<String> authTypes) implements AdaptorRegistry {

        @Override
        public Optional<StorageAdaptorFactory> storage(String type) {
            return Optional.ofNullable(storageFactories.get(type));
        }

        @Override
        public Optional<AuthAdaptorFactory> auth(String type) {
            return Optional.ofNullable(authFactories.get(type));
        }

        @Override
        public Set<String> storageTypes() {
            return java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(storageTypes));
        }

        @Override
        public Set<String> authTypes() {
            return java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(authTypes));
        }
    }
}
