package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.app.check.JunitSchema;
import io.objbench.controller.queue.QueueTestKit;
import io.objbench.core.json.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code objbench run --assert/--junit/--json} and the workload's {@code <assertions>}, embedded on {@code mock}. */
class AssertionsRunTest {

    @TempDir
    Path dir;

    record Result(int exit, String out, String err) {
    }

    /** init, then stage main: 20 writes of 1 KB on mock with no delay; {@code assertions} before {@code </workload>}. */
    private Path workload(String name, String assertions) throws Exception {
        String xml = QueueTestKit.quick(name).replace("</workload>", assertions + "</workload>");
        return Files.writeString(dir.resolve(name + ".xml"), xml);
    }

    private Result run(Path workload, String... options) {
        // the workload first: a trailing --json takes no value then
        List<String> args = new ArrayList<>(List.of("run", workload.toString(), "--quiet", "--archive",
                dir.resolve("archive").toString()));
        args.addAll(List.of(options));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(exit, out.toString(), err.toString());
    }

    @Test
    void passingAssertionsExitZeroWithTableJunitAndJson() throws Exception {
        Path w = workload("pass", "<assertions><assert check=\"main.write.success ge 100%\"/></assertions>\n");
        Path junit = dir.resolve("reports/junit.xml");
        Path json = dir.resolve("reports/summary.json");
        Result r = run(w, "--assert", "main.write.throughput>0", "--assert", "errors<=0.1%",
                "--assert", "main.*.bandwidth >= 1 B/s", "--junit", junit.toString(), "--json", json.toString());
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("main.write.success ge 100%  workload").contains("errors<=0.1%")
                .contains("assertions: 4 passed, 0 failed").containsPattern("workload w\\d+ finished; archive: ");
        String xml = Files.readString(junit);
        JunitSchema.validate(xml);
        assertThat(xml).contains("tests=\"5\" failures=\"0\"");
        JsonNode summary = Json.mapper().readTree(json.toFile());
        assertThat(summary.get("state").asText()).isEqualTo("FINISHED");
        assertThat(summary.get("exitCode").asInt()).isZero();
        assertThat(summary.get("passed").asBoolean()).isTrue();
        assertThat(summary.get("stages").get(1).get("name").asText()).isEqualTo("main");
        assertThat(summary.get("stages").get(1).get("ops").get(0).get("ops").asLong()).isEqualTo(20);
        assertThat(summary.get("assertions")).hasSize(4);
        assertThat(summary.get("assertions").get(0).get("source").asText()).isEqualTo("workload");
        assertThat(summary.get("assertions").get(1).get("source").asText()).isEqualTo("command line");
        assertThat(summary.get("assertions").get(1).get("value").asDouble()).isPositive();
    }

    @Test
    void aFailedAssertionExitsSixAndSaysWhich() throws Exception {
        Path w = workload("fail", "<assertions><assert check=\"main.write.throughput gt 1e12\"/></assertions>\n");
        Path junit = dir.resolve("junit.xml");
        Result r = run(w, "--assert", "nosuch.write.p99<1s", "--assert", "main.write.errors<=0%", "--junit",
                junit.toString());
        assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(ExitCodes.ASSERTION_FAILED).isEqualTo(6);
        assertThat(r.out()).contains("FAIL: no stage named 'nosuch' in the run (stages: init, main)")
                .contains("assertions: 1 passed, 2 failed");
        String xml = Files.readString(junit);
        JunitSchema.validate(xml);
        assertThat(xml).contains("tests=\"4\" failures=\"2\"")
                .contains("<failure message=\"throughput = ");
        // the workload's own verdict is archived with the run
        String archive = r.out().substring(r.out().indexOf("archive: ") + "archive: ".length()).strip();
        var archived = io.objbench.controller.archive.ArchiveReader.summary(Path.of(archive)).orElseThrow().assertions();
        assertThat(archived).hasSize(1);
        assertThat(archived.get(0).pass()).isFalse();
        assertThat(archived.get(0).unit()).isEqualTo("ops/s");
    }

    @Test
    void badAssertionSyntaxOnTheCommandLineExitsTwoBeforeRunning() throws Exception {
        Result r = run(workload("badcli", ""), "--assert", "main.write.p99 = 20ms");
        assertThat(r.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.err()).isEqualTo("objbench run: assertion 'main.write.p99 = 20ms': expected a comparison"
                + " (<, <=, >, >=, lt, le, gt, ge), found '=' at column 16\n");
        assertThat(dir.resolve("archive")).doesNotExist();
    }

    @Test
    void badAssertionSyntaxInTheWorkloadNamesFileLineAndColumn() throws Exception {
        Path w = workload("badxml", "<assertions>\n  <assert check=\"main.write.latency lt 2ms\"/>\n</assertions>\n");
        int line = (int) Files.readString(w).lines().takeWhile(l -> !l.contains("<assert ")).count() + 1;
        Result r = run(w);
        assertThat(r.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.err()).startsWith("badxml.xml:" + line + ":11: assertion 'main.write.latency lt 2ms': expected a"
                + " metric (pNN, pNN.N, avg, max, throughput, bandwidth, errors, success), found 'latency' at column 12");
    }

    @Test
    void dryRunJsonGoesToStandardOutputOrAFile() throws Exception {
        Path w = workload("dry", "");
        Result stdout = run(w, "--dry-run", "--json");
        assertThat(stdout.exit()).isZero();
        assertThat(Json.mapper().readTree(stdout.out()).isObject()).isTrue();
        Path file = dir.resolve("plan.json");
        Result toFile = run(w, "--dry-run", "--json", file.toString());
        assertThat(toFile.exit()).isZero();
        assertThat(Json.mapper().readTree(file.toFile()).toString()).isEqualTo(Json.mapper().readTree(stdout.out()).toString());
    }
}
