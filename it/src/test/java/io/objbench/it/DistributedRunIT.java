package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A controller and three driver JVMs run a multi-stage mock workload: the merged results equal the
 * sum of the per-driver ones, merged percentiles those of the union of all samples, exactly;
 * pinned works run on their driver; division slices are disjoint across drivers. Mock storage with
 * {@code store=true} is in memory per driver process, so a read sent to a driver that did not
 * write the object fails.
 */
class DistributedRunIT {

    @RegisterExtension
    final Cluster cluster = new Cluster(3);

    /** prepare: r(1,33) objects in 2 containers, 3 workers → 11 objects per worker. */
    private static final String WORKLOAD = """
            <workload name="it-distributed" description="multi-stage mock run over three drivers">
              <storage type="mock" config="delay=1;size=1KB;store=true" />
              <workflow>
                <workstage name="init">
                  <work name="init-d1" type="init" workers="1" interval="1" driver="d1" config="cprefix=it;containers=r(1,3)" />
                  <work name="init-d2" type="init" workers="1" interval="1" driver="d2" config="cprefix=it;containers=r(1,3)" />
                  <work name="init-d3" type="init" workers="1" interval="1" driver="d3" config="cprefix=it;containers=r(1,3)" />
                </workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="3" interval="1" config="cprefix=it;containers=r(1,2);objects=r(1,33);sizes=c(1)KB" />
                </workstage>
                <workstage name="uneven">
                  <work type="prepare" workers="4" interval="1" config="cprefix=it;containers=r(3,3);objects=r(1,10);sizes=c(2)KB" />
                </workstage>
                <workstage name="readonce">
                  <work name="readonce" workers="3" interval="1" totalOps="66" division="object">
                    <operation type="read" ratio="100" config="cprefix=it;containers=r(1,2);objects=r(1,33)" />
                  </work>
                </workstage>
                <workstage name="main">
                  <work name="main" workers="3" interval="1" totalOps="1000" division="object">
                    <operation type="read" ratio="80" config="cprefix=it;containers=u(1,2);objects=u(1,33)" />
                    <operation type="write" ratio="20" config="cprefix=it;containers=u(1,2);objects=u(1,33);sizes=c(1)KB" />
                  </work>
                </workstage>
                <workstage name="pinned">
                  <work name="on-d2" workers="2" interval="1" totalOps="40" driver="d2">
                    <operation type="write" ratio="100" config="cprefix=it;containers=c(3);objects=u(100,200);sizes=c(1)KB" />
                  </work>
                </workstage>
                <workstage name="cleanup">
                  <work type="cleanup" workers="3" interval="1" config="cprefix=it;containers=r(1,2);objects=r(1,33)" />
                </workstage>
                <workstage name="dispose">
                  <work name="dispose-d1" type="dispose" workers="1" interval="1" driver="d1" config="cprefix=it;containers=r(1,3)" />
                  <work name="dispose-d2" type="dispose" workers="1" interval="1" driver="d2" config="cprefix=it;containers=r(1,3)" />
                  <work name="dispose-d3" type="dispose" workers="1" interval="1" driver="d3" config="cprefix=it;containers=r(1,3)" />
                </workstage>
              </workflow>
            </workload>
            """;

    @Test
    void mergedResultsAreExactSumsAndSlicesAreDisjoint() throws Exception {
        cluster.start();
        Api api = cluster.api();
        JsonNode report = api.runToFinished(WORKLOAD, Duration.ofMinutes(3));

        for (JsonNode stage : report.path("stages")) {
            assertThat(stage.path("state").asText()).as("state of %s", stage.path("id")).isEqualTo("completed");
            stage.path("ops").forEach(Reports::assertExactMerge);
        }

        // pinning: every mission of work k of init/dispose on driver dk, the pinned stage only on d2
        for (String s : new String[] {"s1-init", "s8-dispose"}) {
            JsonNode missions = Reports.stage(report, s).path("missions");
            assertThat(missions.size()).as("missions of %s", s).isEqualTo(3);
            missions.forEach(m -> assertThat(m.path("driver").asText()).as("driver of %s", m)
                    .isEqualTo("d" + m.path("workIndex").asInt()));
        }
        JsonNode pinned = Reports.stage(report, "s6-pinned");
        assertThat(pinned.path("missions")).isNotEmpty()
                .allSatisfy(m -> assertThat(m.path("driver").asText()).isEqualTo("d2"));
        assertThat(Reports.opCountByDriver(Reports.ops(pinned, "write").get(0))).isEqualTo(Map.of("d2", 40L));

        // division: prepare's per-driver counts are the global slices' sizes (§2.5) times the containers
        JsonNode prepare = Reports.ops(Reports.stage(report, "s2-prepare"), "prepare-write").get(0);
        assertThat(Reports.opCountByDriver(prepare)).isEqualTo(Map.of("d1", 22L, "d2", 22L, "d3", 22L));
        assertThat(prepare.path("opCount").asLong()).isEqualTo(33 * 2);
        // 4 workers over 3 drivers: d1 has workers 1-2 (objects 1-3, 4-6), d2 worker 3 (7-8), d3 worker 4 (9-10)
        JsonNode uneven = Reports.ops(Reports.stage(report, "s3-uneven"), "prepare-write").get(0);
        assertThat(Reports.opCountByDriver(uneven)).isEqualTo(Map.of("d1", 6L, "d2", 2L, "d3", 2L));
        assertThat(uneven.path("opCount").asLong()).isEqualTo(10);

        // each object read exactly once, and found: the read slices are the driver's own prepare slices
        JsonNode read = Reports.ops(Reports.stage(report, "s4-readonce"), "read").get(0);
        assertThat(read.path("opCount").asLong()).isEqualTo(66);
        assertThat(read.path("failures").asLong()).as("reads of objects a driver does not hold").isZero();
        assertThat(read.path("successRatio").asDouble()).isEqualTo(1.0);
        assertThat(Reports.opCountByDriver(read)).isEqualTo(Map.of("d1", 22L, "d2", 22L, "d3", 22L));

        // totalOps not divisible by the workers is still exact
        JsonNode main = Reports.stage(report, "s5-main");
        long attempts = 0;
        for (JsonNode op : main.path("ops")) {
            attempts += op.path("opCount").asLong() + op.path("failures").asLong();
            assertThat(op.path("failures").asLong()).as("failures of %s", op.path("label")).isZero();
        }
        assertThat(attempts).as("operations of the main stage (totalOps=1000, 3 workers)").isEqualTo(1000);
        assertThat(Reports.ops(main, "read").get(0).path("missions").size()).isEqualTo(3);

        JsonNode cleanup = Reports.ops(Reports.stage(report, "s7-cleanup"), "cleanup-delete").get(0);
        assertThat(cleanup.path("opCount").asLong()).isEqualTo(66);
        assertThat(cleanup.path("failures").asLong()).isZero();
    }
}
