package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.app.check.JunitSchema;
import io.objbench.app.compare.Baseline;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.compare.Metric;
import io.objbench.controller.compare.OpComparison;
import io.objbench.controller.compare.RunComparison;
import io.objbench.controller.compare.Verdict;
import io.objbench.core.json.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped {@code workloads/ci.xml} run as docs/ci.md's CI examples run it: command-line
 * assertions, a JUnit report and a JSON summary, then a second run compared with the first
 * run's archive folder as its baseline.
 */
class CiWorkloadTest {

    /** The repository's workloads/ci.xml, next to the app module. */
    static final Path CI_XML = Path.of(System.getProperty("basedir", "."), "..", "workloads", "ci.xml").normalize();

    @TempDir
    Path dir;

    record Result(int exit, String out, String err) {
    }

    /** As docs/ci.md: {@code run workloads/ci.xml --quiet --archive archive --assert … --junit … --json …}. */
    private Result runCi(String... more) {
        List<String> args = new ArrayList<>(List.of("run", CI_XML.toString(), "--quiet",
                "--archive", dir.resolve("archive").toString(),
                "--assert", "main.read.p99<20ms", "--assert", "errors<=0.1%",
                "--junit", dir.resolve("reports/objbench.xml").toString(),
                "--json", dir.resolve("reports/objbench.json").toString()));
        args.addAll(List.of(more));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(args.toArray(String[]::new), new PrintWriter(out, true),
                new PrintWriter(err, true));
        return new Result(exit, out.toString(), err.toString());
    }

    /** The reports of the last run: a valid JUnit file of 7 passed cases and a passed JSON summary. */
    private void assertReportsPassed(String runId) throws Exception {
        String junit = Files.readString(dir.resolve("reports/objbench.xml"));
        JunitSchema.validate(junit);
        // "finished", the workload's 4 assertions and the command line's 2
        assertThat(junit).contains("tests=\"7\" failures=\"0\"").contains("objbench " + runId + " ci");
        JsonNode summary = Json.mapper().readTree(dir.resolve("reports/objbench.json").toFile());
        assertThat(summary.get("id").asText()).isEqualTo(runId);
        assertThat(summary.get("passed").asBoolean()).isTrue();
        assertThat(summary.get("stages")).hasSize(1);
        JsonNode main = summary.get("stages").get(0);
        assertThat(main.get("name").asText()).isEqualTo("main");
        assertThat(main.get("ops").findValuesAsText("label")).containsExactly("read", "write");
        assertThat(summary.get("assertions")).hasSize(6);
        assertThat(summary.get("assertions").findValuesAsText("source"))
                .containsExactly("workload", "workload", "workload", "workload", "command line", "command line");
    }

    @Test
    void theCiWorkloadPassesItsAssertionsAndComparesWithItsBaseline() throws Exception {
        assertThat(CI_XML).as("the workload docs/ci.md runs").exists();
        Result first = runCi();
        assertThat(first.exit()).as(first.out() + first.err()).isZero();
        assertThat(first.out()).contains("assertions: 6 passed, 0 failed");
        assertReportsPassed("w1");
        Path baseline = ArchiveLayout.findRunDir(dir.resolve("archive"), "w1").orElseThrow();

        // the limit is wide: a shared build machine may well slow one run by 5 %, and this test
        // checks the wiring, not the machine; CompareTrialsTest checks the statistics
        Result second = runCi("--baseline", baseline.toString(), "--fail-on-regression", "50%");
        assertThat(second.exit()).as(second.out() + second.err()).isZero();
        assertThat(second.out()).contains("w2 (B) against w1 (A)").contains("no significant regression beyond 50.0 %");
        assertReportsPassed("w2");

        // both runs had enough in-window intervals for a verdict on throughput, mean and p50 to p99
        // (p99.9 and p99.99 need 1,000 and 10,000 successes per batch, more than a slow machine gives)
        Path run2 = ArchiveLayout.findRunDir(dir.resolve("archive"), "w2").orElseThrow();
        RunComparison c = Baseline.of(null, null).compare(baseline, run2);
        assertThat(c.unmatched()).isEmpty();
        assertThat(c.ops()).extracting(OpComparison::op).containsExactly("read", "write");
        List<Metric> judged = List.of(Metric.THROUGHPUT, Metric.AVG, Metric.P50, Metric.P90, Metric.P95, Metric.P99);
        assertThat(c.ops()).allSatisfy(op -> assertThat(op.metrics()).filteredOn(m -> judged.contains(m.metric()))
                .hasSize(judged.size()).allSatisfy(m -> assertThat(m.verdict()).as(op.op() + " " + m.metric().label())
                        .isNotEqualTo(Verdict.NOT_ENOUGH_INTERVALS)));
    }
}
