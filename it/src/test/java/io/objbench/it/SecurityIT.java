package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.WorkloadView;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every controller and driver route answers 401 without the token or with a wrong one; a
 * workload's secrets appear in no API response, archived file served by the API or process log,
 * and the workload still runs with them.
 */
class SecurityIT {

    private static final String STORAGE_SECRET = "S3CR3T-storage-9f1c";
    private static final String AUTH_PASSWORD = "PaSsW0rd-auth-77ab";
    private static final String WORK_KEY = "K3Y-work-5e2d";
    private static final List<String> SECRETS = List.of(STORAGE_SECRET, AUTH_PASSWORD, WORK_KEY);

    private static final String WORKLOAD = """
            <workload name="secrets" description="credentials must never be shown">
              <auth type="mock" config="username=alice;password=%s;delay=1" />
              <storage type="mock" config="accesskey=AKIAIT;secretkey=%s;delay=1" />
              <workflow>
                <workstage name="init">
                  <work name="init-d1" type="init" workers="1" interval="1" driver="d1" config="cprefix=sec;containers=r(1,1)" />
                  <work name="init-d2" type="init" workers="1" interval="1" driver="d2" config="cprefix=sec;containers=r(1,1)" />
                </workstage>
                <workstage name="main">
                  <work name="main" workers="2" interval="1" totalOps="200">
                    <storage type="mock" config="delay=1;key=%s" />
                    <operation type="write" ratio="100" config="cprefix=sec;containers=c(1);objects=u(1,100);sizes=c(1)KB" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """.formatted(AUTH_PASSWORD, STORAGE_SECRET, WORK_KEY);

    @RegisterExtension
    final Cluster cluster = new Cluster(2);

    @Test
    void everyRouteNeedsTheTokenAndSecretsAreNeverShown() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(WORKLOAD).id();
        WorkloadView end = api.await(id, Api.ENDED, Duration.ofSeconds(90));
        assertThat(end.state()).as("the run works with its credentials: %s", end).isEqualTo("FINISHED");

        for (Route r : controllerRoutes(id)) {
            assertUnauthorized(api, r);
        }
        JsonNode report = api.report(id);
        List<Route> driverRoutes = driverRoutes(report.path("stages").get(1).path("missions").get(0).path("missionId").asText());
        for (Api driver : cluster.driverApis()) {
            for (Route r : driverRoutes) {
                assertUnauthorized(driver, r);
            }
        }

        List<String> served = new ArrayList<>();
        served.add(api.ok(ControllerRoutes.WORKLOADS));
        served.add(api.ok(ControllerRoutes.workload(id, "")));
        served.add(api.ok(ControllerRoutes.workload(id, ControllerRoutes.REPORT)));
        served.add(api.ok(ControllerRoutes.workload(id, ControllerRoutes.FILES)));
        served.add(api.ok(ControllerRoutes.DRIVERS));
        served.add(api.ok(ControllerRoutes.CLI_INDEX));
        served.add(api.ok(ControllerRoutes.CLI_WORKLOAD + "?id=" + id));
        List<String> files = api.files(id);
        assertThat(files).contains("workload-config.xml", "workload.log", id + "-secrets.json");
        for (String f : files) {
            served.add(api.file(id, f));
        }
        for (int i = 1; i <= 2; i++) {
            served.add(cluster.driverApi(i).ok(DriverRoutes.INFO));
        }
        for (JsonNode stage : report.path("stages")) {
            for (JsonNode m : stage.path("missions")) {
                int driver = Integer.parseInt(m.path("driver").asText().substring(1));
                HttpResponse<String> status = cluster.driverApi(driver).get(
                        DriverRoutes.mission(m.path("missionId").asText(), DriverRoutes.STATUS) + "?after=0");
                served.add(status.body());
            }
        }
        String config = api.file(id, "workload-config.xml");
        assertThat(config).as("the archived workload is served, masked").contains("secretkey=", "password=", "accesskey=AKIAIT");
        for (String body : served) {
            for (String secret : SECRETS) {
                assertThat(body).as("an API response").doesNotContain(secret);
            }
        }
        List<Path> logs;
        try (Stream<Path> walk = Files.walk(cluster.dir())) {
            logs = walk.filter(p -> p.getFileName().toString().endsWith(".log"))
                    .filter(p -> !p.startsWith(cluster.dir().resolve("archive"))).toList();
        }
        assertThat(logs).as("log files of the processes").isNotEmpty();
        for (Path log : logs) {
            String text = Files.readString(log, StandardCharsets.UTF_8);
            for (String secret : SECRETS) {
                assertThat(text).as("log %s", log).doesNotContain(secret);
            }
        }
    }

    /** A method and path to call without credentials. */
    private record Route(String method, String path) {
    }

    private static List<Route> controllerRoutes(String id) {
        return List.of(new Route("GET", ControllerRoutes.WORKLOADS), new Route("POST", ControllerRoutes.WORKLOADS),
                new Route("GET", ControllerRoutes.workload(id, "")),
                new Route("POST", ControllerRoutes.workload(id, ControllerRoutes.CANCEL)),
                new Route("GET", ControllerRoutes.workload(id, ControllerRoutes.REPORT)),
                new Route("GET", ControllerRoutes.workload(id, ControllerRoutes.FILES)),
                new Route("GET", ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/workload.log"),
                new Route("GET", ControllerRoutes.DRIVERS), new Route("POST", ControllerRoutes.CLI_SUBMIT),
                new Route("GET", ControllerRoutes.CLI_INDEX), new Route("GET", ControllerRoutes.CLI_WORKLOAD + "?id=" + id),
                new Route("POST", ControllerRoutes.CLI_CANCEL + "?id=" + id));
    }

    private static List<Route> driverRoutes(String missionId) {
        List<Route> out = new ArrayList<>(List.of(new Route("GET", DriverRoutes.INFO),
                new Route("POST", DriverRoutes.MISSIONS),
                new Route("GET", DriverRoutes.mission(missionId, DriverRoutes.STATUS) + "?after=0")));
        for (String action : List.of(DriverRoutes.LOGIN, DriverRoutes.LAUNCH, DriverRoutes.CLOSE, DriverRoutes.ABORT)) {
            out.add(new Route("POST", DriverRoutes.mission(missionId, action)));
        }
        return out;
    }

    private static void assertUnauthorized(Api api, Route r) {
        String body = r.method().equals("POST") ? "<workload name=\"x\"/>" : null;
        assertThat(api.send(r.path(), r.method(), body, "application/xml", null).statusCode())
                .as("%s %s without a token", r.method(), r.path()).isEqualTo(401);
        assertThat(api.send(r.path(), r.method(), body, "application/xml", "wrong-token").statusCode())
                .as("%s %s with a wrong token", r.method(), r.path()).isEqualTo(401);
    }

}
