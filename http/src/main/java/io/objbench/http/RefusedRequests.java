package io.objbench.http;

import java.io.IOException;
import java.io.InputStream;
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

    /**
     * Most of a refused body a trusted client is waited for: twice the largest upload the
     * controller takes (8 MiB), above any real mission; beyond, the connection is closed instead.
     */
    public static final long MAX_DRAINED = 16L << 20;

    /**
     * For a client the server trusts (it passed the token): reads and drops the rest of a body
     * that was refused (too large, wrong type, a form that cannot be parsed), waiting for up to
     * {@link #MAX_DRAINED} bytes, so a client still sending gets the reply rather than a reset. The
     * connection is then closed, and the reply says so: after a parser gave up on a body Jetty
     * cannot reuse the connection (even after an empty multipart body), and a client that did not
     * know would send its next request into a closed socket. Refusals are rare, so the cost of a
     * new connection after each is nothing.
     */
    public static void drain(Request request, Response response) {
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        discard(request);
    }

    /**
     * As {@link #drain}, for a body no parser touched (a refusal before reading it, or a body read
     * whole): the connection stays open for the client's next request, unless the body declares
     * more than {@link #MAX_DRAINED} bytes, when it is closed instead of read.
     */
    public static void drainKeepingConnection(Request request, Response response) {
        if (request.getLength() > MAX_DRAINED) {
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
            return;
        }
        if (!discard(request)) {
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
        }
    }

    /** Reads and drops up to {@link #MAX_DRAINED} bytes; false when the body was longer (or declared so). */
    private static boolean discard(Request request) {
        if (request.getLength() > MAX_DRAINED) {
            return false;
        }
        long dropped = 0;
        try (InputStream in = Content.Source.asInputStream(request)) {
            byte[] buffer = new byte[16 * 1024];
            int n;
            while ((n = in.read(buffer)) >= 0) {
                dropped += n;
                if (dropped > MAX_DRAINED) {
                    return false;
                }
            }
        } catch (IOException | RuntimeException e) {
            // the client went away, or a parser failed the body: nothing more to drain
        }
        return true;
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
