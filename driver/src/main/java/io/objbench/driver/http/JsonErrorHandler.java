package io.objbench.driver.http;

import io.objbench.core.protocol.ApiError;
import io.objbench.http.Replies;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Errors Jetty raises itself before our handler runs (unparsable request line, headers too
 * large, ambiguous URI) come back as {@link ApiError} JSON like every other error, not HTML.
 */
final class JsonErrorHandler extends ErrorHandler {

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        String text = message != null && !message.isEmpty() ? message : "HTTP " + code;
        // Jetty closes the connection after most of its own errors (a bad URI, bad headers) without
        // saying so: a client reusing it would send its next request into a closed socket
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        Replies.json(response, callback, code, new ApiError(code, text));
    }
}
