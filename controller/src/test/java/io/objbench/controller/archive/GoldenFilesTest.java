package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.WorkloadResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Every CSV format, the JSON summary and the {@code .hlog} files against their golden files, from
 * {@link SyntheticRun} (fixed clock and values). To regenerate after a deliberate format change:
 * {@code ./mvnw -o verify -pl controller -am -Dtest=GoldenFilesTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dgolden.update=true} (then review the diff).
 */
class GoldenFilesTest {

    private final WorkloadResult run = SyntheticRun.run();
    private final CsvFormat f = new CsvFormat(ZoneOffset.UTC);

    @Test
    void summaryCsv() throws IOException {
        check("w1-demo.csv", SummaryCsv.render(run, f));
    }

    @Test
    void timelineCsvWithTwoOps() throws IOException {
        check("s2-main.csv", TimelineCsv.render(run.stages().get(1), f));
    }

    @Test
    void timelineCsvWithOneOp() throws IOException {
        check("s1-init.csv", TimelineCsv.render(run.stages().get(0), f));
    }

    @Test
    void histogramCsv() throws IOException {
        check("w1-demo-rt-histogram.csv", HistogramCsv.render(run, f));
    }

    @Test
    void runHistoryCsv() throws IOException {
        check("run-history.csv", RunHistoryCsv.HEADER + RunHistoryCsv.row(run, f));
    }

    @Test
    void workloadsCsv() throws IOException {
        check("workloads.csv", WorkloadsCsv.HEADER + WorkloadsCsv.rows(run, f));
    }

    @Test
    void jsonSummary() throws IOException {
        check("w1-demo.json", JsonSummary.render(run));
    }

    @Test
    void hlogsOfAStageWithTwoOps() throws IOException {
        checkHlogs(run.stages().get(1), "s2-main-read.hlog", "s2-main-write.hlog");
    }

    @Test
    void hlogOfASpecialStage() throws IOException {
        checkHlogs(run.stages().get(0), "s1-init-init-write.hlog");
    }

    /**
     * The stage's logs are exactly the named files, each equal to its golden file but for two
     * things that are not objbench's format: the readable date HdrHistogram appends to the
     * StartTime comment (in the JVM's default zone; the seconds since the epoch before it are
     * compared), and the deflate bytes of each interval, compared as the histogram they decode
     * to (zlib builds may compress alike data differently).
     */
    private void checkHlogs(io.objbench.controller.run.StageResult stage, String... names) throws IOException {
        Map<String, byte[]> logs = HdrLogs.render(run.id(), stage);
        assertThat(logs.keySet()).containsExactly(names);
        for (int op = 0; op < names.length; op++) {
            String name = names[op];
            String actual = new String(logs.get(name), StandardCharsets.UTF_8);
            update(name, actual);
            List<String> got = actual.lines().toList();
            List<String> want = golden(name).lines().toList();
            assertThat(got).as(name).hasSameSizeAs(want);
            for (int i = 0; i < want.size(); i++) {
                String g = got.get(i);
                String w = want.get(i);
                String where = "golden file " + name + " line " + (i + 1);
                if (w.startsWith("#[StartTime: ")) {
                    assertThat(g.substring(0, g.indexOf(')') + 1)).as(where).isEqualTo(w.substring(0, w.indexOf(')') + 1));
                } else if (w.startsWith("Tag=") || Character.isDigit(w.charAt(0))) { // an interval
                    int cut = w.lastIndexOf(',') + 1;
                    assertThat(g.substring(0, g.lastIndexOf(',') + 1)).as(where).isEqualTo(w.substring(0, cut));
                    assertThat(decode(g.substring(g.lastIndexOf(',') + 1))).as(where).isEqualTo(decode(w.substring(cut)));
                } else {
                    assertThat(g).as(where).isEqualTo(w);
                }
            }
            // and the log reads back as the stage's timeline: one interval per row, the same counts
            List<Histogram> read = ArchiveReader.intervals(writeTemp(name, logs.get(name)));
            assertThat(read).hasSize(stage.timeline().size());
            for (int i = 0; i < read.size(); i++) {
                assertThat(read.get(i).getTotalCount()).isEqualTo(stage.timeline().get(i).ops().get(op).histogram().getTotalCount());
            }
        }
    }

    private static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (java.util.zip.DataFormatException e) {
            throw new AssertionError("not a compressed histogram: " + base64, e);
        }
    }

    private Path writeTemp(String name, byte[] bytes) throws IOException {
        Path p = Files.createTempFile("golden-", "-" + name);
        p.toFile().deleteOnExit();
        return Files.write(p, bytes);
    }

    private static void update(String name, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(Path.of("src/test/resources/golden", name), actual, StandardCharsets.UTF_8);
        }
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = GoldenFilesTest.class.getResourceAsStream("/golden/" + name)) {
            assertThat(in).as("golden file " + name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void check(String name, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Path p = Path.of("src/test/resources/golden", name);
            Files.writeString(p, actual, StandardCharsets.UTF_8);
        }
        try (InputStream in = GoldenFilesTest.class.getResourceAsStream("/golden/" + name)) {
            assertThat(in).as("golden file " + name).isNotNull();
            assertThat(actual).isEqualTo(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
