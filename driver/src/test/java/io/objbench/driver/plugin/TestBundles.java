package io.objbench.driver.plugin;

import io.objbench.api.StorageAdaptorFactory;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.osgi.framework.BundleActivator;

/**
 * Builds small bundles at test time: compiles Java sources against the api and the OSGi framework
 * jars of the test class path and writes them with a bundle manifest into a jar.
 */
final class TestBundles {

    private TestBundles() {
    }

    /**
     * Writes {@code dir/file}, a bundle named {@code symbolicName} holding {@code sources}
     * (fully qualified class name → source).
     *
     * @param headers extra manifest headers (Import-Package, Bundle-Activator, …)
     */
    static Path bundle(Path dir, String file, String symbolicName, Map<String, String> sources,
                       Map<String, String> headers) throws IOException {
        Path work = Files.createTempDirectory(dir, "src-");
        Path classes = work.resolve("classes");
        Files.createDirectories(classes);
        List<String> args = new ArrayList<>(List.of("--release", "21", "-proc:none", "-d", classes.toString(),
                "-cp", jarOf(StorageAdaptorFactory.class) + java.io.File.pathSeparator + jarOf(BundleActivator.class)));
        for (Map.Entry<String, String> s : sources.entrySet()) {
            Path src = work.resolve(s.getKey().replace('.', '/') + ".java");
            Files.createDirectories(src.getParent());
            Files.writeString(src, s.getValue());
            args.add(src.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        java.io.ByteArrayOutputStream diagnostics = new java.io.ByteArrayOutputStream();
        if (javac.run(null, diagnostics, diagnostics, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("test bundle does not compile: " + diagnostics);
        }
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Bundle-ManifestVersion", "2");
        main.putValue("Bundle-SymbolicName", symbolicName);
        main.putValue("Bundle-Version", "1.0.0");
        headers.forEach(main::putValue);
        Path jar = dir.resolve(file);
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, manifest);
             Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                j.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, j);
                j.closeEntry();
            }
        }
        return jar;
    }

    private static String jarOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
