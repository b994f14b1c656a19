package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a hostile page in the user's browser can send: cross-site form posts (CSRF) and requests
 * under its own host name after rebinding it to 127.0.0.1. Both must be refused, on the open UI
 * (no users: no cookie is needed to act) and with users and a session cookie, on the UI and the
 * REST API; the same requests from this origin, and from clients that are not browsers, still work.
 */
class CrossSiteRequestTest {

    private static final String XML = """
            <workload name="csrf"><storage type="none" /><workflow><workstage name="s">
            <work name="w" workers="1" totalOps="1"><operation type="read" ratio="100"
             config="containers=c(1);objects=c(1)" /></work></workstage></workflow></workload>
            """;

    @TempDir
    Path dir;

    @Test
    void openUiRefusesCrossSiteFormPostsButNotItsOwn() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            String own = "http://127.0.0.1:" + kit.server.port();
            assertThat(postForm(kit, "/ui/submit", "https://evil.example", "cross-site", null).statusCode()).isEqualTo(403);
            assertThat(postForm(kit, "/ui/submit", "null", null, null).statusCode()).isEqualTo(403);
            assertThat(postForm(kit, "/ui/submit", "http://127.0.0.1:1", null, null).statusCode()).isEqualTo(403);
            assertThat(postForm(kit, "/ui/submit", null, "same-site", null).statusCode()).isEqualTo(403);
            assertThat(kit.history.all()).isEmpty();
            // the UI's own form, and a client that is not a browser (no Origin, no Sec-Fetch-Site)
            assertThat(postForm(kit, "/ui/submit", own, "same-origin", null).statusCode()).isEqualTo(303);
            assertThat(postForm(kit, "/ui/submit", null, null, null).statusCode()).isEqualTo(303);
        }
    }

    @Test
    void withUsersACrossSitePostWithTheSessionCookieIsRefusedOnUiAndRest() throws Exception {
        Path users = Files.writeString(dir.resolve("users.conf"), "[users]\nbob = plain:hunter2\n");
        try (WebTestKit kit = new WebTestKit(dir, users, "api-token")) {
            HttpResponse<String> login = kit.post("/ui/login", Map.of("username", "bob", "password", "hunter2"), null);
            String cookie = login.headers().firstValue("Set-Cookie").orElseThrow().split(";", 2)[0];
            assertThat(postForm(kit, "/ui/submit", "https://evil.example", "cross-site", cookie).statusCode())
                    .isEqualTo(403);
            HttpResponse<String> rest = kit.http.send(HttpRequest.newBuilder(kit.uri(io.objbench.core.protocol.ControllerRoutes.WORKLOADS))
                    .timeout(Duration.ofSeconds(10)).header("Cookie", cookie).header("Origin", "https://evil.example")
                    .header("Content-Type", "application/xml").POST(HttpRequest.BodyPublishers.ofString(XML)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(rest.statusCode()).isEqualTo(403);
            assertThat(kit.history.all()).isEmpty();
            String own = "http://127.0.0.1:" + kit.server.port();
            assertThat(postForm(kit, "/ui/submit", own, "same-origin", cookie).statusCode()).isEqualTo(303);
        }
    }

    @Test
    void aRebindingHostNameIsRefusedAndAddressesAreServed() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            assertThat(rawGet(kit, "evil.example")).startsWith("HTTP/1.1 421");
            assertThat(rawGet(kit, "evil.example:" + kit.server.port())).startsWith("HTTP/1.1 421");
            assertThat(rawGet(kit, "127.0.0.1:" + kit.server.port())).startsWith("HTTP/1.1 200");
            assertThat(rawGet(kit, "localhost:" + kit.server.port())).startsWith("HTTP/1.1 200");
            assertThat(rawGet(kit, "[::1]:" + kit.server.port())).startsWith("HTTP/1.1 200");
        }
    }

    private static HttpResponse<String> postForm(WebTestKit kit, String path, String origin, String fetchSite,
                                                 String cookie) throws Exception {
        String body = "xml=" + java.net.URLEncoder.encode(XML, StandardCharsets.UTF_8) + "&name=csrf.xml";
        HttpRequest.Builder b = HttpRequest.newBuilder(kit.uri(path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (origin != null) {
            b.header("Origin", origin);
        }
        if (fetchSite != null) {
            b.header("Sec-Fetch-Site", fetchSite);
        }
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return kit.http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A GET of the dashboard with a Host header of our choosing (HttpClient does not allow setting it). */
    private static String rawGet(WebTestKit kit, String host) throws Exception {
        URI base = kit.uri("/ui/");
        try (Socket s = new Socket(base.getHost(), base.getPort())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(("GET /ui/ HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
