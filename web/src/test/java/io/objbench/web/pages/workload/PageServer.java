package io.objbench.web.pages.workload;

import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.server.ServerSettings;
import io.objbench.controller.server.SessionChecks;
import io.objbench.controller.server.UiContext;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.web.WebUiProvider;
import io.objbench.web.auth.Sessions;
import io.objbench.web.auth.Users;
import io.objbench.web.data.RunFixture;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.ZoneOffset;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** The whole web UI over a {@link RunFixture}, on a loopback port, open (no users), with a small HTTP client. */
final class PageServer implements AutoCloseable {

    private final Server server = new Server();
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private final String base;

    PageServer(RunFixture fixture) throws Exception {
        UiContext ctx = new UiContext(fixture.queue, fixture.history, DriverPool.local(new LocalDriverClient(MissionManager.withDefaults("d"))),
                new ServerSettings("127.0.0.1", 0, "", ZoneOffset.UTC), ZoneOffset.UTC, null, new SessionChecks());
        ServerConnector connector = new ServerConnector(server);
        connector.setHost("127.0.0.1");
        server.addConnector(connector);
        server.setHandler(WebUiProvider.build(ctx, Users.none(), new Sessions(Clock.systemUTC())));
        server.start();
        base = "http://127.0.0.1:" + connector.getLocalPort();
    }

    HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.noBody())
                .header("Content-Type", "application/x-www-form-urlencoded").build(), HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }
}
