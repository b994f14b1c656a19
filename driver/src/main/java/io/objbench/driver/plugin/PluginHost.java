package io.objbench.driver.plugin;

import io.objbench.driver.AdaptorRegistry;
import io.objbench.driver.ServiceLoaderAdaptorRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleException;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;

/**
 * An embedded OSGi framework (Equinox, found through {@link FrameworkFactory}) running the adaptor
 * bundles of a plugins directory. Each start gets a fresh storage area, deleted on {@link #close}.
 * Bundles that fail are reported by {@link #problems()}, never fatal.
 */
public final class PluginHost implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(PluginHost.class.getName());
    private static final long STOP_TIMEOUT_MILLIS = 10_000;

    private final Path pluginsDir;
    private final Path storage;
    private final Framework framework;
    private final List<PluginProblem> problems;
    private final List<String> bundles;
    private final AdaptorRegistry registry;
    private final AtomicBoolean closed = new AtomicBoolean();

    private PluginHost(Path pluginsDir, Path storage, Framework framework, BundleInstaller installer) {
        this.pluginsDir = pluginsDir;
        this.storage = storage;
        this.framework = framework;
        this.problems = installer.problems();
        this.bundles = installer.started().stream().map(Bundle::getSymbolicName).toList();
        this.registry = new PluginAdaptorRegistry(new OsgiAdaptorRegistry(framework.getBundleContext()),
                new ServiceLoaderAdaptorRegistry());
    }

    /**
     * Starts the framework and every bundle of {@code pluginsDir} (a missing directory gives a host
     * without bundles).
     *
     * @throws IllegalStateException when the framework itself cannot start
     */
    public static PluginHost start(Path pluginsDir) {
        FrameworkFactory factory = ServiceLoader.load(FrameworkFactory.class, PluginHost.class.getClassLoader())
                .findFirst().orElseThrow(() -> new IllegalStateException("no OSGi framework on the class path"));
        Path storage = null;
        Framework framework = null;
        try {
            storage = Files.createTempDirectory("objbench-osgi-");
            framework = factory.newFramework(FrameworkSettings.of(storage));
            framework.init();
            List<Path> jars = BundleInstaller.jars(pluginsDir);
            framework.start();
            BundleInstaller installer = new BundleInstaller();
            installer.installAndStart(framework.getBundleContext(), jars);
            // logged once here at debug level: the commands print the problems to the user
            installer.problems().forEach(p -> LOG.log(System.Logger.Level.DEBUG, p.toString()));
            return new PluginHost(pluginsDir, storage, framework, installer);
        } catch (BundleException | IOException | RuntimeException e) {
            stop(framework, storage);
            throw new IllegalStateException("cannot start the plugin host over " + pluginsDir + ": " + e.getMessage(), e);
        }
    }

    /** The plugins directory this host loaded. */
    public Path pluginsDir() {
        return pluginsDir;
    }

    /** The bundles that failed, in file order. */
    public List<PluginProblem> problems() {
        return problems;
    }

    /** Symbolic names of the bundles started. */
    public List<String> bundles() {
        return bundles;
    }

    /**
     * The adaptors the bundles register; the class path's {@code none} adaptors stand in only
     * when no bundle provides {@code none}.
     */
    public AdaptorRegistry registry() {
        return registry;
    }

    /** The framework's storage area (deleted by {@link #close}). */
    Path storageArea() {
        return storage;
    }

    /** Stops every bundle and the framework, waits for it, and deletes the storage area. Idempotent. */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            stop(framework, storage);
        }
    }

    private static void stop(Framework framework, Path storage) {
        try {
            if (framework != null) {
                framework.stop();
                FrameworkEvent event = framework.waitForStop(STOP_TIMEOUT_MILLIS);
                if (event.getType() == FrameworkEvent.WAIT_TIMEDOUT) {
                    LOG.log(System.Logger.Level.WARNING, "the plugin framework did not stop within "
                            + STOP_TIMEOUT_MILLIS + " ms");
                }
            }
        } catch (BundleException e) {
            LOG.log(System.Logger.Level.WARNING, "stopping the plugin framework failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            deleteTree(storage);
        }
    }

    private static void deleteTree(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot delete the plugin storage area " + root + ": " + e);
        }
    }
}
