package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.web.auth.PasswordHash;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Password guessing, stored hashes, logout and the login's redirect target, as an attacker tries them. */
class LoginHardeningTest {

    // sha256("secret"): the older unsalted form, still read and upgraded at the first login
    private static final String USERS = "[users]\n# the team\nalice = sha256:"
            + "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b\nbob = plain:hunter2\n";

    @TempDir
    Path dir;

    @Test
    void manyWrongPasswordsLockTheNameSoTheRightOneIsRefusedToo() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, users(), "t")) {
            int refusedFast = 0;
            for (int i = 0; i < 300; i++) {
                int status = kit.post("/ui/login", Map.of("username", "alice", "password", "guess" + i), null)
                        .statusCode();
                assertThat(status).isIn(401, 429);
                refusedFast += status == 429 ? 1 : 0;
            }
            assertThat(refusedFast).isGreaterThan(290);
            HttpResponse<String> right = kit.post("/ui/login", Map.of("username", "alice", "password", "secret"), null);
            assertThat(right.statusCode()).isEqualTo(429);
            assertThat(right.headers().firstValue("Retry-After")).isPresent();
            assertThat(right.headers().firstValue("Set-Cookie")).isEmpty();
            assertThat(right.body()).contains("Too many failed logins");
        }
    }

    @Test
    void legacyEntriesAreReplacedBySaltedPbkdf2AtTheFirstGoodLogin() throws Exception {
        Path users = users();
        try (WebTestKit kit = new WebTestKit(dir, users, "t")) {
            assertThat(kit.post("/ui/login", Map.of("username", "alice", "password", "secret"), null).statusCode())
                    .isEqualTo(303);
            assertThat(kit.post("/ui/login", Map.of("username", "bob", "password", "hunter2"), null).statusCode())
                    .isEqualTo(303);
        }
        String text = Files.readString(users);
        assertThat(text).contains("# the team").doesNotContain("sha256:").doesNotContain("plain:");
        String alice = text.lines().filter(l -> l.startsWith("alice")).findFirst().orElseThrow();
        String bob = text.lines().filter(l -> l.startsWith("bob")).findFirst().orElseThrow();
        PasswordHash a = PasswordHash.parse(alice.substring(alice.indexOf('=') + 1).strip());
        PasswordHash b = PasswordHash.parse(bob.substring(bob.indexOf('=') + 1).strip());
        assertThat(a.matches("secret")).isTrue();
        assertThat(b.matches("hunter2")).isTrue();
        assertThat(a.salt()).isNotEqualTo(b.salt());
        assertThat(a.iterations()).isEqualTo(PasswordHash.ITERATIONS);
        // and the upgraded file still logs them in after a restart
        try (WebTestKit kit = new WebTestKit(dir.resolve("again"), users, "t")) {
            assertThat(kit.post("/ui/login", Map.of("username", "alice", "password", "secret"), null).statusCode())
                    .isEqualTo(303);
        }
    }

    @Test
    void logoutIsAPostOnly() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, users(), "t")) {
            HttpResponse<String> login = kit.post("/ui/login", Map.of("username", "bob", "password", "hunter2"), null);
            String cookie = login.headers().firstValue("Set-Cookie").orElseThrow().split(";", 2)[0];
            assertThat(kit.get("/ui/logout", cookie).statusCode()).isEqualTo(405);
            assertThat(kit.get("/ui/editor", cookie).statusCode()).isEqualTo(200);
        }
    }

    @Test
    void hostileNextTargetsGoToTheDashboardAndErrorsNameNoInternals() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, users(), "t")) {
            for (String next : new String[] {"/ui/../../x", "/ui/%2e%2e/%2e%2e/x", "/ui/a\r\nSet-Cookie: x=1",
                    "//evil.example/", "/ui/\\evil", "https://evil.example/ui/"}) {
                HttpResponse<String> r = kit.post("/ui/login",
                        Map.of("username", "bob", "password", "hunter2", "next", next), null);
                assertThat(r.statusCode()).as(next).isEqualTo(303);
                assertThat(r.headers().firstValue("Location").orElseThrow()).as(next).endsWith("/ui/");
            }
            String raw = raw(kit, "GET /ui/login?next=/ui/../../x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertThat(raw).startsWith("HTTP/1.1 200");
            String bad = raw(kit, "GET /ui/%00/../../x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertThat(bad).startsWith("HTTP/1.1 4");
            for (String reply : new String[] {raw, bad}) {
                assertThat(reply).doesNotContainIgnoringCase("jetty").doesNotContain("Exception")
                        .doesNotContain("at org.");
            }
        }
    }

    private Path users() throws Exception {
        return Files.writeString(dir.resolve("users-" + System.nanoTime() + ".conf"), USERS);
    }

    private static String raw(WebTestKit kit, String request) throws Exception {
        try (Socket s = new Socket("127.0.0.1", kit.server.port())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
