package io.objbench.driver.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.stats.OpStats;
import io.objbench.driver.MissionManager;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The driver's /metrics: behind the token, the missions' totals as their reports have them. */
class DriverMetricsHttpTest {

    private static final String TOKEN = "metrics-token";

    private final MissionManager manager = MissionManager.withDefaults("d1");
    private DriverServer server;
    private DriverClient client;

    @BeforeEach
    void start() throws Exception {
        server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, TOKEN), manager);
        server.start();
        client = new DriverClient(server.url(), TOKEN);
    }

    @AfterEach
    void stop() throws Exception {
        server.stop();
    }

    @Test
    void theTokenGuardsMetrics() throws Exception {
        assertThat(new DriverClient(server.url(), null).get(DriverRoutes.METRICS).statusCode()).isEqualTo(401);
        assertThat(new DriverClient(server.url(), "wrong").get(DriverRoutes.METRICS).statusCode()).isEqualTo(401);
        HttpResponse<String> ok = client.get(DriverRoutes.METRICS);
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.headers().firstValue("Content-Type").orElse("")).startsWith("application/openmetrics-text");
        assertThat(ok.body()).contains("objbench_driver_missions{driver=\"d1\",state=\"launched\"} 0.0").endsWith("# EOF\n");
    }

    @Test
    void aMissionsOperationsAreItsReportsCounts() throws Exception {
        for (var m : java.util.List.of(TestMissions.init("m-init"), TestMissions.prepare("m-prepare"),
                TestMissions.mixed("m1", 4, 2000))) {
            manager.submit(m);
            manager.login(m.id());
            manager.launch(m.id());
            manager.awaitFinal(m.id(), Duration.ofSeconds(60));
        }
        String text = client.get(DriverRoutes.METRICS).body();
        MissionReport report = manager.close("m1");
        assertThat(report.state()).isEqualTo(MissionState.ACCOMPLISHED);
        long all = 0;
        for (OpStats op : report.ops()) {
            String labels = "{driver=\"d1\",mission=\"m1\",op=\"" + op.opName() + "\",op_id=\"" + op.opId()
                    + "\",op_type=\"" + op.opType() + "\",stage=\"s1-main\",workload_id=\"w1\"}";
            assertThat(text).contains("objbench_operations_total" + labels + " " + op.successes() + ".0\n")
                    .contains("objbench_response_seconds_count" + labels + " " + op.successes() + "\n")
                    .contains("objbench_response_seconds_bucket" + labels.replace("}", ",le=\"+Inf\"}") + " "
                            + op.successes() + "\n");
            all += op.successes();
        }
        assertThat(all).isEqualTo(2000);
    }
}
