package io.objbench.controller.server;

import io.objbench.http.BearerToken;
import io.objbench.http.RefusedRequests;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Lets a request through only with the shared token: {@code Authorization: Bearer <token>} on
 * every route; COSBench's {@code .action} URLs also accept {@code ?token=<token>}, for old curl
 * scripts that cannot add a header. A valid web UI session cookie (see {@link SessionChecks}) also
 * opens every route; the UI's own pages ({@code /ui/…}) pass here and log users in themselves. Without a configured token everything passes (loopback only,
 * see {@link ServerSettings#checkSafe()}). Missing or wrong → 401. The comparison is
 * {@link BearerToken}'s, the driver's too: both sides hashed, then compared in constant time.
 */
final class TokenGuard extends Handler.Wrapper {

    private final BearerToken token;
    private final SessionChecks sessions;

    TokenGuard(String token, Handler next) {
        this(token, next, new SessionChecks());
    }

    TokenGuard(String token, Handler next, SessionChecks sessions) {
        super(next);
        this.token = new BearerToken(token);
        this.sessions = sessions;
    }

    /** The web UI's paths: {@code /} and {@code /ui/…}; the UI guards them with its own login. */
    static boolean uiPath(String path) {
        return path.equals("/") || path.equals("/ui") || path.startsWith("/ui/");
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (!token.required() || uiPath(Request.getPathInContext(request)) || authorized(request)
                || sessions.valid(request)) {
            return super.handle(request, response, callback);
        }
        response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
        RefusedRequests.release(request, response);
        MaskedReplies.error(response, callback, 401, "missing or wrong token: send 'Authorization: Bearer <token>' with the"
                + " token of the [controller] section of controller.conf");
        return true;
    }

    private boolean authorized(Request request) {
        if (token.accepts(request.getHeaders().get(HttpHeader.AUTHORIZATION))) {
            return true;
        }
        if (Request.getPathInContext(request).endsWith(".action")) {
            String q = Request.extractQueryParameters(request).getValue("token");
            return q != null && token.matches(q);
        }
        return false;
    }
}
