package io.objbench.driver.plugin;

import io.objbench.driver.AdaptorRegistry;
import io.objbench.driver.MissionManager;
import io.objbench.driver.ServiceLoaderAdaptorRegistry;
import io.objbench.driver.measure.Clock;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What {@code objbench driver} and {@code objbench run} start their driver with: a
 * {@link PluginHost} over the plugins directory when it holds jars, else (nothing to host) the
 * adaptors on the class path. Says which on {@code out}; prints one line per broken bundle on
 * {@code err}. Close it on shutdown.
 */
public final class DriverPlugins implements AutoCloseable {

    /** Set by bin/objbench to the distribution's directory. */
    public static final String HOME_PROPERTY = "objbench.home";

    private final PluginHost host;
    private final AdaptorRegistry registry;

    private DriverPlugins(PluginHost host, AdaptorRegistry registry) {
        this.host = host;
        this.registry = registry;
    }

    /** {@code $objbench.home/plugins}, else {@code ./plugins}. */
    public static Path defaultDir() {
        String home = System.getProperty(HOME_PROPERTY);
        return home == null || home.isBlank() ? Path.of("plugins") : Path.of(home, "plugins");
    }

    /**
     * Loads the plugins of {@code dir} ({@link #defaultDir()} when null).
     *
     * @throws IllegalStateException when the OSGi framework cannot start
     */
    public static DriverPlugins open(Path dir, PrintWriter out, PrintWriter err) {
        Path plugins = dir != null ? dir : defaultDir();
        int jars;
        try {
            jars = BundleInstaller.jars(plugins).size();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the plugins directory " + plugins + ": " + e.getMessage(), e);
        }
        if (jars == 0) {
            AdaptorRegistry classPath = new ServiceLoaderAdaptorRegistry();
            out.println("objbench: no adaptor bundles in " + plugins.toAbsolutePath().normalize()
                    + (Files.isDirectory(plugins) ? " (empty)" : " (missing)")
                    + "; storage types from the class path only: " + classPath.storageTypes());
            out.flush();
            return new DriverPlugins(null, classPath);
        }
        PluginHost host = PluginHost.start(plugins);
        out.println("objbench: " + host.bundles().size() + " adaptor bundle(s) started from "
                + plugins.toAbsolutePath().normalize() + "; storage types: " + host.registry().storageTypes());
        out.flush();
        host.problems().forEach(err::println);
        err.flush();
        return new DriverPlugins(host, host.registry());
    }

    /** A mission manager over these adaptors. */
    public MissionManager manager(String driverName) {
        return new MissionManager(driverName, host != null ? host.registry() : registry, Clock.system());
    }

    /** The broken bundles (empty without a host). */
    public List<PluginProblem> problems() {
        return host == null ? List.of() : host.problems();
    }

    /** Stops the plugin host, if one runs. */
    @Override
    public void close() {
        if (host != null) {
            host.close();
        }
    }
}
