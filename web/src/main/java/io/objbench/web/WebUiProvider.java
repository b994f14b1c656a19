package io.objbench.web;

import io.objbench.controller.server.UiContext;
import io.objbench.controller.server.UiProvider;
import io.objbench.http.LoopbackRule;
import io.objbench.web.auth.LoginThrottle;
import io.objbench.web.auth.Sessions;
import io.objbench.web.auth.Users;
import io.objbench.web.pages.dashboard.DashboardPages;
import io.objbench.web.pages.editor.EditorPages;
import io.objbench.web.pages.login.LoginPages;
import io.objbench.web.pages.matrix.MatrixPages;
import io.objbench.web.pages.submit.SubmitPages;
import io.objbench.web.render.Pages;
import io.objbench.web.server.StaticFiles;
import io.objbench.web.server.UiModule;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.UiServices;
import io.objbench.web.server.WebUi;
import java.time.Clock;
import java.util.ServiceLoader;
import org.eclipse.jetty.server.Handler;

/**
 * The web UI as the controller finds it ({@link UiProvider} through ServiceLoader): reads the
 * users, builds the one template renderer and the route table (the built-in pages, then every
 * {@link UiModule} on the class path) and registers the session check that lets the pages' own
 * cookie open the REST routes.
 */
public final class WebUiProvider implements UiProvider {

    @Override
    public Handler create(UiContext ctx) {
        Users users;
        try {
            users = ctx.usersFile() == null ? Users.none() : Users.read(ctx.usersFile());
        } catch (io.objbench.core.config.IniException e) {
            throw new IllegalArgumentException("cannot read the UI users: " + e.getMessage(), e);
        }
        Sessions sessions = new Sessions(Clock.systemUTC());
        return build(ctx, users, sessions);
    }

    /** The UI over {@code ctx} with {@code users} and {@code sessions} (tests pass their own). */
    public static WebUi build(UiContext ctx, Users users, Sessions sessions) {
        boolean loopback = loopback(ctx.settings().host());
        String openNote = users.isEmpty()
                ? "No users are configured: this UI is open to anyone on this machine (loopback only)." : "";
        UiServices services = new UiServices(ctx, new Pages(ctx.zone()), openNote);
        UiRoutes routes = new UiRoutes();
        new LoginPages(users, sessions, new LoginThrottle(Clock.systemUTC())).register(routes);
        new DashboardPages(services).register(routes);
        new SubmitPages(services).register(routes);
        new EditorPages(services).register(routes);
        new MatrixPages(services).register(routes);
        new io.objbench.web.pages.drivers.DriverPages(services).register(routes);
        for (UiModule module : ServiceLoader.load(UiModule.class)) {
            module.register(routes, services);
        }
        if (!users.isEmpty()) {
            ctx.sessions().register(request -> sessions.user(request).isPresent());
        }
        return new WebUi(routes, services, sessions, users, new StaticFiles(), users.isEmpty() && !loopback);
    }

    private static boolean loopback(String host) {
        try {
            return LoopbackRule.loopback(host);
        } catch (IllegalArgumentException e) {
            return false; // the server refuses to start on it anyway
        }
    }
}
