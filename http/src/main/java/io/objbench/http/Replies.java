package io.objbench.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ApiError;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Writes complete replies: a status, a content type, a length and the body in one write. JSON
 * bodies go through objbench's one Jackson configuration ({@link Json#mapper()}); errors are
 * {@link ApiError}s.
 */
public final class Replies {

    /** The content type of JSON replies. */
    public static final String JSON = "application/json; charset=utf-8";
    /** The content type of plain-text replies. */
    public static final String TEXT = "text/plain; charset=utf-8";

    private static final System.Logger LOG = System.getLogger(Replies.class.getName());

    private Replies() {
    }

    /**
     * {@code body} serialized as JSON. Should it not serialize (a bug), the reply is a 500
     * {@link ApiError} saying so, and the log has the details.
     */
    public static String json(Object body) {
        try {
            return Json.mapper().writeValueAsString(body);
        } catch (JsonProcessingException e) {
            LOG.log(System.Logger.Level.ERROR, "cannot serialize a reply", e);
            throw new UnwritableReply(e.getOriginalMessage());
        }
    }

    /** {@code body} as JSON with {@code status}; {@link UnwritableReply} becomes a 500 {@link ApiError}. */
    public static void json(Response response, Callback callback, int status, Object body) {
        String text;
        try {
            text = json(body);
        } catch (UnwritableReply e) {
            status = 500;
            text = json(e.error());
        }
        text(response, callback, status, JSON, text);
    }

    /** An {@link ApiError} reply with {@code status}. */
    public static void error(Response response, Callback callback, int status, String message) {
        json(response, callback, status, new ApiError(status, message));
    }

    /** A text body of {@code contentType}, sent as UTF-8. */
    public static void text(Response response, Callback callback, int status, String contentType, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }

    /** A body that Jackson could not write; {@link #error()} is the 500 to send instead. */
    public static final class UnwritableReply extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UnwritableReply(String why) {
            super("cannot serialize the reply: " + why);
        }

        /** The 500 reply that replaces the body that could not be written. */
        public ApiError error() {
            return new ApiError(500, getMessage());
        }
    }
}
