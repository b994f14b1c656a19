package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code objbench sweep}: the workload generated from the options (stages, sizes, operations on the
 * inventory), a short sweep on the mock run to FINISHED through the embedded controller, and bad
 * options as errors before anything runs.
 */
class SweepCommandTest {

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = ObjbenchCommand.execute(args, new PrintWriter(o, true), new PrintWriter(e, true));
        out = o.toString();
        err = e.toString();
        return code;
    }

    private Path file() throws Exception {
        return Files.writeString(dir.resolve("w.xml"), """
                <workload name="mine">
                  <auth type="none" />
                  <storage type="mock" config="delay=0;store=true" />
                  <workflow>
                    <workstage name="main">
                      <work name="main" workers="4" runtime="10">
                        <operation type="read" ratio="100" config="containers=u(1,4);objects=u(1,100)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """);
    }

    @Test
    void theGeneratedWorkloadHasOneStagePerSizeAndOperationOnTheInventory() throws Exception {
        List<String> sizes = List.of("24KB", "32KB", "1MB");
        List<Long> bytes = List.of(24_000L, 32_000L, 1_000_000L);
        List<String> ops = List.of("delete", "create", "read", "update"); // run in CRUD order whatever the order given
        int workers = 6;
        long count = 50;
        int containers = 3;
        SweepPlan plan = SweepPlan.of(String.join(",", sizes), String.join(",", ops), workers, null, count, null,
                containers);
        Workload w = WorkloadReader.read(plan.xml("sweep-x", new AdaptorSpec("none", ""),
                new AdaptorSpec("mock", "delay=1&2")), "sweep.xml");
        List<String> crud = SweepPlan.OPERATIONS;
        List<String> expected = new ArrayList<>(List.of("init"));
        for (String s : sizes) {
            expected.add("prepare-" + s);
            crud.forEach(op -> expected.add(s + "-" + op));
            expected.add("cleanup-" + s);
        }
        expected.add("dispose");
        assertThat(w.stages()).extracting(Stage::name).containsExactlyElementsOf(expected).isEqualTo(plan.stageNames());
        assertThat(w.stages().getFirst().works().getFirst().storage()).isEqualTo(new AdaptorSpec("mock", "delay=1&2"));
        for (int i = 0; i < sizes.size(); i++) {
            String size = sizes.get(i);
            String inventory = "size-" + size;
            Work prepare = work(w, "prepare-" + size);
            assertThat(prepare.type()).isEqualTo(WorkType.PREPARE);
            assertThat(prepare.config()).containsEntry("inventory", inventory)
                    .containsEntry("objects", "r(1," + (count + containers - 1) / containers + ")")
                    .containsEntry("containers", "r(1," + containers + ")");
            for (String op : crud) {
                Work work = work(w, size + "-" + op);
                assertThat(work.workers()).isEqualTo(workers);
                assertThat(work.totalOps()).isEqualTo(count);
                assertThat(work.runtime()).isZero();
                assertThat(work.config()).containsEntry("inventory", inventory);
                Operation o = work.operations().getFirst();
                assertThat(work.operations()).hasSize(1);
                assertThat(o.type()).isEqualTo(op.equals("create") || op.equals("update") ? "write" : op);
                assertThat(o.effectiveConfig().get("update")).isEqualTo(op.equals("update") ? "true" : null);
                if (op.equals("create") || op.equals("update")) {
                    assertThat(o.effectiveConfig().get("sizes")).isEqualTo("c(" + bytes.get(i) / (size.endsWith("MB")
                            ? 1_000_000 : 1000) + ")" + size.replaceAll("[0-9]", ""));
                }
            }
            assertThat(work(w, "cleanup-" + size).config()).containsEntry("inventory", inventory);
        }
        // creates only: nothing to prepare; by seconds: a runtime
        SweepPlan creates = SweepPlan.of("4KB", "create", 2, 7, null, null, 4);
        Workload c = WorkloadReader.read(creates.xml("c", null, new AdaptorSpec("mock", "")), "c.xml");
        assertThat(c.stages()).extracting(Stage::name).containsExactly("init", "4KB-create", "cleanup-4KB", "dispose");
        assertThat(work(c, "4KB-create").runtime()).isEqualTo(7);
        assertThat(work(c, "4KB-create").totalOps()).isZero();
        assertThat(SweepPlan.of("4KB", "read", 2, 7, null, null, 4).objects()).isEqualTo(SweepPlan.DEFAULT_OBJECTS);
        assertThat(SweepPlan.of("4KB", "read", 2, null, 30L, 5L, 4).objects()).isEqualTo(5);
    }

    private static Work work(Workload w, String stage) {
        return w.stages().stream().filter(s -> s.name().equals(stage)).findFirst().orElseThrow().works().getFirst();
    }

    @Test
    void aShortSweepOnMockFinishesWithEveryOperationOnConfirmedObjects() throws Exception {
        Path archive = dir.resolve("archive");
        long count = 40;
        int code = run("sweep", file().toString(), "--archive", archive.toString(), "--quiet", "--sizes", "2KB,8KB",
                "--ops", "create,read,update,delete", "--workers", "4", "--ops-count", Long.toString(count));
        assertThat(code).as(out + err).isZero();
        assertThat(out).contains("workload w1 finished").contains("sweep: operations per second")
                .contains("sweep: MB/s").containsPattern("\n2KB +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+\n")
                .containsPattern("\n8KB +[0-9.]+ +[0-9.]+ +[0-9.]+ +-\n");
        JsonNode summary;
        try (Stream<Path> s = Files.list(archive.resolve("w1-sweep-mine"))) {
            Path json = s.filter(p -> p.getFileName().toString().equals("w1-sweep-mine.json")).findFirst().orElseThrow();
            summary = Json.mapper().readTree(json.toFile());
        }
        assertThat(summary.get("state").asText()).isEqualTo("finished");
        List<String> ids = new ArrayList<>();
        for (JsonNode stage : summary.get("stages")) {
            ids.add(stage.get("id").asText());
            for (JsonNode op : stage.get("ops")) {
                assertThat(op.get("failures").asLong()).as(stage.get("id").asText()).isZero();
                assertThat(op.has("unavailable")).as(stage.get("id") + ": nothing missing").isFalse();
            }
        }
        assertThat(ids).containsExactly("s1-init", "s2-prepare-2KB", "s3-2KB-create", "s4-2KB-read", "s5-2KB-update",
                "s6-2KB-delete", "s7-cleanup-2KB", "s8-prepare-8KB", "s9-8KB-create", "s10-8KB-read",
                "s11-8KB-update", "s12-8KB-delete", "s13-cleanup-8KB", "s14-dispose");
        JsonNode read = summary.get("stages").get(3).get("ops").get(0);
        assertThat(read.get("opCount").asLong()).isEqualTo(count);
        assertThat(read.get("byteCount").asLong()).as("reads return what was written").isEqualTo(count * 2000);
        // the cleanup deletes what is left: the prepared, plus the creates, less the deletes
        long prepared = summary.get("stages").get(1).get("ops").get(0).get("opCount").asLong();
        assertThat(prepared).isGreaterThanOrEqualTo(count);
        assertThat(summary.get("stages").get(6).get("ops").get(0).get("opCount").asLong()).isEqualTo(prepared);
    }

    @Test
    void aScenarioSweepsItsSizeClassesOnItsStorage() throws Exception {
        // three classes, one unused (no initial files); the scenario's policy goes into the storage
        Path scenario = Files.writeString(dir.resolve("classes.scenario"), """
                {"name": "classes", "policy": "gold",
                 "sizes": [{"name": "tiny", "size_min": 1000, "size_max": 2000},
                           {"name": "unused", "size_min": 5, "size_max": 6},
                           {"name": "small", "size_min": 20000, "size_max": 30000}],
                 "initial_files": {"tiny": 3, "small": 1}, "operation_count": 10,
                 "crud_profile": [1, 1, 1, 1], "user_count": 2}
                """);
        Path archive = dir.resolve("archive");
        long count = 40;
        int code = run("sweep", scenario.toString(), "--archive", archive.toString(), "--quiet", "--ops",
                "create,read,update,delete", "--workers", "3", "--ops-count", Long.toString(count),
                "--storage-config", "delay=0");
        assertThat(code).as(out + err).isZero();
        assertThat(err).doesNotContain("ratio"); // the scenario's own mix is not what a sweep runs
        assertThat(out).containsPattern("\ntiny +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+\n")
                .containsPattern("\nsmall +[0-9.]+ +[0-9.]+ +[0-9.]+ +-\n");
        Path run = archive.resolve("w1-sweep-classes");
        Workload w = WorkloadReader.read(Files.readString(run.resolve("workload-config.xml")), "w.xml");
        assertThat(w.stages()).extracting(Stage::name).containsExactly("init", "prepare-tiny", "tiny-create",
                "tiny-read", "tiny-update", "tiny-delete", "cleanup-tiny", "prepare-small", "small-create",
                "small-read", "small-update", "small-delete", "cleanup-small", "dispose");
        // the scenario's storage: the mock with objects kept, and its policy
        assertThat(w.stages().getFirst().works().getFirst().storage())
                .isEqualTo(new AdaptorSpec("mock", "store=true;delay=0;policy=gold"));
        assertThat(work(w, "small-update").operations().getFirst().effectiveConfig())
                .containsEntry("sizes", "u(20000,30000)B").containsEntry("inventory", "size-small");
        JsonNode summary = Json.mapper().readTree(run.resolve("w1-sweep-classes.json").toFile());
        assertThat(summary.get("state").asText()).isEqualTo("finished");
        Map<String, long[]> range = Map.of("tiny", new long[] {1000, 2000}, "small", new long[] {20000, 30000});
        for (JsonNode stage : summary.get("stages")) {
            String name = stage.get("id").asText().replaceFirst("^s[0-9]+-", "");
            for (JsonNode op : stage.get("ops")) {
                assertThat(op.get("failures").asLong()).as(name).isZero();
                assertThat(op.has("unavailable")).as(name + ": nothing missing").isFalse();
            }
            String cls = name.replaceFirst("^(prepare|cleanup)-", "").replaceFirst("-(create|read|update|delete)$", "");
            if (name.matches("(prepare-.*|.*-create|.*-read|.*-update)")) {
                // every object written and read is of its class's range: the stage's bytes lie within
                JsonNode op = stage.get("ops").get(0);
                long n = op.get("opCount").asLong();
                long bytes = op.get("byteCount").asLong();
                assertThat(n).as(name).isPositive();
                assertThat(bytes).as(name + ": bytes of " + n + " objects").isBetween(n * range.get(cls)[0],
                        n * range.get(cls)[1]);
                assertThat(bytes).as(name + ": not all of one size").isStrictlyBetween(n * range.get(cls)[0],
                        n * range.get(cls)[1]);
            }
        }
    }

    @Test
    void theDryRunPrintsThePlanAndRunsNothing() throws Exception {
        int code = run("sweep", file().toString(), "--archive", dir.resolve("archive").toString(), "--dry-run",
                "--sizes", "24KB", "--ops", "create,read", "--workers", "8", "--seconds", "5");
        assertThat(code).as(out + err).isZero();
        assertThat(out).contains("s2-prepare-24KB").contains("s3-24KB-create").contains("s4-24KB-read")
                .contains("s5-cleanup-24KB").doesNotContain("update");
        assertThat(dir.resolve("archive")).doesNotExist();
    }

    @Test
    void badOptionsAreBadInputWithTheReasonBeforeAnythingRuns() throws Exception {
        String f = file().toString();
        String archive = dir.resolve("archive").toString();
        List<List<String>> bad = List.of(
                List.of("--ops", "create", "--workers", "2", "--seconds", "1"),
                List.of("--sizes", "24XB", "--workers", "2", "--seconds", "1"),
                List.of("--sizes", "0KB", "--workers", "2", "--seconds", "1"),
                List.of("--sizes", "24KB,24kb", "--workers", "2", "--seconds", "1"),
                List.of("--sizes", "24KB", "--ops", "create,list", "--workers", "2", "--seconds", "1"),
                List.of("--sizes", "24KB", "--ops", "read,read", "--workers", "2", "--seconds", "1"),
                List.of("--sizes", "24KB", "--seconds", "1"),
                List.of("--sizes", "24KB", "--workers", "0", "--seconds", "1"),
                List.of("--sizes", "24KB", "--workers", "2"),
                List.of("--sizes", "24KB", "--workers", "2", "--seconds", "1", "--ops-count", "5"),
                List.of("--sizes", "24KB", "--workers", "2", "--seconds", "0"),
                List.of("--sizes", "24KB", "--workers", "2", "--seconds", "1", "--objects", "0"),
                List.of("--sizes", "24KB", "--workers", "2", "--seconds", "1", "--containers", "0"));
        List<String> messages = List.of("--sizes is required", "--sizes: '24XB' is not a size",
                "--sizes: '0KB' is not a size", "--sizes: 24KB is given twice", "--ops: unknown operation 'list'",
                "--ops: read is given twice", "--workers is required", "--workers is required", "give one of --seconds",
                "give one of --seconds", "--seconds 0: expected at least 1", "--objects 0", "--containers 0");
        for (int i = 0; i < bad.size(); i++) {
            for (boolean dry : List.of(false, true)) {
                List<String> args = new ArrayList<>(List.of("sweep", f, "--archive", archive));
                args.addAll(bad.get(i));
                if (dry) {
                    args.add("--dry-run");
                }
                assertThat(run(args.toArray(String[]::new))).as(bad.get(i).toString()).isEqualTo(ExitCodes.BAD_INPUT);
                assertThat(err).as(bad.get(i).toString()).startsWith("objbench sweep: " + messages.get(i));
            }
        }
        assertThat(run("sweep", f, "--sizes", "1KB", "--workers", "x", "--seconds", "1")).isEqualTo(ExitCodes.BAD_INPUT);
        Path notWorkload = Files.writeString(dir.resolve("bad.xml"), "<workload name=\"b\"><workflow/></workload>");
        assertThat(run("sweep", notWorkload.toString(), "--sizes", "1KB", "--workers", "2", "--seconds", "1"))
                .isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).startsWith("objbench sweep: the storage and auth come from").contains("bad.xml");
        assertThat(dir.resolve("archive")).doesNotExist();
        assertThatThrownBy(() -> SweepPlan.Size.parse("1.5MB")).hasMessageContaining("not a size");
    }
}
