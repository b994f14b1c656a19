package io.objbench.web.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The UI's route table. A pattern is an exact path ({@code /ui/submit}) or a prefix ending in
 * {@code /**} ({@code /ui/workloads/**} matches {@code /ui/workloads/w3} and
 * {@code /ui/workloads/w3/report}). The first route registered that matches wins, so register
 * specific routes before broad ones. Method {@code null} accepts any method.
 */
public final class UiRoutes {

    private record Route(String method, String pattern, UiHandler handler) {
        boolean matches(String m, String path) {
            if (method != null && !method.equals(m)) {
                return false;
            }
            if (pattern.endsWith("/**")) {
                String prefix = pattern.substring(0, pattern.length() - 2);
                return path.startsWith(prefix) || path.equals(prefix.substring(0, prefix.length() - 1));
            }
            return pattern.equals(path);
        }
    }

    private final List<Route> routes = new ArrayList<>();

    /** Registers a GET route. */
    public UiRoutes get(String pattern, UiHandler handler) {
        return add("GET", pattern, handler);
    }

    /** Registers a POST route. */
    public UiRoutes post(String pattern, UiHandler handler) {
        return add("POST", pattern, handler);
    }

    /** Registers a route for {@code method} (null: any). */
    public synchronized UiRoutes add(String method, String pattern, UiHandler handler) {
        if (!pattern.startsWith("/ui/") && !pattern.equals("/ui")) {
            throw new IllegalArgumentException("UI routes live under /ui/: " + pattern);
        }
        routes.add(new Route(method, pattern, handler));
        return this;
    }

    /** The handler for {@code method} on {@code path}, if any. */
    public synchronized Optional<UiHandler> find(String method, String path) {
        String m = "HEAD".equals(method) ? "GET" : method;
        return routes.stream().filter(r -> r.matches(m, path)).map(Route::handler).findFirst();
    }

    /** True when some route serves {@code path} with another method (→ 405 rather than 404). */
    public synchronized boolean knowsPath(String path) {
        return routes.stream().anyMatch(r -> r.matches(r.method, path));
    }
}
