package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.WorkloadView;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** A small REST client of the controller (or of a driver), with the bearer token. */
final class Api {

    /** Every state a run ends in. */
    static final Set<String> ENDED = Set.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED");

    private static final ObjectMapper JSON = Json.mapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final String baseUrl;
    private final String token;
    private final HttpClient http;

    Api(String baseUrl, String token) {
        this(baseUrl, token, HTTP);
    }

    /** A client of {@code baseUrl} through {@code http} (e.g. one that trusts a test CA: {@link #trusting}). */
    Api(String baseUrl, String token, HttpClient http) {
        this.baseUrl = baseUrl;
        this.token = token;
        this.http = http;
    }

    /**
     * An HTTP client that trusts only the CA certificate(s) in {@code caPem} and verifies host
     * names, as objbench's own clients do over https.
     */
    static HttpClient trusting(Path caPem) {
        try (InputStream in = Files.newInputStream(caPem)) {
            KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
            trust.load(null, null);
            int i = 0;
            for (Certificate c : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                trust.setCertificateEntry("ca" + i++, c);
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trust);
            SSLContext tls = SSLContext.getInstance("TLS");
            tls.init(null, tmf.getTrustManagers(), null);
            return HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).sslContext(tls).build();
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot trust " + caPem + ": " + e, e);
        }
    }

    String baseUrl() {
        return baseUrl;
    }

    String token() {
        return token;
    }

    /** GET with this client's token. */
    HttpResponse<String> get(String path) {
        return send(path, "GET", null, null, token);
    }

    /** A request with any token ({@code null} = no Authorization header). */
    HttpResponse<String> send(String path, String method, String body, String contentType, String bearer) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        if (bearer != null) {
            b.header("Authorization", "Bearer " + bearer);
        }
        try {
            return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + baseUrl + path + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Submits workload XML; fails unless the controller accepted it (201). */
    WorkloadView submit(String xml) {
        HttpResponse<String> r = send(ControllerRoutes.WORKLOADS, "POST", xml, "application/xml", token);
        check(r, 201);
        return read(r.body(), WorkloadView.class);
    }

    WorkloadView workload(String id) {
        return read(ok(ControllerRoutes.workload(id, "")), WorkloadView.class);
    }

    List<WorkloadView> list() {
        return read(ok(ControllerRoutes.WORKLOADS), new TypeReference<>() { });
    }

    WorkloadView cancel(String id) {
        HttpResponse<String> r = send(ControllerRoutes.workload(id, ControllerRoutes.CANCEL), "POST", null, null, token);
        check(r, 200);
        return read(r.body(), WorkloadView.class);
    }

    /**
     * Submits workload XML, waits up to {@code timeout} for its end and returns its report; fails,
     * with the report, unless the run FINISHED.
     */
    JsonNode runToFinished(String xml, Duration timeout) {
        String id = submit(xml).id();
        WorkloadView done = await(id, ENDED, timeout);
        JsonNode report = report(id);
        assertThat(done.state()).as("workload state; report:\n%s", report.toPrettyString()).isEqualTo("FINISHED");
        return report;
    }

    JsonNode report(String id) {
        return tree(ok(ControllerRoutes.workload(id, ControllerRoutes.REPORT)));
    }

    List<String> files(String id) {
        return read(ok(ControllerRoutes.workload(id, ControllerRoutes.FILES)), new TypeReference<>() { });
    }

    String file(String id, String name) {
        return ok(ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/" + name);
    }

    /** Polls the workload until its state is one of {@code states}; fails with the last view after the timeout. */
    WorkloadView await(String id, Set<String> states, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        WorkloadView v = workload(id);
        while (!states.contains(v.state())) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("workload " + id + " not in " + states + " after " + timeout + ": " + v);
            }
            Waits.pause();
            v = workload(id);
        }
        return v;
    }

    /** The body of a GET that must answer 200. */
    String ok(String path) {
        HttpResponse<String> r = get(path);
        check(r, 200);
        return r.body();
    }

    static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    static <T> T read(String json, Class<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (IOException e) {
            throw new AssertionError("cannot read " + type.getSimpleName() + " from " + json, e);
        }
    }

    static <T> T read(String json, TypeReference<T> type) {
        try {
            return JSON.readValue(json, type);
        } catch (IOException e) {
            throw new AssertionError("cannot read " + type.getType() + " from " + json, e);
        }
    }

    private static void check(HttpResponse<String> r, int status) {
        if (r.statusCode() != status) {
            throw new AssertionError(r.request().method() + " " + r.uri() + " answered " + r.statusCode()
                    + " (expected " + status + "): " + r.body());
        }
    }
}
