package io.objbench.controller.server;

import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.WorkloadQueue;
import java.net.URI;
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

    private ControllerServer(Server server, ServerConnector connector, ServerSettings settings) {
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
        settings.checkSafe();
        Server server = new Server();
        ServerConnector connector = new ServerConnector(server);
        connector.setHost(settings.host());
        connector.setPort(settings.port());
        server.addConnector(connector);
        Router router = new Router(new RestRoutes(queue, history, pool),
                new CliRoutes(queue, pool, new CsvFormat(settings.zone())));
        server.setHandler(new TokenGuard(settings.token(), router));
        server.setStopTimeout(5_000);
        return new ControllerServer(server, connector, settings);
    }

    /** Starts listening. */
    public void start() throws Exception {
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

    /** The base URL, e.g. {@code http://127.0.0.1:19088}. */
    public URI uri() {
        String host = settings.host().contains(":") ? "[" + settings.host() + "]" : settings.host();
        return URI.create("http://" + host + ":" + port());
    }

    /** Dispatches each request to the CLI or the REST routes; turns problems into replies. */
    private static final class Router extends Handler.Abstract {

        private final RestRoutes rest;
        private final CliRoutes cli;

        Router(RestRoutes rest, CliRoutes cli) {
            this.rest = rest;
            this.cli = cli;
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            String path = Request.getPathInContext(request);
            boolean cliPath = path.startsWith("/controller/cli/");
            try {
                boolean served = cliPath ? cli.handle(path, request, response, callback)
                        : rest.handle(path, request, response, callback);
                if (!served) {
                    throw new HttpProblem(404, "no such route: " + request.getMethod() + " " + path);
                }
            } catch (HttpProblem p) {
                reply(response, callback, cliPath, p.status(), p.getMessage());
            } catch (Exception e) {
                LOG.log(System.Logger.Level.ERROR, "failed: " + request.getMethod() + " " + path, e);
                reply(response, callback, cliPath, 500, "internal error: " + e);
            }
            return true;
        }

        private static void reply(Response response, Callback callback, boolean plain, int status, String message) {
            if (plain) {
                Replies.plain(response, callback, status, message + "\n");
            } else {
                Replies.error(response, callback, status, message);
            }
        }
    }
}
