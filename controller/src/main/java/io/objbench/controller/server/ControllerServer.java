package io.objbench.controller.server;

import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.metrics.ControllerMetrics;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.http.HttpProblem;
import io.objbench.http.HttpServers;
import io.objbench.http.MetricsText;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.http.RefusedRequests;
import io.objbench.http.Routes;
import io.objbench.http.ServerLimits;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;

/**
 * The controller's HTTP server: Jetty 12 core handlers, no servlets. The REST API of
 * {@link io.objbench.core.protocol.ControllerRoutes} (JSON, errors as {@code ApiError}) and
 * COSBench's CLI {@code .action} endpoints (plain text), all behind the shared token and with
 * workload secrets masked in every reply.
 */
public final class ControllerServer {

    private static final System.Logger LOG = System.getLogger(ControllerServer.class.getName());

    private final Server server;
    private final ServerConnector connector;
    private final ServerSettings settings;
    private final boolean hasUi;

    private ControllerServer(Server server, ServerConnector connector, ServerSettings settings, boolean hasUi) {
        this.hasUi = hasUi;
        this.server = server;
        this.connector = connector;
        this.settings = settings;
    }

    /**
     * A server (not started) for {@code queue}, {@code history} and the drivers of {@code pool}.
     *
     * @throws IllegalArgumentException when bound beyond loopback without a token
     */
    public static ControllerServer newServer(ServerSettings settings, WorkloadQueue queue, History history,
                                             DriverPool pool) {
        return newServer(settings, queue, history, pool, null);
    }

    /**
     * As {@link #newServer(ServerSettings, WorkloadQueue, History, DriverPool)}, with the web UI
     * (when a {@link UiProvider} is on the class path) logging users in from {@code usersFile}
     * (null: no users).
     */
    public static ControllerServer newServer(ServerSettings settings, WorkloadQueue queue, History history,
                                             DriverPool pool, Path usersFile) {
        settings.checkSafe();
        HttpServers.Bound bound = HttpServers.create("objbench-controller-http", settings.host(), settings.port(),
                ServerLimits.defaults(), settings.tls());
        Server server = bound.server();
        ServerConnector connector = bound.connector();
        SessionChecks sessions = new SessionChecks();
        Handler ui = ServiceLoader.load(UiProvider.class).findFirst()
                .map(p -> p.create(new UiContext(queue, history, pool, settings, settings.zone(), usersFile, sessions)))
                .orElse(null);
        Routes routes = new Routes(ControllerServer::wrongMethod, false);
        new RestRoutes(queue, history, pool).register(routes);
        new CliRoutes(queue, pool, new CsvFormat(settings.zone())).register(routes);
        ControllerMetrics metrics = new ControllerMetrics(queue.tallies(), pool::views, () -> queue.queuedOrder().size());
        routes.on("GET", ControllerRoutes.METRICS, (request, response, callback) -> {
            MaskedReplies.text(response, callback, 200, MetricsText.CONTENT_TYPE, MetricsText.of(metrics));
            return true;
        });
        Router router = new Router(routes.handler(), ui);
        server.setHandler(new OriginGuard(settings.host(), settings.serverNames(), new TokenGuard(settings.token(), router, sessions)));
        server.setStopTimeout(5_000);
        if (ui != null) {
            ui.setServer(server);
            server.addBean(ui); // started and stopped with the server
        }
        return new ControllerServer(server, connector, settings, ui != null);
    }

    /** Starts listening; warns once in the log when it serves plain HTTP beyond loopback. */
    public void start() throws Exception {
        settings.plaintextWarning().ifPresent(w -> LOG.log(System.Logger.Level.WARNING, w));
        server.start();
    }

    /** Stops listening; requests in progress get a few seconds to finish. */
    public void stop() throws Exception {
        server.stop();
    }

    /** Blocks until the server stopped. */
    public void join() throws InterruptedException {
        server.join();
    }

    /** The port actually bound (useful with port 0). */
    public int port() {
        return connector.getLocalPort();
    }

    /** True when a web UI is mounted at {@code /ui/}. */
    public boolean hasUi() {
        return hasUi;
    }

    /** The base URL, e.g. {@code http://127.0.0.1:19088} ({@code https://…} with TLS). */
    public URI uri() {
        String host = settings.host().contains(":") ? "[" + settings.host() + "]" : settings.host();
        return URI.create(settings.tls().scheme() + "://" + host + ":" + port());
    }

    /** The 405 of the REST and CLI routes: the method and what the path takes (HEAD goes unsaid). */
    private static HttpProblem wrongMethod(Request request, List<String> allowed) {
        List<String> named = allowed.stream().filter(m -> !m.equals("HEAD")).toList();
        return new HttpProblem(405, request.getMethod() + " is not allowed on " + Request.getPathInContext(request)
                + "; use " + String.join(" or ", named));
    }

    /**
     * Hands {@code /} and {@code /ui/…} to the web UI, every other request to the REST and CLI
     * routes; turns problems into replies (plain text on the CLI's paths, {@code ApiError} JSON
     * elsewhere).
     */
    private static final class Router extends Handler.Wrapper {

        private final Handler ui;

        Router(Handler routes, Handler ui) {
            super(routes);
            this.ui = ui;
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            String path = Request.getPathInContext(request);
            if (ui != null && TokenGuard.uiPath(path)) {
                if (path.equals("/")) {
                    Response.sendRedirect(request, response, callback, "/ui/");
                    return true;
                }
                return ui.handle(request, response, callback);
            }
            boolean cliPath = path.startsWith("/controller/cli/");
            try {
                if (!super.handle(request, response, callback)) {
                    throw new HttpProblem(404, "no such route: " + request.getMethod() + " " + path);
                }
            } catch (HttpProblem p) {
                RefusedRequests.drain(request, response);
                reply(response, callback, cliPath, p.status(), p.getMessage());
            } catch (Exception e) {
                RefusedRequests.drain(request, response);
                LOG.log(System.Logger.Level.ERROR, "failed: " + request.getMethod() + " " + path, e);
                // the exception names our classes: it goes to the log, the client gets a sentence
                reply(response, callback, cliPath, 500, "internal error while serving " + request.getMethod() + " "
                        + path + "; the controller's log has the details");
            }
            return true;
        }

        private static void reply(Response response, Callback callback, boolean plain, int status, String message) {
            if (plain) {
                MaskedReplies.plain(response, callback, status, message + "\n");
            } else {
                MaskedReplies.error(response, callback, status, message);
            }
        }
    }
}
