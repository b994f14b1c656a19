package io.objbench.it.plugin;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/** A bundle that can never resolve: its manifest imports a package no bundle exports. */
final class BrokenBundle {

    static final String SYMBOLIC_NAME = "com.example.broken";
    static final String MISSING_PACKAGE = "com.example.nobody.exports.this";

    private BrokenBundle() {
    }

    /** Writes the jar as {@code dir/<fileName>}. */
    static Path write(Path dir, String fileName) throws IOException {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Bundle-ManifestVersion", "2");
        main.putValue("Bundle-SymbolicName", SYMBOLIC_NAME);
        main.putValue("Bundle-Version", "1.0.0");
        main.putValue("Import-Package", "io.objbench.api;version=\"[0.1,1)\"," + MISSING_PACKAGE);
        Path jar = dir.resolve(fileName);
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream ignored = new JarOutputStream(out, manifest)) {
            // a manifest and nothing else: resolution fails before any class would be needed
        }
        return jar;
    }
}
