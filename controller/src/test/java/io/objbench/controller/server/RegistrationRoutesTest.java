package io.objbench.controller.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.QueueTestKit;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.protocol.RegistrationReply;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.http.HttpProblem;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The registration routes on a real server: the token, every bad field named, join, heartbeat,
 * conflict, leave, and how the driver list shows each joined. Registered drivers are reached
 * in-process (a real mission manager per name), so they come alive as a remote one would.
 */
class RegistrationRoutesTest {

    private static final String TOKEN = "tok-reg";

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newHttpClient();
    private WorkloadQueue queue;
    private DriverPool pool;
    private ControllerServer server;

    @BeforeEach
    void start() throws Exception {
        History history = QueueTestKit.history(dir);
        queue = new WorkloadQueue(history, 1, QueueTestKit.runners(), Clock.systemUTC());
        pool = new DriverPool(Map.of(new DriverEndpoint("static1", "http://127.0.0.1:18088"),
                new LocalDriverClient(MissionManager.withDefaults("static1"))), 3, Duration.ofSeconds(5), Clock.systemUTC());
        pool.acceptRegistrations(Duration.ofSeconds(1), 3,
                e -> new LocalDriverClient(MissionManager.withDefaults(e.name())));
        pool.pollNow();
        server = ControllerServer.newServer(new ServerSettings("127.0.0.1", 0, TOKEN, ZoneOffset.UTC), queue, history, pool);
        server.start();
    }

    @AfterEach
    void stop() throws Exception {
        queue.shutdown(Duration.ofSeconds(30));
        server.stop();
        pool.close();
    }

    private HttpResponse<String> register(String body, boolean withToken) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(server.uri().resolve(ControllerRoutes.REGISTRATIONS))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (withToken) {
            b.header("Authorization", "Bearer " + TOKEN);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> leave(String pathAndQuery) throws Exception {
        return http.send(HttpRequest.newBuilder(server.uri().resolve(pathAndQuery))
                .header("Authorization", "Bearer " + TOKEN).DELETE().build(), HttpResponse.BodyHandlers.ofString());
    }

    private List<DriverView> drivers() throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(server.uri().resolve(ControllerRoutes.DRIVERS))
                .header("Authorization", "Bearer " + TOKEN).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        return Json.mapper().readValue(r.body(), new TypeReference<List<DriverView>>() { });
    }

    private static String message(HttpResponse<String> r) throws Exception {
        return Json.mapper().readValue(r.body(), ApiError.class).message();
    }

    @Test
    void registrationNeedsTheToken() throws Exception {
        HttpResponse<String> r = register("{\"name\":\"d1\",\"url\":\"http://10.0.0.5:18088\"}", false);
        assertThat(r.statusCode()).isEqualTo(401);
        assertThat(drivers()).extracting(DriverView::name).containsExactly("static1");
    }

    @Test
    void badInputIsA400NamingTheField() throws Exception {
        record Case(String body, String expected) {
        }
        List<Case> cases = List.of(
                new Case("{\"name\":\"d1\",", "malformed registration JSON at line 1"),
                new Case("[1]", "must be a JSON object"),
                new Case("{\"url\":\"http://10.0.0.5:18088\"}", "field 'name' is missing"),
                new Case("{\"name\":\"\",\"url\":\"http://10.0.0.5:18088\"}", "field 'name' is empty"),
                new Case("{\"name\":\"a b\",\"url\":\"http://10.0.0.5:18088\"}", "field 'name' is 'a b': a driver name"),
                new Case("{\"name\":7,\"url\":\"http://10.0.0.5:18088\"}", "field 'name' must be a string"),
                new Case("{\"name\":\"d1\"}", "field 'url' is missing"),
                new Case("{\"name\":\"d1\",\"url\":\"10.0.0.5:18088\"}", "field 'url' is '10.0.0.5:18088'"),
                new Case("{\"name\":\"d1\",\"url\":\"ftp://h:1\"}", "field 'url' is 'ftp://h:1'"),
                new Case("{\"name\":\"d1\",\"url\":\"http://h:1/x\"}", "has no path"),
                new Case("{\"name\":\"d1\",\"url\":\"http://h:1\",\"colour\":\"red\"}", "unknown field 'colour'"));
        for (Case c : cases) {
            HttpResponse<String> r = register(c.body(), true);
            assertThat(r.statusCode()).as(c.body()).isEqualTo(400);
            assertThat(message(r)).as(c.body()).contains(c.expected());
        }
        assertThat(drivers()).extracting(DriverView::name).containsExactly("static1");
    }

