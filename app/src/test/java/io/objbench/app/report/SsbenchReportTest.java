package io.objbench.app.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.app.ExitCodes;
import io.objbench.app.ObjbenchCommand;
import io.objbench.app.compare.RunLocator;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.CsvFormat;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code objbench report RUN --format ssbench|ssbench-csv} on an archived mock run: every number
 * printed is the JSON summary's (or its exact merge), the CSV has as many values as columns, and
 * a bad run, stage or format exits 2 naming it.
 */
class SsbenchReportTest {

    @TempDir
    static Path dir;
    static String archive;
    static JsonSummary.StageJson main;

    record Result(int exit, String out, String err) {
    }

    static Result objbench(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(exit, out.toString(), err.toString());
    }

    @BeforeAll
    static void run() throws Exception {
        String xml = """
                <?xml version="1.0" encoding="UTF-8" ?>
                <workload name="report test" description="ssbench report">
                  <storage type="mock" config="latency=uniform(1,3);delete_after=90" />
                  <workflow>
                    <workstage name="init">
                      <work type="init" workers="1" config="containers=r(1,2)" />
                    </workstage>
                    <workstage name="main">
                      <work name="main" workers="4" runtime="3" interval="1">
                        <operation type="write" ratio="30" config="name=create-tiny;containers=u(1,2);objects=u(1,50);sizes=u(1,16)KB" />
                        <operation type="read" ratio="30" config="name=read-tiny;containers=u(1,2);objects=u(1,50)" />
                        <operation type="write" ratio="15" config="name=create-small;containers=u(1,2);objects=u(51,99);sizes=c(100)KB" />
                        <operation type="read" ratio="15" config="name=read-small;containers=u(1,2);objects=u(51,99)" />
                        <operation type="delete" ratio="10" config="name=delete-tiny;containers=u(1,2);objects=u(1,50)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """;
        Path w = Files.writeString(dir.resolve("w.xml"), xml);
        archive = dir.resolve("archive").toString();
        Result r = objbench("run", "--quiet", "--archive", archive, w.toString());
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        JsonSummary.RunJson json = ArchiveReader.summary(RunLocator.find("w1", Path.of(archive))).orElseThrow();
        main = json.stages().stream().filter(s -> s.id().endsWith("-main")).findFirst().orElseThrow();
    }

    private static JsonSummary.OpJson op(String label) {
        return main.ops().stream().filter(o -> o.label().startsWith(label + "-")).findFirst().orElseThrow();
    }

    private static String s3(double ms) {
        return String.format(Locale.ROOT, "%7.3f", ms / 1000);
    }

    @Test
    void theTextReportShowsTheSummarysFiguresInSsbenchsLayout() {
        Result r = objbench("report", "w1", "--archive", archive, "--format", "ssbench");
        assertThat(r.exit()).as(r.err()).isZero();
        String text = r.out();
        assertThat(text).startsWith("\nreport test  (generated with objbench version ")
                .contains("Worker count:   1   Concurrency:   4  Ran ")
                .contains("Object expiration (X-Delete-After): 90 (sec)")
                .contains("% Ops    C   R   U   D       Size Range       Size Name")
                .contains("      1 kB -  16 kB  tiny\n").contains("    100 kB           small\n")
                .contains("CRUD weighted average")
                .doesNotContain("\nUPDATE\n");
        JsonSummary.OpJson readTiny = op("read-tiny");
        JsonSummary.OpJson createSmall = op("create-small");
        // READ section, tiny line: the read's own figures
        String read = text.substring(text.indexOf("\nREAD\n"));
        assertThat(read).contains(String.format(Locale.ROOT, "Count: %5d (%5d error;",
                readTiny.opCount() + op("read-small").opCount(), readTiny.failures() + op("read-small").failures()));
        String tinyLast = line(read, "Last-byte  latency:", "(    tiny objs)");
        assertThat(tinyLast).contains(" - " + s3(readTiny.percentilesMs().get("max")) + "  " + s3(readTiny.avgResTimeMs())
                + "  (").endsWith(s3(readTiny.percentilesMs().get("p95")) + "  (    tiny objs)  ");
        String tinyFirst = line(read, "First-byte latency:", "(    tiny objs)");
        assertThat(readTiny.firstByte()).isNotNull();
        assertThat(tinyFirst).contains(" - " + s3(readTiny.firstByte().percentilesMs().get("max")) + "  "
                + s3(readTiny.avgProcTimeMs()) + "  (").contains(s3(readTiny.firstByte().percentilesMs().get("p95"))
                + "  (    tiny objs)");
        // CREATE: no first byte for writes
        String create = text.substring(text.indexOf("\nCREATE\n"), text.indexOf("\nREAD\n"));
        assertThat(line(create, "First-byte latency:", "(   small objs)"))
                .startsWith("       First-byte latency:  N/A   -   N/A      N/A    (  N/A  )    N/A    (   small objs)");
        assertThat(line(create, "Last-byte  latency:", "(   small objs)"))
                .endsWith(s3(createSmall.percentilesMs().get("p95")) + "  (   small objs)  ");
        assertThat(create).contains(String.format(Locale.ROOT, "Average requests per second: %5.1f",
                op("create-tiny").throughput() + createSmall.throughput()));
        long total = main.ops().stream().mapToLong(JsonSummary.OpJson::opCount).sum();
        assertThat(text).contains(String.format(Locale.ROOT, "TOTAL\n       Count: %5d (", total))
                .contains("Distribution of requests per worker-ID: " + String.format(Locale.ROOT, "%6.3f", (double) total));
    }

