package io.objbench.driver.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * Installs every {@code *.jar} of a plugins directory (sorted by name) and starts every
 * non-fragment bundle. A bundle that fails is recorded as a {@link PluginProblem} and skipped;
 * the others go on.
 */
final class BundleInstaller {

    private final List<PluginProblem> problems = new ArrayList<>();
    private final List<Bundle> started = new ArrayList<>();

    /** Jars of {@code dir}, sorted by file name; empty when the directory does not exist. */
    static List<Path> jars(Path dir) throws IOException {
        List<Path> jars = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return jars;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.jar")) {
            files.forEach(f -> {
                if (Files.isRegularFile(f)) {
                    jars.add(f);
                }
            });
        }
        jars.sort((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString()));
        return jars;
    }

    /** Installs the jars, resolves them together (so fragments attach first), then starts them. */
    void installAndStart(BundleContext context, List<Path> jars) {
        Map<Bundle, String> installed = new LinkedHashMap<>();
        for (Path jar : jars) {
            String file = jar.getFileName().toString();
            try (InputStream in = Files.newInputStream(jar)) {
                installed.put(context.installBundle(jar.toUri().toString(), in), file);
            } catch (BundleException | IOException | RuntimeException e) {
                problems.add(new PluginProblem(file, null, reason(e)));
            }
        }
        context.getBundle(0).adapt(FrameworkWiring.class).resolveBundles(installed.keySet());
        installed.forEach((bundle, file) -> {
            if (isFragment(bundle)) {
                return;
            }
            try {
                bundle.start();
                started.add(bundle);
            } catch (BundleException | RuntimeException e) {
                String why = reason(e);
                if (why.contains("Import-Package: " + ApiExport.PACKAGE)) {
                    why += " (this driver exports " + ApiExport.systemPackagesExtra() + ")";
                }
                problems.add(new PluginProblem(file, bundle.getSymbolicName(), why));
            }
        });
    }

    /** In file order, whichever step failed. */
    List<PluginProblem> problems() {
        return problems.stream().sorted(Comparator.comparing(PluginProblem::file)).toList();
    }

    List<Bundle> started() {
        return List.copyOf(started);
    }

    private static boolean isFragment(Bundle bundle) {
        BundleRevision revision = bundle.adapt(BundleRevision.class);
        return revision != null && (revision.getTypes() & BundleRevision.TYPE_FRAGMENT) != 0;
    }

    /** The framework's message on one line, with the cause of an activator failure. */
    static String reason(Throwable e) {
        StringBuilder why = new StringBuilder(String.valueOf(e.getMessage()));
        Throwable cause = e.getCause();
        if (cause != null && cause != e) {
            why.append(": ").append(cause);
        }
        return why.toString().replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}