    @Test
    void aLoopbackUrlFromAnotherHostIsRefused() throws Exception {
        assertThatThrownBy(() -> RegistrationBody.parse("{\"name\":\"d1\",\"url\":\"http://127.0.0.1:18088\"}", "10.1.2.3"))
                .isInstanceOf(HttpProblem.class).hasMessageContaining("field 'url'")
                .hasMessageContaining("the controller would dial itself").hasMessageContaining("--advertise");
        assertThat(RegistrationBody.parse("{\"name\":\"d1\",\"url\":\"http://localhost:18088/driver\"}", "127.0.0.1").url())
                .as("from this host a loopback URL is right; COSBench's /driver is dropped").isEqualTo("http://localhost:18088");
        assertThat(RegistrationBody.loopbackLiteral("::1")).isTrue();
        assertThat(RegistrationBody.loopbackLiteral("10.0.0.1")).isFalse();
        assertThat(RegistrationBody.loopbackLiteral("cafe")).as("a name is not resolved").isFalse();
    }

    @Test
    void aDriverJoinsHeartbeatsIsListedAsRegisteredAndLeaves() throws Exception {
        HttpResponse<String> r = register("{\"name\":\"d1\",\"url\":\"http://10.0.0.5:18088\",\"instance\":\"p1\"}", true);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        RegistrationReply reply = Json.mapper().readValue(r.body(), RegistrationReply.class);
        assertThat(reply).isEqualTo(new RegistrationReply("d1", "joined", 1000, 3000));
        assertThat(Json.mapper().readValue(register("{\"name\":\"d1\",\"url\":\"http://10.0.0.5:18088\",\"instance\":\"p1\"}",
                true).body(), RegistrationReply.class).outcome()).isEqualTo("renewed");

        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!drivers().stream().filter(d -> d.name().equals("d1")).allMatch(DriverView::alive)
                && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        List<DriverView> list = drivers();
        assertThat(list).extracting(DriverView::name).containsExactly("static1", "d1");
        DriverView st = list.get(0);
        DriverView d1 = list.get(1);
        assertThat(st.joined()).isEqualTo(DriverView.STATIC);
        assertThat(st.lastHeartbeatMillis()).isZero();
        assertThat(d1.joined()).isEqualTo(DriverView.REGISTERED);
        assertThat(d1.alive()).as("polled at once on joining").isTrue();
        assertThat(d1.joinedMillis()).isPositive();
        assertThat(d1.lastHeartbeatMillis()).isGreaterThanOrEqualTo(d1.joinedMillis());

        HttpResponse<String> taken = register("{\"name\":\"d1\",\"url\":\"http://10.0.0.6:18088\"}", true);
        assertThat(taken.statusCode()).isEqualTo(409);
        assertThat(message(taken)).contains("registered by the driver at http://10.0.0.5:18088");
        HttpResponse<String> configured = register("{\"name\":\"static1\",\"url\":\"http://10.0.0.6:18088\"}", true);
        assertThat(configured.statusCode()).isEqualTo(409);
        assertThat(message(configured)).contains("configured in controller.conf");

        assertThat(leave(ControllerRoutes.REGISTRATIONS + "/d1?instance=other").statusCode())
                .as("another process's leave keeps this one").isEqualTo(404);
        assertThat(leave(ControllerRoutes.REGISTRATIONS + "/d1?instance=p1").statusCode()).isEqualTo(200);
        assertThat(drivers()).extracting(DriverView::name).containsExactly("static1");
        assertThat(leave(ControllerRoutes.REGISTRATIONS + "/d1").statusCode()).isEqualTo(404);
    }

    @Test
    void aDriverWithoutHeartbeatIsDroppedAfterTheLimit() throws Exception {
        pool.start();
        assertThat(register("{\"name\":\"d2\",\"url\":\"http://10.0.0.7:18088\"}", true).statusCode()).isEqualTo(200);
        assertThat(drivers()).extracting(DriverView::name).contains("d2");
        long start = System.nanoTime();
        while (drivers().stream().anyMatch(d -> d.name().equals("d2"))) {
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
            Thread.sleep(50);
        }
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("not before the limit of 3 s")
                .isGreaterThanOrEqualTo(Duration.ofMillis(2900));
    }
}
