package io.objbench.controller.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Lets a request through only with the shared token: {@code Authorization: Bearer <token>} on
 * every route; COSBench's {@code .action} URLs also accept {@code ?token=<token>}, for old curl
 * scripts that cannot add a header. Without a configured token everything passes (loopback only,
 * see {@link ServerSettings#checkSafe()}). Missing or wrong → 401.
 */
final class TokenGuard extends Handler.Wrapper {

    private final byte[] token;

    TokenGuard(String token, Handler next) {
        super(next);
        this.token = token.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (token.length == 0 || authorized(request)) {
            return super.handle(request, response, callback);
        }
        response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
        Replies.error(response, callback, 401, "missing or wrong token: send 'Authorization: Bearer <token>' with the"
                + " token of the [controller] section of controller.conf");
        return true;
    }

    private boolean authorized(Request request) {
        String header = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7) && same(header.substring(7).strip())) {
            return true;
        }
        if (Request.getPathInContext(request).endsWith(".action")) {
            String q = Request.extractQueryParameters(request).getValue("token");
            return q != null && same(q);
        }
        return false;
    }

    // constant time, so the token cannot be guessed from reply timings
    private boolean same(String candidate) {
        return MessageDigest.isEqual(token, candidate.getBytes(StandardCharsets.UTF_8));
    }
}
