package io.objbench.controller.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ApiError;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Writes the controller's replies. Every text body passes through {@link SecretMasker} here, the
 * one exit of the API, so no route can leak a workload secret.
 */
final class Replies {

    static final String JSON = "application/json; charset=utf-8";
    static final String TEXT = "text/plain; charset=utf-8";

    private Replies() {
    }

    /** {@code body} as JSON with {@code status}. */
    static void json(Response response, Callback callback, int status, Object body) {
        String text;
        try {
            text = Json.mapper().writeValueAsString(body);
        } catch (JsonProcessingException e) {
            error(response, callback, 500, "cannot write the reply: " + e.getOriginalMessage());
            return;
        }
        text(response, callback, status, JSON, text);
    }

    /** An {@link ApiError} reply. */
    static void error(Response response, Callback callback, int status, String message) {
        json(response, callback, status, new ApiError(status, message));
    }

    /** A text body of {@code contentType}, secrets masked. */
    static void text(Response response, Callback callback, int status, String contentType, String body) {
        byte[] bytes = SecretMasker.mask(body).getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, contentType);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }

    /** A plain-text reply (COSBench CLI endpoints). */
    static void plain(Response response, Callback callback, int status, String body) {
        text(response, callback, status, TEXT, body);
    }
}
