package io.objbench.controller.driver.http;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.driver.DriverException;
import io.objbench.core.json.Json;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.MissionCreated;
import io.objbench.core.protocol.MissionSummary;
import io.objbench.core.protocol.TriggerReport;
import io.objbench.core.protocol.TriggerStart;
import io.objbench.core.protocol.TriggerStarted;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import javax.net.ssl.SSLContext;

/**
 * A driver in another process, reached over its HTTP API ({@link DriverRoutes}), with a JDK
 * {@link HttpClient} (HTTP/1.1) of its own or one shared by a fleet ({@link #sharedHttp}: one
 * selector thread and one connection pool for a hundred drivers instead of a hundred). A non-2xx reply becomes a {@link DriverException}
 * with the driver's own {@code ApiError} message; a refused connection, a timeout or an
 * unreadable reply becomes UNAVAILABLE, which the stage runner counts as a missed poll.
 */
public final class HttpDriverClient implements DriverClient, AutoCloseable {

    private final String name;
    private final URI base;
    private final String authorization;
    private final Timeouts timeouts;
    private final HttpClient http;
    private final boolean ownsHttp;
    private final ObjectMapper json = Json.mapper();

    /**
     * @param name     the configured driver name (errors are reported under it)
     * @param baseUrl  e.g. {@code http://10.0.0.5:18088}; a trailing slash is ignored
     * @param token    the shared token, or null/blank for none
     * @param timeouts connect, request and login timeouts
     */
    public HttpDriverClient(String name, String baseUrl, String token, Timeouts timeouts) {
        this(name, baseUrl, token, timeouts, (SSLContext) null);
    }

    /**
     * As {@link #HttpDriverClient(String, String, String, Timeouts)}, reaching an https driver
     * with {@code tls} (from {@link io.objbench.http.tls.TlsContexts#client}): the driver's
     * certificate is verified against its CAs and its host name; null for the JDK's defaults.
     */
    public HttpDriverClient(String name, String baseUrl, String token, Timeouts timeouts, SSLContext tls) {
        this(name, baseUrl, token, timeouts, sharedHttp(timeouts, tls), true);
    }

    /**
     * As {@link #HttpDriverClient(String, String, String, Timeouts, SSLContext)} over {@code http}
     * (from {@link #sharedHttp}), which its creator closes: {@link #close} leaves it open.
     */
    public HttpDriverClient(String name, String baseUrl, String token, Timeouts timeouts, HttpClient http) {
        this(name, baseUrl, token, timeouts, http, false);
    }

    private HttpDriverClient(String name, String baseUrl, String token, Timeouts timeouts, HttpClient http,
                             boolean ownsHttp) {
        this.name = Objects.requireNonNull(name, "name");
        String url = Objects.requireNonNull(baseUrl, "baseUrl").strip();
        this.base = URI.create(url.endsWith("/") ? url.substring(0, url.length() - 1) : url);
        this.authorization = token == null || token.isBlank() ? null : "Bearer " + token.strip();
        this.timeouts = Objects.requireNonNull(timeouts, "timeouts");
        this.http = Objects.requireNonNull(http, "http");
        this.ownsHttp = ownsHttp;
    }

