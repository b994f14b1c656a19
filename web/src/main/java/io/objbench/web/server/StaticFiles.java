package io.objbench.web.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The UI's static files, served at {@code /ui/static/…} from the class path under
 * {@code io/objbench/web/static/}; the {@code vendor/} files come from WebJars: Chart.js, its zoom
 * plugin and hammer.js (the plugin's pan gestures).
 * The files every page needs are checked at start, so a broken build fails at once rather than
 * with a page without styles.
 */
public final class StaticFiles {

    /** URL prefix. */
    public static final String PREFIX = "/ui/static/";
    /** Chart.js inside its WebJar. */
    static final String CHART_JS = "/META-INF/resources/webjars/chart.js/4.5.1/dist/chart.umd.js";
    /** The WebJar files served under {@code vendor/}, by their name there. */
    static final Map<String, String> VENDOR = Map.of(
            "vendor/chart.umd.js", CHART_JS,
            "vendor/chartjs-plugin-zoom.min.js",
            "/META-INF/resources/webjars/chartjs-plugin-zoom/2.2.0/dist/chartjs-plugin-zoom.min.js",
            "vendor/hammer.min.js", "/META-INF/resources/webjars/hammerjs/2.0.8/hammer.min.js");
    private static final String ROOT = "/io/objbench/web/static/";
    private static final List<String> REQUIRED = List.of("app.css", "ui.js", "vendor/chart.umd.js",
            "vendor/chartjs-plugin-zoom.min.js", "vendor/hammer.min.js");

    /** A file's bytes and content type. */
    public record File(byte[] bytes, String contentType) {
    }

    private final Map<String, File> cache = new ConcurrentHashMap<>();

    /** Loads the required files; throws when one is missing from the class path. */
    public StaticFiles() {
        for (String name : REQUIRED) {
            if (find(name).isEmpty()) {
                throw new IllegalStateException("the web UI's static file " + name + " is missing from the class path");
            }
        }
    }

    /** The file at {@code name} (relative to {@link #PREFIX}), if there is one. */
    public Optional<File> find(String name) {
        if (name.isEmpty() || name.contains("..") || name.startsWith("/") || name.contains("\\")) {
            return Optional.empty();
        }
        File cached = cache.get(name);
        if (cached != null) {
            return Optional.of(cached);
        }
        String resource = VENDOR.getOrDefault(name, ROOT + name);
        try (InputStream in = StaticFiles.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            File f = new File(in.readAllBytes(), contentType(name));
            cache.put(name, f);
            return Optional.of(f);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    private static String contentType(String name) {
        if (name.endsWith(".css")) {
            return "text/css; charset=utf-8";
        }
        if (name.endsWith(".js")) {
            return "text/javascript; charset=utf-8";
        }
        if (name.endsWith(".svg")) {
            return "image/svg+xml";
        }
        if (name.endsWith(".png")) {
            return "image/png";
        }
        return "application/octet-stream";
    }
}
