package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.AuthToken;
import io.objbench.controller.driver.DriverClient;
import io.objbench.controller.driver.LocalDriverClient;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A full 5-stage workload (init, prepare, 80/15/5 read/write/delete main, cleanup, dispose) with
 * {@code hashCheck=true} through the real runner and driver, against real Swift with tempauth and
 * with Keystone v3; afterwards the account, asked directly, holds none of the run's containers.
 */
class SwiftWorkloadIT {

    private static final String XML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <workload name="swift-it" description="five stages on real Swift">
              <auth type="AUTHTYPE" config="AUTHCONFIG" />
              <storage type="swift" config="timeout=30000" />
              <workflow>
                <workstage name="init">
                  <work type="init" workers="2" config="cprefix=PREFIX;containers=r(1,2)" />
                </workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="4" config="cprefix=PREFIX;containers=r(1,2);objects=r(1,80);sizes=c(4)KB;hashCheck=true" />
                </workstage>
                <workstage name="main">
                  <work name="main" workers="4" totalOps="200">
                    <operation type="read" ratio="80" config="cprefix=PREFIX;containers=u(1,2);objects=u(1,20);hashCheck=true" />
                    <operation type="write" ratio="15" config="cprefix=PREFIX;containers=u(1,2);objects=u(21,30);sizes=u(1,64)KB;hashCheck=true" />
                    <operation type="delete" ratio="5" division="object" config="cprefix=PREFIX;containers=c(1);objects=s(31,80)" />
                  </work>
                </workstage>
                <workstage name="cleanup">
                  <work type="cleanup" workers="2" config="cprefix=PREFIX;containers=r(1,2);objects=r(1,80)" />
                </workstage>
                <workstage name="dispose">
                  <work type="dispose" workers="2" config="cprefix=PREFIX;containers=r(1,2)" />
                </workstage>
              </workflow>
            </workload>
            """;

    @Test
    @Timeout(300)
    void fiveStagesWithTempauth() throws Exception {
        run("swauth", Backends.tempauth(), new SwauthFactory());
    }

    @Test
    @Timeout(300)
    void fiveStagesWithKeystone() throws Exception {
        run("keystone", Backends.keystone(), new KeystoneFactory());
    }

    private static void run(String authType, AdaptorConfig auth, AuthAdaptorFactory factory) throws Exception {
        String prefix = "objbench-it-" + UUID.randomUUID().toString().substring(0, 8) + "-";
        String xml = XML.replace("AUTHTYPE", authType).replace("AUTHCONFIG", Backends.inline(auth) + ";caching=true")
                .replace("PREFIX", prefix);
        Map<String, DriverClient> drivers = Map.of("driver1", new LocalDriverClient(MissionManager.withDefaults("driver1")));
        WorkloadRunner runner = new WorkloadRunner(drivers, RunSettings.defaults().withTick(Duration.ofMillis(500)),
                RunListener.NONE);

        WorkloadResult result = runner.run("w1", WorkloadReader.read(xml, "swift-it.xml"));

        assertThat(result.state()).as("workload state; stages: %s", result.stages().stream()
                .map(s -> s.stage().name() + " " + s.state() + " " + s.message()).toList())
                .isEqualTo(WorkloadState.FINISHED);
        for (StageResult stage : result.stages()) {
            for (WorkResult work : stage.works()) {
                for (OpStats op : work.ops()) {
                    assertThat(op.failures()).as("failures of %s in %s: %s", op.opName(), stage.stage().name(), op.errors())
                            .isZero();
                }
            }
        }
        Map<String, Long> main = new java.util.HashMap<>();
        result.stages().get(2).works().get(0).ops().forEach(op -> main.merge(op.opType(), op.successes(), Long::sum));
        assertThat(main.values().stream().mapToLong(Long::longValue).sum()).as("main operations").isEqualTo(200);
        assertThat(main.get("read")).as("reads of the 80/15/5 mix").isBetween(120L, 190L);
        assertThat(result.stages().get(1).works().get(0).ops().get(0).successes()).as("prepared objects").isEqualTo(160);
        assertThat(containersStartingWith(auth, factory, prefix)).as("containers left on the server").isZero();
    }

    /** Asks Swift itself (GET on the account) how many containers carry {@code prefix}. */
    private static int containersStartingWith(AdaptorConfig auth, AuthAdaptorFactory factory, String prefix) throws Exception {
        AuthToken token;
        try (AuthAdaptor login = factory.create(auth)) {
            token = Backends.login(login);
        }
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(
                            URI.create(token.get(AuthToken.STORAGE_URL) + "?format=json&prefix=" + prefix))
                    .header("X-Auth-Token", token.get(AuthToken.TOKEN)).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as("account listing status").isIn(200, 204);
            if (response.statusCode() == 204 || response.body().isBlank()) {
                return 0;
            }
            JsonNode list = new ObjectMapper().readTree(response.body());
            return list.size();
        }
    }
}
