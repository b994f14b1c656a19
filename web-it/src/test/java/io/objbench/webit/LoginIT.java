package io.objbench.webit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** With a users file every page asks for a login: a wrong password is refused, the right one opens the UI. */
class LoginIT {

    // sha256 of "secret-1"; the second user's password is in plain text
    @RegisterExtension
    static final UiSession ui = UiSession.withUsers("""
            [users]
            alice = sha256:%s
            bob = plain:hunter22
            """.formatted(sha256("secret-1")));
    static UiServer server;
    static Browser browser;

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

    private static String sha256(String text) {
        byte[] d;
        try {
            d = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return java.util.HexFormat.of().formatHex(d);
    }
}