    @Test
    void theCsvHasOneValuePerColumnAndTheSummarysNumbers() throws Exception {
        Result r = objbench("report", "w1", "--archive", archive, "--format", "ssbench-csv", "--pctile", "99");
        assertThat(r.exit()).as(r.err()).isZero();
        List<List<String>> rows = CsvFormat.records(r.out());
        assertThat(rows).hasSize(2);
        assertThat(rows.get(1)).hasSameSizeAs(rows.get(0));
        Map<String, String> v = new HashMap<>();
        for (int i = 0; i < rows.get(0).size(); i++) {
            v.put(rows.get(0).get(i), rows.get(1).get(i));
        }
        assertThat(rows.get(0).subList(0, 8)).containsExactly("scenario_name", "ssbench_version", "worker_count",
                "concurrency", "start_time", "stop_time", "duration", "delete_after");
        assertThat(v.get("delete_after")).as("the swift adaptor's key, as a converted scenario carries it").isEqualTo("90");
        JsonSummary.OpJson readTiny = op("read-tiny");
        assertThat(v.get("read_count")).isEqualTo(Long.toString(readTiny.opCount() + op("read-small").opCount()));
        assertThat(v.get("read_last_tiny_99_pctile")).isEqualTo(SsbenchCsv.py(readTiny.percentilesMs().get("p99") / 1000));
        assertThat(v.get("read_first_tiny_99_pctile"))
                .isEqualTo(SsbenchCsv.py(readTiny.firstByte().percentilesMs().get("p99") / 1000));
        assertThat(v.get("read_last_tiny_max")).isEqualTo(SsbenchCsv.py(readTiny.percentilesMs().get("max") / 1000));
        assertThat(Double.parseDouble(v.get("read_last_tiny_avg"))).isCloseTo(readTiny.avgResTimeMs() / 1000,
                org.assertj.core.data.Offset.offset(5e-7));
        assertThat(v.get("delete_count")).isEqualTo(Long.toString(op("delete-tiny").opCount()));
        assertThat(v.get("delete_first_all_min")).isEqualTo(" N/A  ");
        assertThat(v).doesNotContainKey("update_count");
        assertThat(Double.parseDouble(v.get("total_avg_req_per_s"))).isCloseTo(
                main.ops().stream().mapToDouble(JsonSummary.OpJson::throughput).sum(),
                org.assertj.core.data.Offset.offset(1e-6));
        // the merged TOTAL percentile is the percentile of the added histograms, not an average of the ops'
        assertThat(v.get("total_last_all_max")).isEqualTo(SsbenchCsv.py(main.ops().stream()
                .mapToDouble(o -> o.percentilesMs().get("max")).max().orElseThrow() / 1000));
        assertThat(r.out().lines().findFirst().orElseThrow()).startsWith("\"scenario_name\",\"ssbench_version\"");
    }

    @Test
    void aBadRunStageOrFormatExitsTwoAndSaysWhy() {
        Result noRun = objbench("report", "w9", "--archive", archive);
        assertThat(noRun.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(noRun.err()).contains("no run w9 in the archive");
        Result notRun = objbench("report", "nonsense", "--archive", archive);
        assertThat(notRun.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(notRun.err()).contains("'nonsense' is neither a run folder nor a run id");
        Result format = objbench("report", "w1", "--archive", archive, "--format", "cosbench");
        assertThat(format.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(format.err()).contains("unknown format 'cosbench': expected one of ssbench, ssbench-csv");
        Result stage = objbench("report", "w1", "--archive", archive, "--stage", "nope");
        assertThat(stage.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(stage.err()).contains("has no stage 'nope'").contains("s2-main");
        Result pct = objbench("report", "w1", "--archive", archive, "--pctile", "100");
        assertThat(pct.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        Result byName = objbench("report", "w1", "--archive", archive, "--stage", "main", "--format", "ssbench-csv");
        assertThat(byName.exit()).isZero();
    }

    /** The line of {@code text} that starts (after indentation) with {@code start} and holds {@code sizes}. */
    private static String line(String text, String start, String sizes) {
        return text.lines().filter(l -> l.trim().startsWith(start) && l.contains(sizes)).findFirst()
                .orElseThrow(() -> new AssertionError("no line " + start + " … " + sizes + " in\n" + text));
    }
}
