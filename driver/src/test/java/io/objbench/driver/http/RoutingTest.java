package io.objbench.driver.http;

import static io.objbench.driver.http.DriverClient.error;
import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.DriverRoutes;
import io.objbench.driver.MissionManager;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Paths resolve to the routes of DriverRoutes and nothing else, each with its one method (a
 * resolved route with an unknown mission answers the manager's 404, an unresolved path the
 * router's "no driver route" 404).
 */
class RoutingTest {

    private DriverServer server;
    private DriverClient client;

    @BeforeEach
    void start() throws Exception {
        server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, "t"), MissionManager.withDefaults("routes"));
        server.start();
        client = new DriverClient(server.url(), "t");
    }

    @AfterEach
    void stop() throws Exception {
        server.stop();
    }

    @Test
    void everyRouteOfDriverRoutesResolves() throws Exception {
        assertThat(client.get(DriverRoutes.INFO).statusCode()).isEqualTo(200);
        assertThat(client.get(DriverRoutes.MISSIONS).statusCode()).isEqualTo(200);
        assertThat(client.post(DriverRoutes.MISSIONS, "{}").statusCode()).isEqualTo(400);
        // the id reaches the manager whole: its 404 names the mission
        assertThat(error(client.post(DriverRoutes.mission("w3-s2-main-w1-d1", DriverRoutes.LOGIN), "")).message())
                .isEqualTo("no mission w3-s2-main-w1-d1 on driver routes");
        for (String action : new String[] {DriverRoutes.LAUNCH, DriverRoutes.CLOSE, DriverRoutes.ABORT}) {
            assertThat(error(client.post(DriverRoutes.mission("m", action), "")).message()).as(action)
                    .isEqualTo("no mission m on driver routes");
        }
        assertThat(error(client.get(DriverRoutes.mission("m", DriverRoutes.STATUS))).message())
                .isEqualTo("no mission m on driver routes");
        assertThat(client.post(DriverRoutes.TRIGGERS, "{}").statusCode()).isEqualTo(400);
        HttpResponse<String> stop = client.post(DriverRoutes.trigger("t12"), "");
        assertThat(stop.statusCode()).isEqualTo(404);
        assertThat(error(stop).message()).doesNotStartWith("no driver route").contains("t12");
        // one method each
        assertThat(client.get(DriverRoutes.TRIGGERS).statusCode()).isEqualTo(405);
        assertThat(client.post(DriverRoutes.mission("m", DriverRoutes.STATUS), "").statusCode()).isEqualTo(405);
        assertThat(client.get(DriverRoutes.mission("m", DriverRoutes.CLOSE)).statusCode()).isEqualTo(405);
    }

    @Test
    void otherPathsDoNotResolve() throws Exception {
        for (String p : new String[] {"/", DriverRoutes.PREFIX, DriverRoutes.MISSIONS + "/", DriverRoutes.MISSIONS + "//login",
                DriverRoutes.MISSIONS + "/m", DriverRoutes.mission("m", "kill"), DriverRoutes.mission("m", "login/x"),
                DriverRoutes.INFO + "x", "/objbench/v2/driver/info", DriverRoutes.TRIGGERS + "/",
                DriverRoutes.TRIGGERS + "/stop", DriverRoutes.TRIGGERS + "//stop", DriverRoutes.TRIGGERS + "/a/b/stop",
                DriverRoutes.TRIGGERS + "/t1", DriverRoutes.TRIGGERS + "/t1/kill"}) {
            for (HttpResponse<String> r : java.util.List.of(client.get(p), client.post(p, ""))) {
                if (p.contains("//")) {
                    // an empty segment is ambiguous: Jetty refuses it before any route is looked up
                    assertThat(r.statusCode()).as(p).isEqualTo(400);
                    continue;
                }
                assertThat(r.statusCode()).as(p).isEqualTo(404);
                assertThat(error(r).message()).as(p).isEqualTo("no driver route " + p + " (routes start with "
                        + DriverRoutes.PREFIX + ")");
            }
        }
    }
}
