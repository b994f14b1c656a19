package io.objbench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The route table on a real Jetty server: exact, prefix and template specs, methods, 404 and 405. */
class RoutesTest {

    private HttpServers.Bound bound;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeEach
    void start() throws Exception {
        Routes routes = new Routes((request, allowed) -> new HttpProblem(405, "use " + allowed, String.join(", ", allowed)),
                true);
        routes.on("GET", "/a", answer("exact"))
                .on("POST", "/a", answer("exact post"))
                .on("GET", "/w/special", answer("special"))
                .on("GET", "/w/*", answer("prefix"))
                .on("POST", "/m/{id}/login", (request, response, callback) -> {
                    Replies.text(response, callback, 200, Replies.TEXT, "login " + Routes.param(request, "id") + " "
                            + Request.getPathInContext(request));
                    return true;
                });
        Handler table = routes.handler();
        bound = HttpServers.create("routes-test", "127.0.0.1", 0, ServerLimits.defaults());
        bound.server().setHandler(new Handler.Wrapper(table) {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                try {
                    if (!super.handle(request, response, callback)) {
                        Replies.error(response, callback, 404, "none");
                    }
                } catch (HttpProblem p) {
                    if (p.allow() != null) {
                        response.getHeaders().put("Allow", p.allow());
                    }
                    Replies.error(response, callback, p.status(), p.getMessage());
                } catch (Exception e) {
                    Replies.error(response, callback, 500, String.valueOf(e));
                }
                return true;
            }
        });
        bound.server().start();
    }

    @AfterEach
    void stop() throws Exception {
        bound.server().stop();
    }

    private static Request.Handler answer(String text) {
        return (request, response, callback) -> {
            Replies.text(response, callback, 200, Replies.TEXT, text);
            return true;
        };
    }

    private HttpResponse<String> send(String method, String path) throws Exception {
        URI uri = URI.create("http://127.0.0.1:" + bound.connector().getLocalPort() + path);
        return http.send(HttpRequest.newBuilder(uri).method(method, HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void specsResolveBestMatchFirst() throws Exception {
        assertThat(send("GET", "/a").body()).isEqualTo("exact");
        assertThat(send("POST", "/a").body()).isEqualTo("exact post");
        assertThat(send("GET", "/w/special").body()).isEqualTo("special");
        assertThat(send("GET", "/w/w1/report").body()).isEqualTo("prefix");
        assertThat(send("GET", "/w").body()).isEqualTo("prefix");
        assertThat(send("HEAD", "/w/w1").statusCode()).isEqualTo(200);
        assertThat(send("POST", "/m/w3-s2/login").body()).isEqualTo("login w3-s2 /m/w3-s2/login");
    }

    @Test
    void unknownPathsAreNotHandledAndWrongMethodsRefused() throws Exception {
        for (String p : new String[] {"/ax", "/wx", "/m/a/b/login", "/m/a/login/x", "/m/a"}) {
            assertThat(send("POST", p).statusCode()).as(p).isEqualTo(404);
        }
        HttpResponse<String> r = send("PUT", "/a");
        assertThat(r.statusCode()).isEqualTo(405);
        assertThat(r.headers().firstValue("Allow")).hasValue("GET, POST");
        assertThat(send("GET", "/m/x/login").statusCode()).isEqualTo(405);
    }

    @Test
    void refusesTheServletDefaultAndRootSpecs() {
        Routes routes = new Routes((request, allowed) -> new HttpProblem(405, "x"), false);
        assertThatThrownBy(() -> routes.on("GET", "/", answer("x"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> routes.on("GET", "", answer("x"))).isInstanceOf(IllegalArgumentException.class);
    }
}
