package io.objbench.http;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.pathmap.PathSpec;
import org.eclipse.jetty.http.pathmap.ServletPathSpec;
import org.eclipse.jetty.http.pathmap.UriTemplatePathSpec;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.PathMappingsHandler;
import org.eclipse.jetty.util.Callback;

/**
 * A server's route table on Jetty's {@link PathMappingsHandler}: each path spec maps to one
 * handler per HTTP method. A spec is an exact path ({@code /a/b}), a prefix ({@code /a/*}, which
 * also matches {@code /a}) or a URI template ({@code /a/{id}/b}, a variable being one non-empty
 * segment, read with {@link #param}). Jetty picks the best match: exact, then the longest prefix,
 * then templates. A path no spec matches is not handled ({@link Handler#handle} answers false: the
 * server's 404); a matched path without a handler for the request's method throws the
 * {@link HttpProblem} the table was made with (the server's 405).
 *
 * <pre>{@code
 * Routes routes = new Routes((request, allowed) -> new HttpProblem(405, "use " + allowed, String.join(", ", allowed)));
 * routes.on("GET", "/x/{id}/status", (request, response, callback) -> status(Routes.param(request, "id"), ...));
 * Handler handler = routes.handler();
 * }</pre>
 */
public final class Routes {

    /** How a server refuses a method a path does not take. */
    @FunctionalInterface
    public interface WrongMethod {
        /** The refusal of {@code request}, whose path takes only {@code allowed} (in registration order). */
        HttpProblem refuse(Request request, List<String> allowed);
    }

    private final PathMappingsHandler mappings = new Mappings();
    private final Map<String, Methods> bySpec = new LinkedHashMap<>();
    private final WrongMethod wrongMethod;
    private final boolean headAsGet;

    /**
     * @param wrongMethod the 405 of each server (message, {@code Allow} header or not)
     * @param headAsGet   true when a HEAD is served by the GET handler of its path
     */
    public Routes(WrongMethod wrongMethod, boolean headAsGet) {
        this.wrongMethod = wrongMethod;
        this.headAsGet = headAsGet;
    }

    /**
     * Routes {@code method} on {@code pathSpec} to {@code handler}; the first handler registered
     * for a method and spec wins.
     *
     * @throws IllegalStateException once the handler has started
     */
    public synchronized Routes on(String method, String pathSpec, Request.Handler handler) {
        if (mappings.isStarted()) {
            // the tables are read without locks while serving: they are complete before the start
            throw new IllegalStateException("routes are added before the server starts: " + method + " " + pathSpec);
        }
        Methods methods = bySpec.get(pathSpec);
        if (methods == null) {
            methods = new Methods();
            bySpec.put(pathSpec, methods);
            mappings.addMapping(spec(pathSpec), methods);
        }
        methods.handlers.putIfAbsent(method, handler);
        return this;
    }

    /** The handler serving the table; answers false for a path no spec matches. */
    public Handler handler() {
        return mappings;
    }

    /**
     * The value of the variable {@code name} of the URI template that matched {@code request},
     * or null when the matched spec has no such variable.
     */
    public static String param(Request request, String name) {
        if (request.getAttribute(PathMappingsHandler.PATHSPEC_ATTR) instanceof UriTemplatePathSpec spec) {
            Map<String, String> params = spec.getPathParams(Request.getPathInContext(request));
            return params == null ? null : params.get(name);
        }
        return null;
    }

    private static PathSpec spec(String pathSpec) {
        if (pathSpec.indexOf('{') >= 0) {
            return new UriTemplatePathSpec(pathSpec);
        }
        if (pathSpec.equals("/") || pathSpec.isEmpty() || !pathSpec.startsWith("/")) {
            // the servlet spec's "/" is the default route (every path) and "" the root: both
            // surprising here, so only absolute paths and prefixes are taken
            throw new IllegalArgumentException("not an exact path, prefix or template: '" + pathSpec + "'");
        }
        return new ServletPathSpec(pathSpec);
    }

    /**
     * Jetty's mappings, but the request a route sees keeps its context: Jetty's own wrapper makes
     * the matched part the context path, so {@link Request#getPathInContext} would no longer be the
     * path the route was asked for (empty for an exact or template match). Only the matched spec is
     * added, as the {@link PathMappingsHandler#PATHSPEC_ATTR} attribute {@link #param} reads.
     */
    private static final class Mappings extends PathMappingsHandler {
        @Override
        protected Request newPathSpecRequest(Request request, PathSpec pathSpec) {
            return new Request.Wrapper(request) {
                @Override
                public Object getAttribute(String name) {
                    return PATHSPEC_ATTR.equals(name) ? pathSpec : super.getAttribute(name);
                }
            };
        }
    }

    /** The handlers of one path spec, by method. */
    private final class Methods extends Handler.Abstract {

        private final Map<String, Request.Handler> handlers = new LinkedHashMap<>();

        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            String method = request.getMethod();
            Request.Handler handler = handlers.get(method);
            if (handler == null && headAsGet && method.equals("HEAD")) {
                handler = handlers.get("GET");
            }
            if (handler == null) {
                throw wrongMethod.refuse(request, new ArrayList<>(handlers.keySet()));
            }
            return handler.handle(request, response, callback);
        }
    }
}
