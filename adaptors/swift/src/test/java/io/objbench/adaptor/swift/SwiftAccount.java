package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.AuthToken;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.TreeMap;

/**
 * A Swift account asked directly over HTTP, not through the adaptor: what the ITs check a run
 * against (listings with sizes, object and container headers) and how they remove what a run left.
 */
final class SwiftAccount implements AutoCloseable {

    private final HttpClient client = HttpClient.newHttpClient();
    private final String storageUrl;
    private final String token;

    private SwiftAccount(String storageUrl, String token) {
        this.storageUrl = storageUrl;
        this.token = token;
    }

    /** Logs in with {@code factory} and {@code auth}. */
    static SwiftAccount login(AuthAdaptorFactory factory, AdaptorConfig auth) throws Exception {
        try (AuthAdaptor login = factory.create(auth)) {
            AuthToken t = Backends.login(login);
            return new SwiftAccount(t.get(AuthToken.STORAGE_URL), t.get(AuthToken.TOKEN));
        }
    }

    /** The objects of {@code container}: name → bytes (Swift's JSON listing; up to 10 000). */
    Map<String, Long> objects(String container) throws Exception {
        HttpResponse<String> r = send("GET", uri(container) + "?format=json");
        assertThat(r.statusCode()).as("listing of %s: %s", container, r.body()).isIn(200, 204);
        Map<String, Long> objects = new TreeMap<>();
        if (r.statusCode() == 200) {
            for (JsonNode o : new ObjectMapper().readTree(r.body())) {
                objects.put(o.path("name").asText(), o.path("bytes").asLong());
            }
        }
        return objects;
    }

    /** The headers of a HEAD on {@code container} ({@code object} null) or on an object; fails unless 2xx. */
    HttpHeaders head(String container, String object) throws Exception {
        String uri = object == null ? uri(container) : uri(container) + "/" + SwiftPaths.path(object);
        HttpResponse<String> r = send("HEAD", uri);
        assertThat(r.statusCode()).as("HEAD %s", uri).isBetween(200, 299);
        return r.headers();
    }

    /** The containers whose names start with {@code prefix}. */
    java.util.List<String> containers(String prefix) throws Exception {
        HttpResponse<String> r = send("GET", storageUrl + "?format=json&prefix=" + SwiftPaths.query(prefix));
        assertThat(r.statusCode()).as("account listing").isIn(200, 204);
        java.util.List<String> names = new java.util.ArrayList<>();
        if (r.statusCode() == 200) {
            new ObjectMapper().readTree(r.body()).forEach(c -> names.add(c.path("name").asText()));
        }
        return names;
    }

    /** Deletes every object of the containers starting with {@code prefix}, then the containers. */
    void purge(String prefix) throws Exception {
        for (String container : containers(prefix)) {
            for (String object : objects(container).keySet()) {
                send("DELETE", uri(container) + "/" + SwiftPaths.path(object));
            }
            send("DELETE", uri(container));
        }
    }

    private String uri(String container) {
        return storageUrl + "/" + SwiftPaths.path(container);
    }

    private HttpResponse<String> send(String method, String uri) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(uri)).header("X-Auth-Token", token)
                .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() {
        client.close();
    }
}
