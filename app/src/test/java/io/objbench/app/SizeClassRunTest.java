package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.SizeClassCsv;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.core.driver.DriverClient;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.SizeClassStats;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A write with {@code sizes=h(1|4|50,8|16|50)KB} run in process by two drivers on the mock
 * adaptor: its results per size class (docs/metrics.md, "Results per size class") add up to the
 * operation's, each class's sizes lie in its bounds, the shares follow the weights, and the
 * JSON summary, the classes CSV and the CLI summary show them. The read beside it inherits the
 * work's sizes but draws none: it has no classes.
 */
class SizeClassRunTest {

    private static final int OPS = 4000;

    @TempDir
    Path dir;

    private static final String WORKLOAD = """
            <?xml version="1.0" encoding="UTF-8"?>
            <workload name="classes" description="h() sizes on mock storage">
              <storage type="mock" config="delay=0" />
              <workflow>
                <workstage name="main">
                  <work name="main" workers="4" totalOps="%d" interval="1" config="cprefix=classes;containers=u(1,2);objects=u(1,50);sizes=h(1|4|50,8|16|50)KB">
                    <operation type="write" ratio="80" />
                    <operation type="read" ratio="20" />
                  </work>
                </workstage>
              </workflow>
            </workload>
            """.formatted(OPS);

    @Test
    void perClassResultsAddUpFollowTheWeightsAndAreReported() throws Exception {
        Path file = dir.resolve("classes.xml");
        Files.writeString(file, WORKLOAD);
        Map<String, DriverClient> drivers = Map.of(
                "driver1", new LocalDriverClient(MissionManager.withDefaults("driver1")),
                "driver2", new LocalDriverClient(MissionManager.withDefaults("driver2")));
        WorkloadResult run = new WorkloadRunner(drivers, RunSettings.defaults().withTick(java.time.Duration.ofMillis(500)),
                RunListener.NONE).run("w1", WorkloadReader.read(file));

        var work = run.stages().getFirst().works().getFirst();
        assertThat(work.ops()).hasSize(2);
        OpStats write = work.ops().getFirst();
        OpStats read = work.ops().get(1);
        assertThat(write.successes() + read.successes()).isEqualTo(OPS);
        assertThat(write.failures() + read.failures()).isZero();
        assertThat(read.hasClasses()).as("a read draws no size").isFalse();
        assertThat(write.hasClasses()).isTrue();
        List<SizeClassStats> classes = write.classes();
        assertThat(classes).extracting(c -> c.sizeClass().label()).containsExactly("1-4KB", "8-16KB");

        // every sample drew its size from one bucket: the classes partition the operation
        long ops = 0;
        long bytes = 0;
        Histogram union = new Histogram(write.responseHistogram().getHighestTrackableValue(),
                write.responseHistogram().getNumberOfSignificantValueDigits());
        for (SizeClassStats c : classes) {
            ops += c.stats().successes();
            bytes += c.stats().bytes();
            union.add(c.stats().responseHistogram());
            assertThat(c.stats().responseHistogram().getTotalCount()).isEqualTo(c.stats().successes());
            // each class's sizes lie in its bounds: so does their mean
            double mean = (double) c.stats().bytes() / c.stats().successes();
            assertThat(mean).as(c.sizeClass().label()).isBetween((double) c.sizeClass().lowBytes(),
                    (double) c.sizeClass().highBytes());
        }
        assertThat(ops).isEqualTo(write.successes());
        assertThat(bytes).isEqualTo(write.bytes());
        assertThat(union).as("the classes' histograms add up to the operation's").isEqualTo(write.responseHistogram());
        // 1-4 KB and 8-16 KB apart: the means cannot pass for each other (1000-byte KB)
        assertThat(classes.get(0).stats().bytes() / (double) classes.get(0).stats().successes()).isLessThan(4000.0);
        assertThat(classes.get(1).stats().bytes() / (double) classes.get(1).stats().successes()).isGreaterThan(8000.0);

        // shares: given the n writes, each class is Binomial(n, 1/2); 5 standard deviations (false alarm ~ 6e-7)
        long n = write.successes();
        assertThat(n).isGreaterThan(OPS / 2);
        double expected = n * 0.5;
        double bound = 5 * Math.sqrt(n * 0.5 * 0.5);
        for (SizeClassStats c : classes) {
            assertThat((double) c.stats().successes()).as(c.sizeClass().label()).isBetween(expected - bound,
                    expected + bound);
        }

        // both drivers ran missions: the classes were merged across them
        assertThat(run.stages().getFirst().missions()).hasSize(2);

        Path runDir = new Archive(dir.resolve("archive"), ZoneOffset.UTC).write(run);
        JsonSummary.RunJson json = ArchiveReader.readSummary(ArchiveLayout.summaryJson(runDir));
        JsonSummary.OpJson op = json.stages().getFirst().ops().getFirst();
        assertThat(op.classes()).extracting(JsonSummary.ClassJson::label).containsExactly("1-4KB", "8-16KB");
        assertThat(op.classes()).extracting(JsonSummary.ClassJson::opCount)
                .containsExactly(classes.get(0).stats().successes(), classes.get(1).stats().successes());
        assertThat(op.classes().getFirst().lowBytes()).isEqualTo(1000);
        assertThat(op.classes().getFirst().highBytes()).isEqualTo(4000);
        assertThat(op.classes().getFirst().percentilesMs()).containsKey("p99");

        List<String> csv = Files.readAllLines(ArchiveLayout.sizeClasses(runDir, "s1-main"));
        assertThat(csv.getFirst() + "\n").isEqualTo(SizeClassCsv.HEADER);
        assertThat(csv).as("the read has no rows").hasSize(3);
        assertThat(json.stages().getFirst().ops().get(1).classes()).isNull();
        List<List<String>> rows = CsvFormat.records(String.join("\n", csv));
        assertThat(rows.get(1).subList(0, 9)).containsExactly("op1", "write", "write", "1-4KB", "1000", "4000", "50",
                Long.toString(classes.get(0).stats().successes()), Long.toString(classes.get(0).stats().bytes()));
        assertThat(rows.get(2).get(3)).isEqualTo("8-16KB");

        String table = SummaryTable.render(run);
        assertThat(table.lines().filter(l -> l.trim().startsWith("1-4KB") || l.trim().startsWith("8-16KB")))
                .hasSize(2);
        assertThat(table).contains("  1-4KB ").contains(" " + classes.get(1).stats().successes() + " ");
    }
}
