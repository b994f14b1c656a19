package io.objbench.web.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.http.HttpProblem;
import io.objbench.http.HttpServers;
import io.objbench.http.ServerLimits;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;

/** The UI's route table served by Jetty: exact and prefix routes, by method, HEAD as GET, 404 and 405 apart. */
class UiRoutesTest {

    private static UiHandler answer(String text) {
        return ex -> ex.text(200, "text/plain; charset=utf-8", text);
    }

    @Test
    void exactAndPrefixRoutesMatchByMethodExactFirst() throws Exception {
        UiRoutes r = new UiRoutes().get("/ui/workloads/special", answer("c")).get("/ui/workloads/**", answer("a"))
                .post("/ui/submit", answer("b"));
        Handler table = r.handler();
        HttpServers.Bound bound = HttpServers.create("ui-routes-test", "127.0.0.1", 0, ServerLimits.defaults());
        bound.server().setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) throws Exception {
                request.setAttribute(UiRoutes.EXCHANGE, new UiExchange(request, response, callback, null, null));
                try {
                    if (!table.handle(request, response, callback)) {
                        Response.writeError(request, response, callback, 404);
                    }
                } catch (HttpProblem p) {
                    Response.writeError(request, response, callback, p.status(), p.getMessage());
                }
                return true;
            }
        });
        bound.server().start();
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + bound.connector().getLocalPort();
        try {
            record Case(String method, String path, int status, String body) {
            }
            for (Case c : new Case[] {
                    new Case("GET", "/ui/workloads/w1/report", 200, "a"),
                    new Case("GET", "/ui/workloads", 200, "a"),
                    new Case("GET", "/ui/workloads/special", 200, "c"),
                    new Case("HEAD", "/ui/workloads/w1", 200, ""),
                    new Case("POST", "/ui/submit", 200, "b"),
                    new Case("GET", "/ui/submit", 405, null),
                    new Case("GET", "/ui/workloadsx", 404, null)}) {
                HttpResponse<String> resp = http.send(HttpRequest.newBuilder(URI.create(base + c.path()))
                        .method(c.method(), HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(resp.statusCode()).as(c.toString()).isEqualTo(c.status());
                if (c.body() != null) {
                    assertThat(resp.body()).as(c.toString()).isEqualTo(c.body());
                }
            }
        } finally {
            bound.server().stop();
        }
        assertThatThrownBy(() -> r.get("/other", answer("x"))).isInstanceOf(IllegalArgumentException.class);
    }
}
