package io.objbench.web.server;

import io.objbench.controller.server.SecretMasker;
import io.objbench.http.HttpProblem;
import io.objbench.http.RefusedRequests;
import io.objbench.web.auth.Sessions;
import io.objbench.web.auth.Users;
import java.util.Map;
import java.util.Optional;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.Callback;

/**
 * The UI's one Jetty handler: static files, the login gate, then the {@link UiRoutes}. With users
 * configured every page but login and static files needs a session (pages redirect to the login,
 * {@code /ui/data/…} answers 401); without users the UI is open on loopback and refuses to serve
 * beyond it. Problems become the error page, their message masked.
 */
public final class WebUi extends Handler.Abstract {

    private static final System.Logger LOG = System.getLogger(WebUi.class.getName());

    /** The login page, the one page open without a session (its handlers are in {@code pages.login}). */
    public static final String LOGIN = "/ui/login";

    private final Handler table;
    private final UiServices services;
    private final Sessions sessions;
    private final Users users;
    private final StaticFiles statics;
    private final boolean refuse;

    /**
     * @param refuse true when bound beyond loopback without users: every page says how to add them
     */
    public WebUi(UiRoutes routes, UiServices services, Sessions sessions, Users users, StaticFiles statics,
                 boolean refuse) {
        this.table = routes.handler();
        addBean(table); // started and stopped with the UI
        this.services = services;
        this.sessions = sessions;
        this.users = users;
        this.statics = statics;
        this.refuse = refuse;
    }

    @Override
    public void setServer(Server server) {
        super.setServer(server);
        table.setServer(server);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        String path = Request.getPathInContext(request);
        SecurityHeaders.apply(response);
        if (path.equals("/ui")) {
            Response.sendRedirect(request, response, callback, "/ui/");
            return true;
        }
        UiExchange anonymous = new UiExchange(request, response, callback, null, services);
        try {
            if (path.startsWith(StaticFiles.PREFIX)) {
                serveStatic(anonymous, path.substring(StaticFiles.PREFIX.length()));
                return true;
            }
            if (refuse) {
                anonymous.page(503, "error.ftlh", Map.of("title", "Users needed", "status", 503, "message",
                        "This controller listens beyond loopback, so its web UI needs users. Add a [users]"
                                + " section to conf/users.conf (name = plain:<password>, replaced by a salted hash at the first login)"
                                + " and point 'users = conf/users.conf' in the [controller] section of"
                                + " controller.conf at it, then restart the controller."));
                return true;
            }
            String user = null;
            if (!users.isEmpty() && !path.equals(LOGIN)) {
                Optional<String> who = sessions.user(request);
                if (who.isEmpty()) {
                    refuse(anonymous, path);
                    return true;
                }
                user = who.get();
            }
            UiExchange exchange = new UiExchange(request, response, callback, user, services);
            request.setAttribute(UiRoutes.EXCHANGE, exchange);
            try {
                if (!table.handle(request, response, callback)) {
                    error(exchange, 404, "There is no page at " + path + ".");
                }
            } catch (HttpProblem p) {
                if (p.allow() == null) {
                    throw p; // a page refused the request: below
                }
                // the route table's 405: the page of the logged-in user, the body left alone
                error(exchange, p.status(), p.getMessage());
            }
        } catch (HttpProblem p) {
            // the rest of a refused body is read, so a client still sending gets the page, not a reset
            RefusedRequests.drain(request, response);
            error(anonymous, p.status(), p.getMessage());
        } catch (Exception | Error e) {
            LOG.log(System.Logger.Level.ERROR, "UI failed: " + request.getMethod() + " " + path, e);
            if (!response.isCommitted()) {
                // details go to the log only: a template's stack trace is no page content
                error(anonymous, 500, "Internal error while serving " + path + "; the controller's log has the details.");
            } else {
                callback.failed(e);
            }
        }
        return true;
    }

    private void refuse(UiExchange ex, String path) {
        if (path.startsWith("/ui/data/") || !"GET".equals(ex.request().getMethod())) {
            ex.response().getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            ex.json(401, Map.of("status", 401, "message", "log in first: " + LOGIN));
            return;
        }
        String query = ex.request().getHttpURI().getQuery();
        String next = path + (query == null ? "" : "?" + query);
        ex.redirect(LOGIN + "?next=" + java.net.URLEncoder.encode(next, java.nio.charset.StandardCharsets.UTF_8));
    }

    private void serveStatic(UiExchange ex, String name) {
        Optional<StaticFiles.File> f = statics.find(name);
        if (f.isEmpty()) {
            ex.text(404, "text/plain; charset=utf-8", "no static file " + name);
            return;
        }
        ex.response().getHeaders().put(HttpHeader.CACHE_CONTROL, "max-age=3600");
        ex.bytes(200, f.get().contentType(), f.get().bytes());
    }

    /** Renders the error page; falls back to plain text if even that fails. */
    static void error(UiExchange ex, int status, String message) {
        String masked = SecretMasker.mask(message);
        try {
            ex.page(status, "error.ftlh", Map.of("title", "Error " + status, "status", status, "message", masked));
        } catch (RuntimeException e) {
            ex.text(status, "text/plain; charset=utf-8", masked);
        }
    }
}
