package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** With users configured: pages need a session, the login opens one, REST accepts it or the token. */
class LoginTest {

    @TempDir
    Path dir;
    WebTestKit kit;

    @BeforeEach
    void start() throws Exception {
        Path users = dir.resolve("users.conf");
        // sha256("secret")
        Files.writeString(users, "[users]\nalice = sha256:2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b\n"
                + "bob = plain:hunter2\n");
        kit = new WebTestKit(dir, users, "api-token");
    }

    @AfterEach
    void stop() throws Exception {
        kit.close();
    }

    @Test
    void pagesRedirectToTheLoginButStaticFilesAndTheLoginAreOpen() throws Exception {
        HttpResponse<String> r = kit.get("/ui/editor?x=1", null);
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location").orElseThrow()).contains("/ui/login?next=%2Fui%2Feditor%3Fx%3D1");
        assertThat(kit.get("/ui/login", null).body()).contains("data-testid=\"login-form\"");
        assertThat(kit.get("/ui/static/app.css", null).statusCode()).isEqualTo(200);
        assertThat(kit.get("/ui/data/anything", null).statusCode()).isEqualTo(401);
        assertThat(kit.get("/ui/", null).body()).doesNotContain("drivers-table");
    }

    @Test
    void wrongPasswordIsRefusedWithoutSayingWhich() throws Exception {
        HttpResponse<String> r = kit.post("/ui/login", Map.of("username", "alice", "password", "nope"), null);
        assertThat(r.statusCode()).isEqualTo(401);
        assertThat(r.body()).contains("data-testid=\"login-error\"");
        assertThat(r.headers().firstValue("Set-Cookie")).isEmpty();
        assertThat(kit.post("/ui/login", Map.of("username", "mallory", "password", "secret"), null).statusCode())
                .isEqualTo(401);
    }

    @Test
    void loginOpensASessionThatOpensPagesAndRestUntilLogout() throws Exception {
        HttpResponse<String> r = kit.post("/ui/login", Map.of("username", "alice", "password", "secret",
                "next", "/ui/matrix"), null);
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location").orElseThrow()).endsWith("/ui/matrix");
        String setCookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(setCookie).contains("objbench_session=", "HttpOnly", "SameSite=Strict");
        String cookie = setCookie.substring(0, setCookie.indexOf(';'));
        assertThat(cookie.substring(cookie.indexOf('=') + 1)).hasSize(64);

        HttpResponse<String> page = kit.get("/ui/", cookie);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("data-testid=\"current-user\">alice<").doesNotContain("open-note");
        // REST: the session cookie or the token, nothing else
        assertThat(kit.get(io.objbench.core.protocol.ControllerRoutes.DRIVERS, cookie).statusCode()).isEqualTo(200);
        assertThat(kit.get(io.objbench.core.protocol.ControllerRoutes.DRIVERS, null).statusCode()).isEqualTo(401);

        kit.post("/ui/logout", Map.of(), cookie);
        assertThat(kit.get("/ui/", cookie).statusCode()).isEqualTo(303);
        assertThat(kit.get(io.objbench.core.protocol.ControllerRoutes.DRIVERS, cookie).statusCode()).isEqualTo(401);
    }

    @Test
    void plainPasswordsWorkAndNextCannotLeaveTheUi() throws Exception {
        HttpResponse<String> r = kit.post("/ui/login", Map.of("username", "bob", "password", "hunter2",
                "next", "//evil.example/"), null);
        assertThat(r.statusCode()).isEqualTo(303);
        assertThat(r.headers().firstValue("Location").orElseThrow()).endsWith("/ui/");
    }
}
