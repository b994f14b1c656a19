package io.objbench.app.client;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.protocol.WorkloadView;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/**
 * The controller's REST API ({@link ControllerRoutes}) for the command line: JDK HttpClient,
 * Jackson via {@link Json#mapper()}, {@code Authorization: Bearer} when a token is known. Any
 * non-2xx reply becomes a {@link ControllerException} carrying the controller's message unchanged.
 */
public final class ControllerClient {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final URI base;
    private final String token;
    private final HttpClient http;

    /**
     * @param baseUrl the controller, e.g. {@code http://127.0.0.1:19088} (a trailing {@code /} or
     *                COSBench's {@code /controller} suffix is dropped)
     * @param token   the shared token, null or empty when none
     */
    public ControllerClient(String baseUrl, String token) {
        this(baseUrl, token, null);
    }

    /**
     * As {@link #ControllerClient(String, String)}, reaching an https controller with {@code tls}
     * (its CAs and, for a controller that wants one, a client certificate); null for the JDK's
     * defaults. The host name is always checked against the certificate.
     */
    public ControllerClient(String baseUrl, String token, javax.net.ssl.SSLContext tls) {
        this.base = URI.create(trimBase(baseUrl));
        this.token = token == null ? "" : token;
        HttpClient.Builder builder = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5));
        if (tls != null) {
            builder.sslContext(tls);
        }
        this.http = builder.build();
    }

    /** The controller's base URL as used, e.g. {@code http://127.0.0.1:19088}. */
    public String baseUrl() {
        String u = base.toString();
        return u.substring(0, u.length() - 1);
    }

    /** Submits the XML of a workload named {@code fileName} in error messages; the queued view. */
    public WorkloadView submit(String xml, String fileName) throws ControllerException {
        String path = ControllerRoutes.WORKLOADS + "?name=" + URLEncoder.encode(fileName, StandardCharsets.UTF_8);
        HttpRequest.Builder r = request(path).header("Content-Type", "application/xml; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(xml, StandardCharsets.UTF_8));
        return send(r, type(WorkloadView.class));
    }

    /**
     * Submits the XML generated from the ssbench scenario {@code origin} as a multipart form
     * ({@code config}: the XML, {@code scenario}: the scenario, archived beside it); the queued view.
     */
    public WorkloadView submit(String xml, String fileName, io.objbench.core.workload.Workload.Origin origin)
            throws ControllerException {
        if (origin == null) {
            return submit(xml, fileName);
        }
        String boundary = "objbench-" + java.util.UUID.randomUUID();
        String body = part(boundary, "config", fileName, xml) + part(boundary, "scenario", origin.fileName(), origin.text())
                + "--" + boundary + "--\r\n";
        HttpRequest.Builder r = request(ControllerRoutes.WORKLOADS)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        return send(r, type(WorkloadView.class));
    }

    private static String part(String boundary, String field, String fileName, String text) {
        String name = fileName.replace("\"", "_").replace("\r", "_").replace("\n", "_");
        return "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + field + "\"; filename=\"" + name
                + "\"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n" + text + "\r\n";
    }

    /** Every workload the controller knows: active, queued and history. */
    public List<WorkloadView> list() throws ControllerException {
        return send(request(ControllerRoutes.WORKLOADS).GET(), Json.mapper().getTypeFactory()
                .constructType(new TypeReference<List<WorkloadView>>() { }));
    }

    /** One workload. */
    public WorkloadView workload(String id) throws ControllerException {
        return send(request(ControllerRoutes.workload(id, "")).GET(), type(WorkloadView.class));
    }

    /** An ended run's capacity search summary ({@code search.json}), parsed. */
    public io.objbench.controller.search.SearchReport search(String id) throws ControllerException {
        return send(request(ControllerRoutes.workload(id, ControllerRoutes.FILES + "/"
                + io.objbench.controller.archive.ArchiveLayout.SEARCH_JSON)).GET(),
                type(io.objbench.controller.search.SearchReport.class));
    }

    /** The names of an ended run's archived files, sorted; 404 for an unknown run, 409 while it runs. */
    public List<String> files(String id) throws ControllerException {
        return send(request(ControllerRoutes.workload(id, ControllerRoutes.FILES)).GET(), Json.mapper().getTypeFactory()
                .constructType(new TypeReference<List<String>>() { }));
    }

    /**
     * One archived text file of an ended run, as the controller serves it: secrets of
     * {@code key=value} pairs masked, everything else (CSV, JSON, {@code .hlog} lines) unchanged.
     */
    public String file(String id, String name) throws ControllerException {
        return body(request(ControllerRoutes.workload(id, ControllerRoutes.FILES + "/" + name))
                .setHeader("Accept", "*/*").GET());
    }

    /** Cancels a queued or running workload; its view after the request. */
    public WorkloadView cancel(String id) throws ControllerException {
        return send(request(ControllerRoutes.workload(id, ControllerRoutes.CANCEL))
                .POST(HttpRequest.BodyPublishers.noBody()), type(WorkloadView.class));
    }

    /**
     * The archived JSON summary of the ended run {@code id} (its per-operation figures and the
     * workload's assertion verdicts); 409 while it runs, 404 when it has none.
     */
    public io.objbench.controller.archive.JsonSummary.RunJson report(String id) throws ControllerException {
        // read like the archive reader reads the file: unknown keys of a newer controller are skipped
        return send(request(ControllerRoutes.workload(id, ControllerRoutes.REPORT)).GET(),
                type(io.objbench.controller.archive.JsonSummary.RunJson.class), io.objbench.core.json.LenientJson.mapper());
    }

    /** The configured drivers with their liveness. */
    public List<DriverView> drivers() throws ControllerException {
        return send(request(ControllerRoutes.DRIVERS).GET(), Json.mapper().getTypeFactory()
                .constructType(new TypeReference<List<DriverView>>() { }));
    }

    private HttpRequest.Builder request(String pathAndQuery) {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(pathAndQuery)).timeout(TIMEOUT)
                .header("Accept", "application/json");
        if (!token.isEmpty()) {
            b.header("Authorization", "Bearer " + token);
        }
        return b;
    }

    private <T> T send(HttpRequest.Builder request, JavaType type) throws ControllerException {
        return send(request, type, Json.mapper());
    }

    private <T> T send(HttpRequest.Builder request, JavaType type, com.fasterxml.jackson.databind.ObjectMapper mapper)
            throws ControllerException {
        String body = body(request);
        try {
            return mapper.readValue(body, type);
        } catch (IOException e) {
            throw new ControllerException(200, "unexpected reply from " + baseUrl() + " (is it an objbench controller?): "
                    + e.getMessage());
        }
    }

    /** The body of a 2xx reply; any other status becomes a {@link ControllerException} with the controller's message. */
    private String body(HttpRequest.Builder request) throws ControllerException {
        HttpResponse<String> reply;
        try {
            reply = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (ConnectException | HttpConnectTimeoutException e) {
            throw unreachable();
        } catch (javax.net.ssl.SSLException e) {
            throw new ControllerException(0, "TLS with the controller at " + baseUrl() + " failed: " + e.getMessage()
                    + " (pass --ca FILE with the CA that signed its certificate, and --cert/--key when it wants a"
                    + " client certificate; docs/tls.md)");
        } catch (IOException e) {
            throw new ControllerException(0, "cannot talk to the controller at " + baseUrl() + ": " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ControllerException(0, "interrupted while waiting for the controller at " + baseUrl());
        }
        int status = reply.statusCode();
        if (status < 200 || status > 299) {
            throw new ControllerException(status, errorMessage(status, reply.body()));
        }
        return reply.body();
    }

    private ControllerException unreachable() {
        return new ControllerException(0, "no controller at " + baseUrl()
                + ": start one with `objbench controller` or pass --url");
    }

    /** The ApiError's message unchanged; a short body as it is when it is not one (a proxy's page). */
    static String errorMessage(int status, String body) {
        try {
            ApiError error = Json.mapper().readValue(body, ApiError.class);
            if (error.message() != null) {
                return error.message();
            }
        } catch (IOException e) {
            // not an ApiError: fall through
        }
        String text = body == null ? "" : body.strip();
        return "HTTP " + status + (text.isEmpty() ? "" : ": " + (text.length() > 300 ? text.substring(0, 300) + "…" : text));
    }

    private static JavaType type(Class<?> c) {
        return Json.mapper().getTypeFactory().constructType(c);
    }

    private static String trimBase(String url) {
        String u = url.strip();
        while (u.endsWith("/")) {
            u = u.substring(0, u.length() - 1);
        }
        if (u.endsWith("/controller")) {
            u = u.substring(0, u.length() - "/controller".length());
        }
        if (!u.contains("://")) {
            u = "http://" + u;
        }
        return u + "/";
    }
}
