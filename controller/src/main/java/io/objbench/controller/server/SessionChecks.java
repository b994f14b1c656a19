package io.objbench.controller.server;

import java.util.function.Predicate;
import org.eclipse.jetty.server.Request;

/**
 * The hook through which the web UI tells {@link TokenGuard} that a request carries a valid UI
 * session, so the pages' {@code fetch} calls to the REST routes need no token. None registered →
 * only the token opens the REST routes.
 */
public final class SessionChecks {

    private volatile Predicate<Request> check = request -> false;

    /** Makes {@code check} decide whether a request without the token has a valid session. */
    public void register(Predicate<Request> check) {
        this.check = check;
    }

    /** True when the registered check accepts {@code request}. */
    boolean valid(Request request) {
        return check.test(request);
    }
}
