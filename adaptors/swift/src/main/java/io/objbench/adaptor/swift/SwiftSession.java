package io.objbench.adaptor.swift;

import io.objbench.api.AuthToken;
import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandler;
import java.net.http.HttpResponse.BodyHandlers;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * One worker's Swift session: each operation is one request on the mission's shared client.
 * Bodies are streamed both ways: a PUT reads the source as the request goes out (with its length,
 * or chunked when asked), a GET hands the response stream to the sink.
 */
final class SwiftSession implements StorageSession {

    private static final String USER_AGENT = "objbench/0.1";

    private final HttpClient client;
    private final SwiftSettings settings;
    private final String deleteAfter; // X-Delete-After, formatted once rather than per PUT; null: none
    private volatile SwiftEndpoint endpoint;
    private volatile CompletableFuture<?> inFlight;
    private volatile InputStream openBody;
    private volatile boolean aborted;
    // the last call's response (its headers carry the request id); kept by reference, read only
    // when the driver asks (lastRequestId); null when the last call got none
    private HttpResponse<?> lastResponse;

    SwiftSession(HttpClient client, SwiftSettings settings, SwiftEndpoint endpoint) {
        this.client = client;
        this.settings = settings;
        this.endpoint = endpoint;
        this.deleteAfter = settings.deleteAfter() > 0 ? Long.toString(settings.deleteAfter()) : null;
    }

    @Override
    public OpResult createContainer(String container) {
        HttpRequest.Builder request = request(containerUri(container)).PUT(BodyPublishers.noBody());
        if (settings.policy() != null) {
            request.header("X-Storage-Policy", settings.policy());
        }
        return discarding(request.build(), "create container", container, null);
    }

    @Override
    public OpResult deleteContainer(String container) {
        return discarding(request(containerUri(container)).DELETE().build(), "delete container", container, null);
    }

    @Override
    public OpResult put(String container, String object, ObjectSource source) {
        BodyPublisher stream = BodyPublishers.ofInputStream(source::stream);
        // a publisher without a length goes out chunked; with one, as a plain Content-Length body
        BodyPublisher body = source.chunked() ? stream
                : source.length() == 0 ? BodyPublishers.noBody()
                : BodyPublishers.fromPublisher(stream, source.length());
        HttpRequest.Builder request = request(objectUri(container, object)).PUT(body);
        if (deleteAfter != null) {
            request.header("X-Delete-After", deleteAfter);
        }
        return discarding(request.build(), "write", container, object);
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        HttpResponse<InputStream> response;
        try {
            response = send(request(objectUri(container, object)).GET().build(), BodyHandlers.ofInputStream());
        } catch (Exception e) {
            return Statuses.of(e, Statuses.what("read", container, object));
        }
        try (InputStream body = response.body()) {
            OpResult result = Statuses.of(response.statusCode(), "read", container, object);
            if (!result.ok()) {
                return result;
            }
            openBody = body;
            sink.begin(response.headers().firstValueAsLong("Content-Length").orElse(-1));
            sink.drain(body);
            return OpResult.OK;
        } catch (IOException e) {
            return Statuses.of(e, Statuses.what("read", container, object));
        } finally {
            openBody = null;
        }
    }

    @Override
    public OpResult delete(String container, String object) {
        return discarding(request(objectUri(container, object)).DELETE().build(), "delete", container, object);
    }

    @Override
    public OpResult head(String container, String object) {
        return discarding(request(objectUri(container, object)).method("HEAD", BodyPublishers.noBody()).build(),
                "head", container, object);
    }

    @Override
    public OpResult list(String container, String prefix, ListSink sink) {
        String base = container == null ? endpoint.storageUrl() : containerUri(container);
        String what = container == null ? "list account" : "list " + container; // list is not a hot path
        String marker = "";
        while (true) {
            String uri = base + "?format=json&limit=" + ListingReader.PAGE
                    + (prefix == null || prefix.isEmpty() ? "" : "&prefix=" + SwiftPaths.query(prefix))
                    + (marker.isEmpty() ? "" : "&marker=" + SwiftPaths.query(marker));
            HttpResponse<InputStream> response;
            try {
                response = send(request(uri).GET().build(), BodyHandlers.ofInputStream());
            } catch (Exception e) {
                return Statuses.of(e, what);
            }
            try (InputStream body = response.body()) {
                OpResult result = Statuses.of(response.statusCode(), what, null, null);
                if (!result.ok()) {
                    return result;
                }
                ListingReader.Page page = ListingReader.read(response.statusCode() == 204 ? InputStream.nullInputStream() : body, sink);
                if (page.count() < ListingReader.PAGE) {
                    return OpResult.OK;
                }
                marker = page.last();
            } catch (IOException e) {
                return Statuses.of(e, what);
            }
        }
    }

    /**
     * The proxy's transaction id of the last call ({@code X-Trans-Id}, which the proxy writes in
     * its access log), else {@code X-Openstack-Request-Id}; for a paged listing, the last page's.
     */
    @Override
    public String lastRequestId() {
        HttpResponse<?> response = lastResponse;
        if (response == null) {
            return null;
        }
        return response.headers().firstValue("X-Trans-Id")
                .or(() -> response.headers().firstValue("X-Openstack-Request-Id")).orElse(null);
    }

    @Override
    public void updateToken(AuthToken token) {
        endpoint = endpoint.with(token, settings);
    }

    @Override
    public void abort() {
        aborted = true;
        CompletableFuture<?> f = inFlight;
        if (f != null) {
            f.cancel(true);
        }
        InputStream body = openBody;
        if (body != null) {
            try {
                body.close(); // ends a drain in progress
            } catch (IOException ignored) {
                // the read in progress fails, which is the point
            }
        }
    }

    // the failure message is built only on failure: nothing is formatted for a success
    private OpResult discarding(HttpRequest request, String verb, String container, String object) {
        try {
            return Statuses.of(send(request, BodyHandlers.discarding()).statusCode(), verb, container, object);
        } catch (Exception e) {
            return Statuses.of(e, Statuses.what(verb, container, object));
        }
    }

    private <T> HttpResponse<T> send(HttpRequest request, BodyHandler<T> handler)
            throws InterruptedException, ExecutionException, IOException {
        lastResponse = null;
        if (aborted) {
            throw new IOException("session aborted");
        }
        CompletableFuture<HttpResponse<T>> future = client.sendAsync(request, handler);
        inFlight = future;
        try {
            HttpResponse<T> response = future.get();
            lastResponse = response;
            return response;
        } finally {
            inFlight = null;
        }
    }

    private HttpRequest.Builder request(String uri) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(uri)).timeout(settings.timeout())
                .header("User-Agent", USER_AGENT);
        String token = endpoint.token();
        return token == null ? b : b.header("X-Auth-Token", token);
    }

    private String containerUri(String container) {
        return endpoint.storageUrl() + "/" + SwiftPaths.path(container);
    }

    private String objectUri(String container, String object) {
        return endpoint.storageUrl() + "/" + SwiftPaths.path(container) + "/" + SwiftPaths.path(object);
    }
}
