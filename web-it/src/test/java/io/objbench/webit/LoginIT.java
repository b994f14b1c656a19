package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** With a users file every page asks for a login: a wrong password is refused, the right one opens the UI. */
class LoginIT {

    @TempDir
    static Path dir;
    static UiServer server;
    static Browser browser;

    @BeforeAll
    static void start() throws Exception {
        browser = Browser.start();
        Path users = dir.resolve("users.conf");
        // sha256 of "secret-1"; the second user's password is in plain text
        Files.writeString(users, """
                [users]
                alice = sha256:%s
                bob = plain:hunter22
                """.formatted(sha256("secret-1")));
        server = new UiServer(dir, users);
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void wrongPasswordRefusedRightOneAcceptedThenLogout() throws Exception {
        browser.open(server.url("/ui/submit"));
        browser.until(d -> browser.path().equals("/ui/login") ? true : null);
        assertThat(browser.all("nav-submit")).isEmpty();
        Shots.save(browser, "login");

        logIn("alice", "wrong");
        assertThat(browser.byId("login-error").getText()).isNotBlank();
        assertThat(browser.path()).isEqualTo("/ui/login");
        assertThat(browser.driver.manage().getCookieNamed("objbench_session")).isNull();

        logIn("alice", "secret-1");
        // back to the page first asked for
        browser.until(d -> browser.path().equals("/ui/submit") ? true : null);
        assertThat(browser.byId("current-user").getText()).contains("alice");
        assertThat(browser.driver.manage().getCookieNamed("objbench_session").isHttpOnly()).isTrue();
        browser.byId("nav-dashboard").click();
        browser.until(d -> browser.path().equals("/ui/") ? true : null);
        browser.byId("drivers-table");

        browser.byId("logout").click();
        browser.until(d -> browser.path().equals("/ui/login") ? true : null);
        browser.open(server.url("/ui/"));
        browser.until(d -> browser.path().equals("/ui/login") ? true : null);
        assertThat(browser.all("drivers-table")).isEmpty();
    }

    private static void logIn(String user, String password) {
        browser.byId("login-username").clear();
        browser.byId("login-username").sendKeys(user);
        browser.byId("login-password").sendKeys(password);
        browser.byId("login-submit").click();
        browser.until(d -> browser.driver.executeScript("return document.readyState").equals("complete") ? true : null);
    }

    private static String sha256(String text) throws Exception {
        byte[] d = java.security.MessageDigest.getInstance("SHA-256")
                .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return java.util.HexFormat.of().formatHex(d);
    }
}
