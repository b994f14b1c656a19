package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.WorkloadResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/**
 * Every CSV format against its golden file, from {@link SyntheticRun}. To regenerate after a
 * deliberate format change: {@code -Dgolden.update=true} (then review the diff).
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
