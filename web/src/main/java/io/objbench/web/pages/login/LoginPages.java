package io.objbench.web.pages.login;

import io.objbench.web.auth.LoginThrottle;
import io.objbench.web.auth.Sessions;
import io.objbench.web.auth.Users;
import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.WebUi;
import java.util.Map;

/**
 * {@code /ui/login} (form and check) and {@code /ui/logout}. A good login opens a session and
 * goes back to the page asked for ({@code next}, only a local {@code /ui/} path); a bad one shows
 * the form again with a message that does not say which of name or password was wrong. The pages
 * of the {@code auth} package's users and sessions; the gate in front of every other page is
 * {@link WebUi}'s.
 */
public final class LoginPages {

    /** The login page (form and check). */
    public static final String LOGIN = WebUi.LOGIN;
    /** Logging out: a POST. */
    public static final String LOGOUT = "/ui/logout";

    private final Users users;
    private final Sessions sessions;
    private final LoginThrottle throttle;

    public LoginPages(Users users, Sessions sessions, LoginThrottle throttle) {
        this.users = users;
        this.sessions = sessions;
        this.throttle = throttle;
    }

    /** Registers the login and logout routes. */
    public void register(UiRoutes routes) {
        routes.get(LOGIN, this::form);
        routes.post(LOGIN, this::login);
        // logout changes state, so it is a POST (the page's button), never a link a third party can embed
        routes.post(LOGOUT, this::logout);
    }

    private void form(UiExchange ex) {
        if (users.isEmpty()) {
            ex.redirect("/ui/");
            return;
        }
        ex.page("login.ftlh", Map.of("title", "Log in", "next", safeNext(ex.query("next")), "error", ""));
    }

    private void login(UiExchange ex) throws Exception {
        Map<String, String> form = ex.form();
        String next = safeNext(form.get("next"));
        String name = form.getOrDefault("username", "");
        if (users.isEmpty()) {
            ex.redirect(next);
            return;
        }
        String address = org.eclipse.jetty.server.Request.getRemoteAddr(ex.request());
        java.time.Duration wait = throttle.wait(name, address);
        if (!wait.isZero()) {
            long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
            ex.response().getHeaders().put(org.eclipse.jetty.http.HttpHeader.RETRY_AFTER, seconds);
            ex.page(429, "login.ftlh", Map.of("title", "Log in", "next", next,
                    "error", "Too many failed logins: try again in " + seconds + " s."));
            return;
        }
        if (!users.check(name, form.get("password"))) {
            throttle.failed(name, address);
            ex.page(401, "login.ftlh", Map.of("title", "Log in", "next", next,
                    "error", "Wrong user name or password."));
            return;
        }
        throttle.succeeded(name, address);
        String id = sessions.open(name);
        org.eclipse.jetty.server.Response.addCookie(ex.response(), Sessions.cookieFor(id));
        ex.redirect(next);
    }

    private void logout(UiExchange ex) {
        sessions.close(Sessions.cookie(ex.request()));
        org.eclipse.jetty.server.Response.addCookie(ex.response(), Sessions.cookieFor(""));
        ex.redirect(users.isEmpty() ? "/ui/" : LOGIN);
    }

    /**
     * Only a plain local UI path, so the login cannot be used to send users elsewhere: printable
     * URL characters only (no CR/LF, no backslash), no dot segments, not the login itself.
     */
    public static String safeNext(String next) {
        if (next == null || next.length() > 2048 || !next.startsWith("/ui/") || !NEXT.matcher(next).matches()
                || next.contains("/./") || next.contains("/../") || next.endsWith("/..") || next.endsWith("/.")
                || next.toLowerCase(java.util.Locale.ROOT).contains("%2e") || next.startsWith(LOGIN)
                || next.startsWith(LOGOUT)) {
            return "/ui/";
        }
        return next;
    }

    private static final java.util.regex.Pattern NEXT = java.util.regex.Pattern.compile("[A-Za-z0-9/_.~%?=&,+:-]*");
}
