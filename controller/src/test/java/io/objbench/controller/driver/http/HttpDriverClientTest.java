package io.objbench.controller.driver.http;

import io.objbench.core.protocol.ApiErrorKind;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.sun.net.httpserver.HttpServer;
import io.objbench.core.driver.DriverException;
import io.objbench.core.json.Json;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.MissionState;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.DriverRoutes;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The client's HTTP and JSON mapping against a canned JDK server. */
class HttpDriverClientTest {

    /** Canned replies by request path (without query): status and body. */
    private final Map<String, Object[]> replies = new ConcurrentHashMap<>();
    private final Map<String, String> seen = new ConcurrentHashMap<>();
    private HttpServer server;
    private String url;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            seen.put(path, exchange.getRequestMethod() + " " + exchange.getRequestURI().getRawQuery() + " "
                    + exchange.getRequestHeaders().getFirst("Authorization"));
            exchange.getRequestBody().readAllBytes();
            Object[] reply = replies.getOrDefault(path, new Object[] {404, "{\"status\":404,\"message\":\"no route\"}"});
            byte[] body = ((String) reply[1]).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders((Integer) reply[0], body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        url = "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void reply(String path, int status, Object body) throws IOException {
        replies.put(path, new Object[] {status, body instanceof String s ? s : Json.mapper().writeValueAsString(body)});
    }

    @Test
    void infoAndStatusAreDecodedAndTheTokenIsSent() throws Exception {
        reply(DriverRoutes.INFO, 200, new DriverInfo("d1", "1.2", List.of("mock"), List.of("none"), 8, 1234L));
        reply(DriverRoutes.mission("w1-m", DriverRoutes.STATUS), 200,
                new MissionStatus("w1-m", MissionState.LAUNCHED, List.of(), ""));
        HttpDriverClient client = new HttpDriverClient("d1", url, "s3cret");

        assertThat(client.remote()).isTrue();
        assertThat(client.info()).isEqualTo(new DriverInfo("d1", "1.2", List.of("mock"), List.of("none"), 8, 1234L));
        assertThat(client.status("w1-m", 7).state()).isEqualTo(MissionState.LAUNCHED);
        assertThat(seen.get(DriverRoutes.INFO)).isEqualTo("GET null Bearer s3cret");
        assertThat(seen.get(DriverRoutes.mission("w1-m", DriverRoutes.STATUS))).isEqualTo("GET after=7 Bearer s3cret");
    }

    @Test
    void aBasePathIsKept() throws Exception {
        reply("/proxy/d1" + DriverRoutes.INFO, 200, new DriverInfo("d1", "1.2", List.of(), List.of(), 1, 0));
        assertThat(new HttpDriverClient("d1", url + "proxy/d1/", null).info().name()).isEqualTo("d1");
    }

    @Test
    void noTokenNoAuthorizationHeader() throws Exception {
        reply(DriverRoutes.INFO, 200, new DriverInfo("d1", "1.2", List.of(), List.of(), 1, 0));
        new HttpDriverClient("d1", url, " ").info();
        assertThat(seen.get(DriverRoutes.INFO)).isEqualTo("GET null null");
    }

    @ParameterizedTest
    @CsvSource({
        "400, BAD_REQUEST, storage type 'nosuch' is not available on this driver",
        "401, UNAUTHORIZED, missing or wrong token: set token= in conf/driver.conf",
        "404, NOT_FOUND, no mission w9-s1-main-w1-d1",
        "409, CONFLICT, mission w1 is LAUNCHED: close needs a final state",
        "500, UNAVAILABLE, internal error: NullPointerException",
    })
    void errorRepliesKeepTheDriversMessage(int status, ApiErrorKind kind, String message) throws Exception {
        reply(DriverRoutes.mission("w1", DriverRoutes.CLOSE), status, new ApiError(status, message));
        DriverException e = catchThrowableOfType(DriverException.class,
                () -> new HttpDriverClient("d7", url, null).close("w1"));
        assertThat(e.kind()).isEqualTo(kind);
        assertThat(e.driverName()).isEqualTo("d7");
        assertThat(e.getMessage()).isEqualTo("d7: " + message);
        assertThat(seen.get(DriverRoutes.mission("w1", DriverRoutes.CLOSE))).startsWith("POST ");
    }

    @Test
    void aReplyThatIsNoApiErrorIsQuoted() throws Exception {
        reply(DriverRoutes.mission("w1", DriverRoutes.LAUNCH), 502, "<html>Bad Gateway</html>");
        DriverException e = catchThrowableOfType(DriverException.class, () -> new HttpDriverClient("d1", url, null).launch("w1"));
        assertThat(e.kind()).isEqualTo(ApiErrorKind.UNAVAILABLE);
        assertThat(e.getMessage()).isEqualTo("d1: HTTP 502: <html>Bad Gateway</html>");
    }

    @Test
    void anUnreadableSuccessIsUnavailable() throws Exception {
        reply(DriverRoutes.INFO, 200, "{\"name\":\"d1\",\"surprise\":1}");
        DriverException e = catchThrowableOfType(DriverException.class, () -> new HttpDriverClient("d1", url, null).info());
        assertThat(e.kind()).isEqualTo(ApiErrorKind.UNAVAILABLE);
        assertThat(e.getMessage()).startsWith("d1: unreadable reply from " + url + DriverRoutes.INFO.substring(1));
    }

    @Test
    void aClosedPortIsUnreachable() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        DriverException e = catchThrowableOfType(DriverException.class,
                () -> new HttpDriverClient("d1", "http://127.0.0.1:" + port, null).info());
        assertThat(e.kind()).isEqualTo(ApiErrorKind.UNAVAILABLE);
        assertThat(e.getMessage()).startsWith("d1: unreachable at http://127.0.0.1:" + port + DriverRoutes.INFO);
    }

    @Test
    void aSilentDriverTimesOut() throws Exception {
        try (ServerSocket silent = new ServerSocket(0)) {
            // accepts the connection (backlog) but never answers
            HttpDriverClient client = new HttpDriverClient("d1", "http://127.0.0.1:" + silent.getLocalPort(), null,
                    new HttpDriverClient.Timeouts(Duration.ofSeconds(1), Duration.ofMillis(300), Duration.ofSeconds(1)));
            long t0 = System.nanoTime();
            DriverException e = catchThrowableOfType(DriverException.class, client::info);
            assertThat(e.kind()).isEqualTo(ApiErrorKind.UNAVAILABLE);
            assertThat(e.getMessage()).contains("unreachable").contains("no reply within PT0.3S");
            assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(5));
        }
    }
}
