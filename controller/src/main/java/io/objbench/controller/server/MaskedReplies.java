package io.objbench.controller.server;

import io.objbench.core.protocol.ApiError;
import io.objbench.http.Replies;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The controller's replies: {@link Replies} with every text body passed through
 * {@link SecretMasker} here, the one exit of the API, so no route can leak a workload secret.
 */
final class MaskedReplies {

    private MaskedReplies() {
    }

    /** {@code body} as JSON with {@code status}. */
    static void json(Response response, Callback callback, int status, Object body) {
        String text;
        try {
            text = Replies.json(body);
        } catch (Replies.UnwritableReply e) {
            status = 500;
            text = Replies.json(e.error());
        }
        text(response, callback, status, Replies.JSON, text);
    }

    /** An {@link ApiError} reply. */
    static void error(Response response, Callback callback, int status, String message) {
        json(response, callback, status, new ApiError(status, message));
    }

    /** A text body of {@code contentType}, secrets masked. */
    static void text(Response response, Callback callback, int status, String contentType, String body) {
        Replies.text(response, callback, status, contentType, SecretMasker.mask(body));
    }

    /** A plain-text reply (COSBench CLI endpoints). */
    static void plain(Response response, Callback callback, int status, String body) {
        text(response, callback, status, Replies.TEXT, body);
    }
}
