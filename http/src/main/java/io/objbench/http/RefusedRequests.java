package io.objbench.http;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;

/**
 * How a request that is refused (no token, unknown route) is let go: its body is never waited
 * for. What has already arrived (a small body sent with its headers) is read and dropped, so the
 * client, which may still be writing, gets the reply rather than a reset; then the connection is
 * closed. A client that sends its body a byte a second thus holds no thread.
 */
public final class RefusedRequests {

    /** At most this much of a refused body is read (only what has already arrived). */
    static final int MAX_DISCARDED = 64 * 1024;

    private RefusedRequests() {
    }

    /** Drops what has arrived of the body without waiting, and marks the connection to be closed. */
    public static void release(Request request, Response response) {
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        long dropped = 0;
        while (dropped <= MAX_DISCARDED) {
            Content.Chunk chunk = request.read(); // never blocks: null when nothing more has arrived
            if (chunk == null) {
                return;
            }
            if (Content.Chunk.isFailure(chunk)) {
                return;
            }
            dropped += chunk.remaining();
            boolean last = chunk.isLast();
            chunk.release();
            if (last) {
                return;
            }
        }
    }
}
