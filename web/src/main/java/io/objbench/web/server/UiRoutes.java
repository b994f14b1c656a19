package io.objbench.web.server;

import io.objbench.http.HttpProblem;
import io.objbench.http.Routes;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;

/**
 * The UI's route table, on the shared {@link Routes} (Jetty's path mappings). A pattern is an
 * exact path ({@code /ui/submit}) or a prefix ending in {@code /**} ({@code /ui/workloads/**}
 * matches {@code /ui/workloads}, {@code /ui/workloads/w3} and {@code /ui/workloads/w3/report}).
 * An exact path wins over a prefix, a longer prefix over a shorter one; for the same pattern and
 * method the first route registered wins. HEAD is served by the GET route. A path no route takes
 * is {@link WebUi}'s 404; a path taken with another method its 405. A page refuses a request by
 * throwing an {@link HttpProblem} (without an {@code Allow} value): {@link WebUi} answers it with
 * the error page.
 */
public final class UiRoutes {

    /** The request attribute under which {@link WebUi} hands the exchange to the route. */
    static final String EXCHANGE = UiExchange.class.getName();

    // the Allow value tells WebUi this 405 from a page's own refusals; the UI does not send it
    private final Routes routes = new Routes((request, allowed) -> new HttpProblem(405,
            request.getMethod() + " is not allowed on " + Request.getPathInContext(request), String.join(", ", allowed)),
            true);

    /** Registers a GET route. */
    public UiRoutes get(String pattern, UiHandler handler) {
        return add("GET", pattern, handler);
    }

    /** Registers a POST route. */
    public UiRoutes post(String pattern, UiHandler handler) {
        return add("POST", pattern, handler);
    }

    /** Registers a route for {@code method}. */
    public synchronized UiRoutes add(String method, String pattern, UiHandler handler) {
        if (!pattern.startsWith("/ui/") && !pattern.equals("/ui")) {
            throw new IllegalArgumentException("UI routes live under /ui/: " + pattern);
        }
        String spec = pattern.endsWith("/**") ? pattern.substring(0, pattern.length() - 1) : pattern;
        routes.on(method, spec, (request, response, callback) -> {
            handler.handle((UiExchange) request.getAttribute(EXCHANGE));
            return true;
        });
        return this;
    }

    /**
     * The table as a Jetty handler: false for a path no route takes, a {@link HttpProblem} 405
     * for a known path asked with another method. The request must carry its {@link UiExchange}
     * under {@link #EXCHANGE}.
     */
    Handler handler() {
        return routes.handler();
    }
}
