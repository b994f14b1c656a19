package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverRoutes;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Clients without the token that send a request body a byte a second (and others that never finish
 * their headers) must not freeze the controller or a driver: while 500 + 200 of them are connected,
 * an authorised poll on a new connection still answers within a second, and every slow body gets
 * its 401 without the server waiting for the body.
 */
class SlowClientIT {

    private static final int SLOW_BODIES = 500;
    private static final int SLOW_HEADERS = 200;
    private static final Duration POLL_LIMIT = Duration.ofSeconds(1);

    @RegisterExtension
    final Cluster cluster = new Cluster(1);

    @Test
    void slowClientsWithoutTheTokenCannotFreezeTheControllerOrTheDriver() throws Exception {
        cluster.start();
        attack("controller", cluster.api(), ControllerRoutes.WORKLOADS, ControllerRoutes.DRIVERS);
        attack("driver", cluster.driverApi(1), DriverRoutes.MISSIONS, DriverRoutes.INFO);
    }

    private void attack(String who, Api api, String postPath, String pollPath) throws Exception {
        URI base = URI.create(api.baseUrl());
        List<Socket> bodies = new ArrayList<>();
        List<Socket> headers = new ArrayList<>();
        ScheduledExecutorService drip = Executors.newSingleThreadScheduledExecutor();
        try {
            for (int i = 0; i < SLOW_BODIES; i++) {
                Socket s = open(base);
                write(s, "POST " + postPath + " HTTP/1.1\r\nHost: " + base.getAuthority()
                        + "\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{");
                bodies.add(s);
            }
            for (int i = 0; i < SLOW_HEADERS; i++) {
                Socket s = open(base);
                write(s, "GET " + pollPath + " HTTP/1.1\r\nHost: " + base.getAuthority() + "\r\n");
                headers.add(s);
            }
            // a byte a second on every connection, as the attacker keeps them alive
            drip.scheduleAtFixedRate(() -> {
                bodies.forEach(s -> quietly(s, " "));
                headers.forEach(s -> quietly(s, "X-Slow: 1\r\n"));
            }, 1, 1, TimeUnit.SECONDS);

            for (int i = 0; i < 5; i++) {
                long t0 = System.nanoTime();
                int status = authorisedPoll(api, pollPath);
                Duration took = Duration.ofNanos(System.nanoTime() - t0);
                assertThat(status).as(who + " poll status").isEqualTo(200);
                assertThat(took).as(who + " poll " + i + " under attack").isLessThan(POLL_LIMIT);
                Thread.sleep(500);
            }
            int refused = 0;
            for (Socket s : bodies) {
                refused += statusLine(s).startsWith("HTTP/1.1 401") ? 1 : 0;
            }
            assertThat(refused).as(who + ": slow bodies answered 401 without waiting for the body")
                    .isEqualTo(SLOW_BODIES);
        } finally {
            drip.shutdownNow();
            for (Socket s : bodies) {
                s.close();
            }
            for (Socket s : headers) {
                s.close();
            }
        }
    }

    /** A GET with the token on a new connection (a new client each time: no pooled connection helps). */
    private static int authorisedPoll(Api api, String path) throws Exception {
        try (HttpClient http = HttpClient.newBuilder().connectTimeout(POLL_LIMIT.multipliedBy(5)).build()) {
            HttpRequest r = HttpRequest.newBuilder(URI.create(api.baseUrl() + path)).timeout(Duration.ofSeconds(10))
                    .header("Authorization", "Bearer " + api.token()).GET().build();
            return http.send(r, HttpResponse.BodyHandlers.discarding()).statusCode();
        }
    }

    private static Socket open(URI base) throws IOException {
        Socket s = new Socket(base.getHost(), base.getPort());
        s.setSoTimeout(5_000);
        return s;
    }

    private static void write(Socket s, String text) throws IOException {
        s.getOutputStream().write(text.getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
    }

    private static void quietly(Socket s, String text) {
        try {
            write(s, text);
        } catch (IOException closedByTheServer) {
            // expected for refused requests
        }
    }

    private static String statusLine(Socket s) {
        try {
            InputStream in = s.getInputStream();
            StringBuilder line = new StringBuilder();
            for (int c = in.read(); c >= 0 && c != '\n' && line.length() < 200; c = in.read()) {
                line.append((char) c);
            }
            return line.toString();
        } catch (IOException e) {
            return "";
        }
    }
}
