package io.objbench.controller.server;

import org.eclipse.jetty.server.Handler;

/**
 * The web UI, found with {@link java.util.ServiceLoader} when its module is on the class path.
 * {@link ControllerServer} hands it {@code /} and every {@code /ui/…} request; the UI does its own
 * login for them, while the REST routes stay behind the token (or a session the UI registered
 * through {@link UiContext#sessions()}).
 */
public interface UiProvider {

    /** The handler serving {@code /ui/**} over the controller's queue, history and drivers. */
    Handler create(UiContext context);
}
