package io.objbench.driver.fleet;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverRegistration;
import io.objbench.core.protocol.RegistrationReply;
import io.objbench.http.tls.TlsContexts;
import io.objbench.http.tls.TlsSettings;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A driver's registration with its controller ({@code objbench driver --controller URL}): it
 * sends its {@link DriverRegistration} to {@link ControllerRoutes#REGISTRATIONS} to join, sends
 * it again at the interval the controller answers (the heartbeat; the same call, so a restarted
 * controller learns of the driver at the next one), and on a clean stop deletes it so the
 * controller drops the driver at once. The controller still dials the driver for missions.
 *
 * <p>The first call decides whether the driver can be part of this fleet at all: a refusal (wrong
 * token, a bad field, a name already taken) is final and {@link #join()} throws it. A controller
 * that cannot be reached is not: the driver keeps calling until it answers.
 */
public final class ControllerMembership implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(ControllerMembership.class.getName());
    /** Between calls until the controller tells its heartbeat interval. */
    static final Duration FIRST_RETRY = Duration.ofSeconds(1);

    private final URI controller;
    private final String token;
    private final DriverRegistration self;
    private final HttpClient http;
    private final ScheduledExecutorService timer;
    private volatile Duration interval = FIRST_RETRY;
    private volatile boolean registered;
    private volatile boolean lastFailed;

    /**
     * @param controller the controller's base URL, e.g. {@code http://10.0.0.1:19088}
     * @param token      the shared token, null or empty for none
     * @param self       this driver's registration (name, advertised URL, process id, version)
     */
    public ControllerMembership(URI controller, String token, DriverRegistration self) {
        this(controller, token, self, TlsSettings.NONE);
    }

    /**
     * As {@link #ControllerMembership(URI, String, DriverRegistration)}, reaching an https
     * controller with {@code tls}: its peer certificate is checked against {@code tls.ca()} (the
     * JDK's CAs when none) and the host name, and this driver's own certificate is shown when the
     * controller asks for one.
     */
    public ControllerMembership(URI controller, String token, DriverRegistration self, TlsSettings tls) {
        this.controller = Objects.requireNonNull(controller, "controller");
        this.token = token == null ? "" : token;
        this.self = Objects.requireNonNull(self, "self");
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .sslContext(TlsContexts.client(tls))
                .connectTimeout(Duration.ofSeconds(3)).followRedirects(HttpClient.Redirect.NEVER).build();
        this.timer = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon()
                .name("objbench-heartbeat").factory());
    }

    /**
     * Registers once, then heartbeats in the background. Returns when the controller took the
     * registration, or at once when it cannot be reached (the heartbeats keep trying).
     *
     * @return the controller's reply, null when it was not reached yet
     * @throws RegistrationRefused when the controller answered with a refusal (401, 400, 409, …)
     */
    public RegistrationReply join() throws RegistrationRefused {
        RegistrationReply reply = null;
        try {
            reply = call();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot reach the controller at " + controller + " to register ("
                    + e.getMessage() + "); retrying every " + FIRST_RETRY.toSeconds() + " s");
            lastFailed = true;
        }
        schedule();
        return reply;
    }

    private void schedule() {
        timer.schedule(this::heartbeat, interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void heartbeat() {
        try {
            call();
            if (lastFailed) {
                LOG.log(System.Logger.Level.INFO, "registered with the controller at " + controller + " again");
            }
            lastFailed = false;
        } catch (IOException | RegistrationRefused e) {
            // log the first of a series only: a controller down for an hour must not flood the log
            if (!lastFailed) {
                LOG.log(System.Logger.Level.WARNING, "heartbeat to the controller at " + controller + " failed: "
                        + e.getMessage() + " (retrying every " + interval.toMillis() + " ms)");
            }
            lastFailed = true;
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "heartbeat failed", e);
        } finally {
            if (!timer.isShutdown()) {
                try {
                    schedule();
                } catch (java.util.concurrent.RejectedExecutionException stopped) {
                    // closed meanwhile
                }
            }
        }
    }

    /** One registration call; adopts the interval the controller answers. */
    private RegistrationReply call() throws IOException, RegistrationRefused {
        String body;
        try {
            body = Json.mapper().writeValueAsString(self);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        HttpRequest request = request(ControllerRoutes.REGISTRATIONS).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
        HttpResponse<String> response = send(request);
        if (response.statusCode() != 200) {
            throw new RegistrationRefused(refusal("register", response));
        }
        RegistrationReply reply;
        try {
            reply = Json.mapper().readValue(response.body(), RegistrationReply.class);
        } catch (JsonProcessingException e) {
            throw new IOException("the controller's reply is not a RegistrationReply: " + e.getOriginalMessage(), e);
        }
        if (!registered) {
            LOG.log(System.Logger.Level.INFO, "registered with the controller at " + controller + " as " + self.name()
                    + " (" + self.url() + "): " + reply.outcome() + ", heartbeat every " + reply.heartbeatMillis() + " ms");
        }
        registered = true;
        if (reply.heartbeatMillis() > 0) {
            interval = Duration.ofMillis(Math.max(100, reply.heartbeatMillis()));
        }
        return reply;
    }

    /**
     * Stops the heartbeats and tells the controller this driver leaves (a clean stop), waiting at
     * most a few seconds: a controller that does not answer drops the driver after its liveness
     * limit anyway.
     */
    public void leave() {
        timer.shutdownNow();
        String path = ControllerRoutes.REGISTRATIONS + "/" + URLEncoder.encode(self.name(), StandardCharsets.UTF_8)
                + (self.instance() == null ? "" : "?" + ControllerRoutes.INSTANCE + "="
                + URLEncoder.encode(self.instance(), StandardCharsets.UTF_8));
        try {
            HttpResponse<String> r = send(request(path).DELETE().build());
            if (r.statusCode() == 200) {
                LOG.log(System.Logger.Level.INFO, "left the controller at " + controller);
            } else if (r.statusCode() != 404) {
                LOG.log(System.Logger.Level.WARNING, refusal("leave", r));
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot tell the controller at " + controller + " that this driver"
                    + " leaves (" + e.getMessage() + "); it drops the driver when the heartbeats stop");
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
        http.close();
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder b = HttpRequest.newBuilder(controller.resolve(path)).timeout(Duration.ofSeconds(5))
                .header("Accept", "application/json");
        if (!token.isEmpty()) {
            b.header("Authorization", "Bearer " + token);
        }
        return b;
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /** The controller's refusal as a sentence, with its own message when it sent an ApiError. */
    private String refusal(String what, HttpResponse<String> response) {
        String message = response.body();
        try {
            message = Json.mapper().readValue(response.body(), ApiError.class).message();
        } catch (JsonProcessingException | RuntimeException notAnError) {
            // the raw body then
        }
        return "the controller at " + controller + " refused to " + what + " driver " + self.name() + " ("
                + response.statusCode() + "): " + message;
    }

    /** The controller answered a registration with a refusal: the driver cannot join as configured. */
    public static final class RegistrationRefused extends Exception {
        private static final long serialVersionUID = 1L;

        RegistrationRefused(String message) {
            super(message);
        }
    }
}
