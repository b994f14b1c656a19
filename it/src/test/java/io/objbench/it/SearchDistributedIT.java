package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 11's capacity search over three driver JVMs through a standing controller: {@code objbench
 * submit --search --slo … --wait} writes the search into the workload, the controller runs every
 * step over the three drivers (each step's rate split as any rate is), and the answer lies within
 * the precision of the fleet's capacity, which the mock's model gives: each driver's mission has a
 * server of {@code capacity} ops/s, so the fleet serves three times that.
 */
class SearchDistributedIT {

    private static final int CAPACITY = 150; // per driver's mission
    private static final int DRIVERS = 3;
    private static final double SLO_MS = 200; // a cold driver JVM's first second reached 145 ms at 140 ops/s (CI, 2 cores)
    private static final int STEP = 3;
    private static final int WARMUP = 2;
    private static final double PRECISION = 0.05;

    @RegisterExtension
    final Cluster cluster = new Cluster(DRIVERS);

    // 48 workers: 16 per driver, so each driver's mission offers a third of each step's rate
    private static final String WORKLOAD = """
            <workload name="it-search" description="capacity search over three drivers">
              <storage type="mock" config="latency=fixed(1);capacity=%d" />
              <workflow>
                <workstage name="main">
                  <work name="main" workers="48" interval="1" runtime="60" rate="100">
                    <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """.formatted(CAPACITY);

    @Test
    void submitSearchOverThreeDriversFindsTheFleetCapacity() throws Exception {
        cluster.start();
        Api api = cluster.api();
        Path file = cluster.dir().resolve("search.xml");
        Files.writeString(file, WORKLOAD, StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of(Dist.home().resolve("bin/objbench").toString(), "submit",
                "--url", api.baseUrl(), "--token", api.token(), "--search", "--slo", "read.p99<=" + (int) SLO_MS + "ms",
                "--slo", "errors<0.1%", "--from", "140", "--to", "3600", "--step-time", STEP + "s",
                "--warmup", WARMUP + "s", "--precision", "5%", "--wait", file.toString()));
        Path log = cluster.dir().resolve("submit.log");
        Process submit = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertThat(submit.waitFor(5, TimeUnit.MINUTES)).as("submit --wait ended").isTrue();
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(submit.exitValue()).as(out + cluster.logs()).isZero();
        Matcher id = Pattern.compile("Accepted with ID: (w[0-9]+)").matcher(out);
        assertThat(id.find()).as(out).isTrue();

        JsonNode search = Api.tree(api.file(id.group(1), "search.json"));
        JsonNode report = api.report(id.group(1));
        assertThat(report.path("search")).isEqualTo(search);
        assertThat(search.path("outcome").asText()).isEqualTo("found");
        double known = CAPACITY * DRIVERS;
        double answer = search.path("answer").path("load").asDouble();
        // every rate up to the capacity passes; above it the backlog (rate/C - 1) × elapsed time
        // breaks the SLO once it exceeds it at the window's p99
        assertThat(answer).isBetween(known / (1 + PRECISION), known * (1 + SLO_MS / 1000 / (WARMUP + 0.99 * STEP)));
        JsonNode bracket = search.path("bracket");
        assertThat((bracket.path("high").asDouble() - bracket.path("low").asDouble()) / bracket.path("low").asDouble())
                .isLessThanOrEqualTo(PRECISION);
        assertThat(out).contains("answer: " + search.path("answer").path("load").asText().replaceAll("\\.0$", "")
                + " ops/s");

        // every step was a stage run by all three drivers, its rate split between them
        for (JsonNode step : search.path("steps")) {
            JsonNode stage = Reports.stage(report, step.path("stage").asText());
            assertThat(stage.path("state").asText()).isEqualTo("completed");
            JsonNode read = Reports.ops(stage, "read").getFirst();
            assertThat(read.path("missions").size()).as(step.path("stage").asText()).isEqualTo(DRIVERS);
            Reports.assertExactMerge(read);
            assertThat(read.path("openLoop").path("targetRate").asDouble()).isEqualTo(step.path("load").asDouble());
        }
    }
}
