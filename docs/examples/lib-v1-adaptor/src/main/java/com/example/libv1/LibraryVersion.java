package com.example.libv1;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Properties;
import org.apache.commons.lang3.StringUtils;

/**
 * Which commons-lang3 this bundle runs with, read from the {@code pom.properties} of the very jar
 * {@link StringUtils} was loaded from (the embedded one in a bundle). The file is found relative to
 * the class file's own URL: a class-loader lookup could answer from another jar that carries the
 * same path.
 */
final class LibraryVersion {

    private static final String POM = "META-INF/maven/org.apache.commons/commons-lang3/pom.properties";

    private LibraryVersion() {
    }

    /** {@code commons-lang3 <version>}, built with the library itself. */
    static String describe() {
        Properties pom = new Properties();
        try (InputStream in = open()) {
            pom.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + POM + " of commons-lang3", e);
        }
        return StringUtils.joinWith(" ", "commons-lang3", pom.getProperty("version", "unknown"));
    }

    @SuppressWarnings("deprecation") // URL(URL, String) is the way to resolve inside jar: and bundle URLs
    private static InputStream open() throws IOException {
        URL classFile = StringUtils.class.getResource("StringUtils.class");
        try {
            return new URL(classFile, "../../../../" + POM).openStream();
        } catch (IOException e) {
            // a URL scheme that does not resolve relative paths: ask the loader of the library
            InputStream in = StringUtils.class.getClassLoader().getResourceAsStream(POM);
            if (in == null) {
                throw new IOException("no " + POM + " next to " + classFile, e);
            }
            return in;
        }
    }
}
