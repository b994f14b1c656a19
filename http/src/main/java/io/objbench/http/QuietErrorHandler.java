package io.objbench.http;

import java.io.IOException;
import java.nio.charset.Charset;
import java.util.List;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's error pages (bad URIs, bad headers, anything that fails before a route) without what
 * helps an attacker: no exception class or message, no stack, no server version. Only the status
 * and its standard reason; the log keeps the details.
 */
public final class QuietErrorHandler extends ErrorHandler {

    public QuietErrorHandler() {
        setShowStacks(false);
        setShowCauses(false);
        setShowMessageInTitle(false);
    }

    @Override
    protected boolean generateAcceptableResponse(Request request, Response response, Callback callback,
                                                 String contentType, List<Charset> charsets, int code, String message,
                                                 Throwable cause) throws IOException {
        // Jetty closes the connection after most of its own errors (a bad URI, bad headers) without
        // saying so: a client reusing it would send its next request into a closed socket
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        return super.generateAcceptableResponse(request, response, callback, contentType, charsets, code,
                HttpStatus.getMessage(code), null);
    }
}