    /**
     * An HTTP/1.1 client for drivers: {@code timeouts.connect()} to connect (a TLS handshake
     * included), no redirects, {@code tls} for https drivers (null: the JDK's defaults).
     */
    public static HttpClient sharedHttp(Timeouts timeouts, SSLContext tls) {
        HttpClient.Builder builder = HttpClient.newBuilder();
        if (tls != null) {
            builder.sslContext(tls);
        }
        return builder
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(timeouts.connect())
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    /** A client with the default timeouts. */
    public HttpDriverClient(String name, String baseUrl, String token) {
        this(name, baseUrl, token, Timeouts.DEFAULTS);
    }

    /** The driver's name. */
    public String name() {
        return name;
    }

    /** The driver's base URL. */
    public URI baseUrl() {
        return base;
    }

    @Override
    public boolean remote() {
        return true;
    }

    @Override
    public DriverInfo info() throws DriverException {
        return send(get(DriverRoutes.INFO), DriverInfo.class);
    }

    @Override
    public DriverInfo info(Duration timeout) throws DriverException {
        return send(builder(DriverRoutes.INFO, timeout).GET().build(), DriverInfo.class);
    }

    @Override
    public List<MissionSummary> missions(Duration timeout) throws DriverException {
        return send(builder(DriverRoutes.MISSIONS, timeout).GET().build(), MISSION_LIST);
    }

    @Override
    public String submit(Mission mission) throws DriverException {
        return send(post(DriverRoutes.MISSIONS, mission, timeouts.request()), MissionCreated.class).missionId();
    }

    @Override
    public void login(String missionId) throws DriverException {
        send(post(DriverRoutes.mission(enc(missionId), DriverRoutes.LOGIN), null, timeouts.login()), MissionStatus.class);
    }

    @Override
    public MissionStatus loginStatus(String missionId) throws DriverException {
        // the login's reply is the mission's state after it
        return send(post(DriverRoutes.mission(enc(missionId), DriverRoutes.LOGIN), null, timeouts.login()),
                MissionStatus.class);
    }

    @Override
    public void launch(String missionId) throws DriverException {
        send(post(DriverRoutes.mission(enc(missionId), DriverRoutes.LAUNCH), null, timeouts.request()), MissionStatus.class);
    }

    @Override
    public MissionStatus status(String missionId, long afterSequence) throws DriverException {
        String path = DriverRoutes.mission(enc(missionId), DriverRoutes.STATUS) + "?" + DriverRoutes.AFTER + "=" + afterSequence;
        return send(get(path), MissionStatus.class);
    }

    @Override
    public MissionStatus status(String missionId, long afterSequence, Duration waitForEnd) throws DriverException {
        long millis = Math.min(Math.max(0, waitForEnd.toMillis()), DriverRoutes.MAX_WAIT_MILLIS);
        if (millis == 0) {
            return status(missionId, afterSequence);
        }
        String path = DriverRoutes.mission(enc(missionId), DriverRoutes.STATUS) + "?" + DriverRoutes.AFTER + "="
                + afterSequence + "&" + DriverRoutes.WAIT + "=" + millis;
        // the reply may take the whole wait: the request's own timeout comes on top
        return send(builder(path, timeouts.request().plusMillis(millis)).GET().build(), MissionStatus.class);
    }

    @Override
    public MissionReport close(String missionId) throws DriverException {
        return send(post(DriverRoutes.mission(enc(missionId), DriverRoutes.CLOSE), null, timeouts.request()),
                MissionReport.class);
    }

    @Override
    public MissionStatus finish(String missionId) throws DriverException {
        return send(post(DriverRoutes.mission(enc(missionId), DriverRoutes.FINISH), null, timeouts.request()),
                MissionStatus.class);
    }

    @Override
    public MissionReport abort(String missionId) throws DriverException {
        return abort(missionId, timeouts.request());
    }

    @Override
    public MissionReport abort(String missionId, Duration timeout) throws DriverException {
        return send(post(DriverRoutes.mission(enc(missionId), DriverRoutes.ABORT), null, timeout), MissionReport.class);
    }

    @Override
    public TriggerStarted startTrigger(TriggerStart start) throws DriverException {
        return send(post(DriverRoutes.TRIGGERS, start, timeouts.request()), TriggerStarted.class);
    }

    @Override
    public TriggerReport stopTrigger(String triggerId) throws DriverException {
        // the driver waits up to 30 s for the -k run, then kills and reads the output
        Duration wait = timeouts.request().plus(Duration.ofSeconds(40));
        return send(post(DriverRoutes.trigger(enc(triggerId)), null, wait), TriggerReport.class);
    }

    /**
     * Drops the client's connections and fails its requests in flight (controller shutdown); a
     * shared client is left to its creator.
     */
    @Override
    public void close() {
        if (ownsHttp) {
            http.shutdownNow();
        }
    }

    private HttpRequest get(String path) {
        return builder(path, timeouts.request()).GET().build();
    }

    private HttpRequest post(String path, Object body, Duration timeout) throws DriverException {
        HttpRequest.Builder b = builder(path, timeout).header("Content-Type", "application/json");
        if (body == null) {
            return b.POST(HttpRequest.BodyPublishers.noBody()).build();
        }
        try {
            return b.POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(body))).build();
        } catch (IOException e) {
            throw new DriverException(name, ApiErrorKind.BAD_REQUEST, "cannot encode the request: " + e.getMessage(), e);
        }
    }

    private HttpRequest.Builder builder(String path, Duration timeout) {
        // appended, not resolved: a base behind a proxy prefix (http://h/objbench-d1) keeps its path
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(timeout)
                .header("Accept", "application/json");
        if (authorization != null) {
            b.header("Authorization", authorization);
        }
        return b;
    }

    private static final TypeReference<List<MissionSummary>> MISSION_LIST = new TypeReference<>() {
    };

    private <T> T send(HttpRequest request, Class<T> type) throws DriverException {
        return send(request, json.constructType(type));
    }

    private <T> T send(HttpRequest request, TypeReference<T> type) throws DriverException {
        return send(request, json.constructType(type));
    }

    private <T> T send(HttpRequest request, com.fasterxml.jackson.databind.JavaType type) throws DriverException {
        HttpResponse<byte[]> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw Replies.unreachable(name, request, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DriverException(name, ApiErrorKind.UNAVAILABLE,
                    "interrupted while calling " + request.uri(), e);
        }
        if (response.statusCode() / 100 != 2) {
            throw Replies.refusal(name, response.statusCode(), response.body());
        }
        try {
            return json.readValue(response.body(), type);
        } catch (IOException e) {
            throw new DriverException(name, ApiErrorKind.UNAVAILABLE, "unreadable reply from "
                    + request.uri() + ": " + e.getMessage(), e);
        }
    }

    private static String enc(String missionId) {
        return URLEncoder.encode(missionId, StandardCharsets.UTF_8);
    }

    /**
     * How long the client waits.
     *
     * @param connect to open a connection
     * @param request for any reply but login's
     * @param login   for the login reply (every worker authenticates)
     */
    public record Timeouts(Duration connect, Duration request, Duration login) {

        /** 5 s to connect, 30 s per request, 10 min for a login. */
        public static final Timeouts DEFAULTS = new Timeouts(Duration.ofSeconds(5), Duration.ofSeconds(30),
                Duration.ofMinutes(10));

        public Timeouts {
            Objects.requireNonNull(connect, "connect");
            Objects.requireNonNull(request, "request");
            Objects.requireNonNull(login, "login");
        }
    }
}
