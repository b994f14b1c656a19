package io.objbench.web.auth;

import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiRoutes;
import java.util.Map;

/**
 * {@code /ui/login} (form and check) and {@code /ui/logout}. A good login opens a session and
 * goes back to the page asked for ({@code next}, only a local {@code /ui/} path); a bad one shows
 * the form again with a message that does not say which of name or password was wrong.
 */
public final class LoginPages {

    public static final String LOGIN = "/ui/login";
    public static final String LOGOUT = "/ui/logout";

    private final Users users;
    private final Sessions sessions;

    public LoginPages(Users users, Sessions sessions) {
        this.users = users;
        this.sessions = sessions;
    }

    /** Registers the login and logout routes. */
    public void register(UiRoutes routes) {
        routes.get(LOGIN, this::form);
        routes.post(LOGIN, this::login);
        routes.post(LOGOUT, this::logout);
        routes.get(LOGOUT, this::logout);
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
        if (!users.check(name, form.get("password"))) {
            ex.page(401, "login.ftlh", Map.of("title", "Log in", "next", next,
                    "error", "Wrong user name or password."));
            return;
        }
        String id = sessions.open(name);
        org.eclipse.jetty.server.Response.addCookie(ex.response(), Sessions.cookieFor(id));
        ex.redirect(next);
    }

    private void logout(UiExchange ex) {
        sessions.close(Sessions.cookie(ex.request()));
        org.eclipse.jetty.server.Response.addCookie(ex.response(), Sessions.cookieFor(""));
        ex.redirect(users.isEmpty() ? "/ui/" : LOGIN);
    }

    /** Only a local UI path, so the login cannot be used to send users elsewhere. */
    static String safeNext(String next) {
        if (next == null || !next.startsWith("/ui/") || next.startsWith("//") || next.contains("\\")
                || next.startsWith(LOGIN) || next.startsWith(LOGOUT)) {
            return "/ui/";
        }
        return next;
    }
}
