package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A COSBench-format workload with the inventory keys, run whole by {@code objbench run} (embedded controller, mock store). */
class InventoryRunCommandTest {

    private static final String XML = """
            <workload name="inventory" description="ssbench-like CRUD on a confirmed-object inventory">
              <storage type="mock" config="delay=0;store=true"/>
              <workflow>
                <workstage name="init"><work type="init" workers="1" config="cprefix=appinv;containers=r(1,2)"/></workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="2" config="cprefix=appinv;inventory=small;containers=r(1,2);objects=r(1,10);sizes=c(1)KB;headFirst=true"/>
                </workstage>
                <workstage name="main">
                  <work name="crud" workers="4" totalOps="400" config="cprefix=appinv;inventory=small">
                    <operation type="write" ratio="20" config="containers=u(1,2);sizes=c(2)KB"/>
                    <operation type="read" ratio="50"/>
                    <operation type="write" ratio="15" config="sizes=c(4)KB;update=true"/>
                    <operation type="delete" ratio="15"/>
                  </work>
                </workstage>
                <workstage name="empty">
                  <work name="starved" workers="2" totalOps="50" config="inventory=never">
                    <operation type="read" ratio="100"/>
                  </work>
                </workstage>
                <workstage name="cleanup"><work type="cleanup" workers="2" config="cprefix=appinv;inventory=small"/></workstage>
                <workstage name="dispose"><work type="dispose" workers="1" config="cprefix=appinv;containers=r(1,2)"/></workstage>
              </workflow>
            </workload>
            """;

    @TempDir
    Path dir;

    @Test
    void aWholeInventoryWorkloadRunsCleanAndReportsUnavailableTurns() throws Exception {
        Path workload = Files.writeString(dir.resolve("inventory.xml"), XML);
        Path archive = dir.resolve("archive");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(new String[] {"run", workload.toString(), "--archive", archive.toString()},
                new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(exit).as(out + "\n" + err).isZero();
        assertThat(out.toString()).contains("s4-empty: read unavailable 50 times (inventory empty: not sent)")
                .containsPattern("s4-empty\\s+ {2}read\\s+50 unavailable");

        JsonNode summary = summaryJson(archive);
        JsonNode stages = summary.get("stages");
        assertThat(stages).hasSize(6);
        for (JsonNode stage : stages) {
            for (JsonNode op : stage.get("ops")) {
                assertThat(op.get("failures").asLong()).as(stage.get("id") + " " + op.get("label")).isZero();
            }
        }
        JsonNode main = stages.get(2).get("ops");
        assertThat(main.get(0).has("unavailable")).as("no unavailable turn: no field").isFalse();
        JsonNode starved = stages.get(3).get("ops").get(0);
        assertThat(starved.get("unavailable").asLong()).isEqualTo(50);
        assertThat(starved.get("opCount").asLong()).isZero();
        // the cleanup deleted what the run created: the 20 prepared objects and the creates left
        long prepared = stages.get(1).get("ops").get(0).get("opCount").asLong();
        assertThat(prepared).isEqualTo(20);
        long created = main.get(0).get("opCount").asLong();
        long deleted = main.get(3).get("opCount").asLong();
        assertThat(stages.get(4).get("ops").get(0).get("opCount").asLong()).isEqualTo(20 + created - deleted);
        assertThat(stages.get(5).get("ops").get(0).get("opCount").asLong()).as("containers empty: deleted").isEqualTo(2);
    }

    private static JsonNode summaryJson(Path archive) throws Exception {
        try (Stream<Path> files = Files.walk(archive)) {
            List<Path> json = files.filter(p -> p.toString().endsWith(".json"))
                    .filter(p -> {
                        try {
                            return Json.mapper().readTree(p.toFile()).has("stages");
                        } catch (Exception e) {
                            return false;
                        }
                    }).toList();
            assertThat(json).hasSize(1);
            return Json.mapper().readTree(json.getFirst().toFile());
        }
    }
}
