package io.objbench.driver.http;

import com.fasterxml.jackson.core.type.TypeReference;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ApiError;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A bare JDK HttpClient speaking to a {@link DriverServer} in tests, with an optional token. */
final class DriverClient {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String baseUrl;
    private final String token;

    DriverClient(String baseUrl, String token) {
        this.baseUrl = baseUrl;
        this.token = token;
    }

    HttpResponse<String> get(String path) throws Exception {
        return send("GET", path, null);
    }

    HttpResponse<String> post(String path, String body) throws Exception {
        return send("POST", path, body);
    }

    HttpResponse<String> send(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Decodes a 2xx body, failing with the reply when the status is not {@code expected}. */
    static <T> T read(HttpResponse<String> r, int expected, Class<T> type) throws Exception {
        if (r.statusCode() != expected) {
            throw new AssertionError("expected " + expected + " but got " + r.statusCode() + ": " + r.body());
        }
        return Json.mapper().readValue(r.body(), type);
    }

    static <T> T read(HttpResponse<String> r, int expected, TypeReference<T> type) throws Exception {
        if (r.statusCode() != expected) {
            throw new AssertionError("expected " + expected + " but got " + r.statusCode() + ": " + r.body());
        }
        return Json.mapper().readValue(r.body(), type);
    }

    /** The ApiError of an error reply; checks the body repeats the status. */
    static ApiError error(HttpResponse<String> r) throws Exception {
        ApiError e = Json.mapper().readValue(r.body(), ApiError.class);
        if (e.status() != r.statusCode()) {
            throw new AssertionError("ApiError status " + e.status() + " differs from HTTP " + r.statusCode());
        }
        return e;
    }

    static String json(Object o) throws Exception {
        return Json.mapper().writeValueAsString(o);
    }
}
