package io.objbench.driver.http;

import io.objbench.core.protocol.DriverRoutes;

/**
 * The driver's routes (defined in {@link DriverRoutes}) and the method each accepts; the
 * mission actions are the last path segment after {@code missions/{id}/}.
 */
enum DriverAction {
    INFO("GET", null),
    SUBMIT("POST", null),
    /** GET on the path of SUBMIT: the missions held. */
    LIST("GET", null),
    LOGIN("POST", DriverRoutes.LOGIN),
    LAUNCH("POST", DriverRoutes.LAUNCH),
    STATUS("GET", DriverRoutes.STATUS),
    CLOSE("POST", DriverRoutes.CLOSE),
    ABORT("POST", DriverRoutes.ABORT),
    TRIGGER_START("POST", null),
    TRIGGER_STOP("POST", null);

    /** The one HTTP method the route accepts. */
    final String method;
    /** The action segment for mission routes, null for the others. */
    final String segment;

    DriverAction(String method, String segment) {
        this.method = method;
        this.segment = segment;
    }

    /** A request path resolved to its action and, for mission routes, the mission id (the trigger id for a stop). */
    record Match(DriverAction action, String missionId) {
    }

    /** The route of {@code path}, or null when the path is not one of the driver's. */
    static Match match(String path) {
        if (path.equals(DriverRoutes.INFO)) {
            return new Match(INFO, null);
        }
        if (path.equals(DriverRoutes.MISSIONS)) {
            return new Match(SUBMIT, null);
        }
        if (path.equals(DriverRoutes.TRIGGERS)) {
            return new Match(TRIGGER_START, null);
        }
        String triggers = DriverRoutes.TRIGGERS + "/";
        if (path.startsWith(triggers)) {
            String rest = path.substring(triggers.length());
            String suffix = "/" + DriverRoutes.STOP;
            if (!rest.endsWith(suffix)) {
                return null;
            }
            String id = rest.substring(0, rest.length() - suffix.length());
            return id.isEmpty() || id.indexOf('/') >= 0 ? null : new Match(TRIGGER_STOP, id);
        }
        String prefix = DriverRoutes.MISSIONS + "/";
        if (!path.startsWith(prefix)) {
            return null;
        }
        String rest = path.substring(prefix.length());
        int slash = rest.indexOf('/');
        if (slash <= 0) {
            return null;
        }
        String id = rest.substring(0, slash);
        String segment = rest.substring(slash + 1);
        for (DriverAction a : values()) {
            if (segment.equals(a.segment)) {
                return new Match(a, id);
            }
        }
        return null;
    }
}
