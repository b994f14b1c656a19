package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.history.PastRun;
import io.objbench.core.json.Json;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Series, report and comparison read back from real archives of two mock runs. */
class ArchivedRunTest {

    @TempDir
    static Path dir;
    static RunFixture fixture;
    static String small;
    static String big;

    @BeforeAll
    static void run() throws Exception {
        fixture = new RunFixture(dir);
        small = fixture.runToEnd(RunFixture.workload("small", 1, "c(1)KB"));
        big = fixture.runToEnd(RunFixture.workload("big", 3, "c(4)KB"));
    }

    @AfterAll
    static void close() throws Exception {
        fixture.close();
    }

    private static RunData data() {
        return new RunData(fixture.queue, fixture.history, java.time.ZoneOffset.UTC);
    }

    @Test
    void theArchivedSeriesJoinsTheHlogAndTheTimelineCsv() throws Exception {
        PastRun run = fixture.history.get(small).orElseThrow();
        StageSeries s = data().update(small, "s2-main", 0).orElseThrow().series();
        assertThat(s.stage()).isEqualTo("s2-main");
        List<SeriesPoint> points = s.ops().get(0).points();
        List<List<String>> csv = ArchiveReader.timeline(run.dir(), "s2-main").rows();
        var hlog = ArchiveReader.intervals(run.dir().resolve("s2-main-write.hlog"));
        assertThat(points).isNotEmpty().hasSize(csv.size()).hasSize(hlog.size());
        // two independent files, one row each per interval: the counts agree
        assertThat(points.stream().mapToLong(SeriesPoint::successes).sum())
                .isEqualTo(hlog.stream().mapToLong(h -> h.getTotalCount()).sum());
        SeriesPoint last = points.get(points.size() - 1);
        assertThat(last.version()).isEqualTo(points.size());
        assertThat(last.throughput()).isNotNull();
        assertThat(last.atMillis()).isGreaterThan(run.view().startedMillis() - 1);
        assertThat(data().update(small, "s2-main", points.size()).orElseThrow().series().ops().get(0).points()).isEmpty();
    }

    @Test
    void theReportDecodesTheMergedHistogramOfEachOperation() throws Exception {
        RunReport r = data().report(big).orElseThrow();
        assertThat(r.stages()).extracting(RunReport.StageReport::id).containsExactly("s1-init", "s2-main");
        RunReport.StageReport main = r.stages().get(1);
        assertThat(main.workers()).isEqualTo(3);
        OpReport op = main.ops().get(0);
        assertThat(op.label()).isEqualTo("write");
        assertThat(op.sizes()).isEqualTo("c(4)KB");
        assertThat(op.sizeBytes()).isEqualTo(4000);
        assertThat(op.opCount()).isPositive();
        assertThat(op.distribution().count()).isEqualTo(op.opCount());
        assertThat(op.distribution().buckets().stream().mapToLong(LatencyDistribution.Bucket::count).sum())
                .isEqualTo(op.opCount());
        assertThat(op.distribution().cdf()).last()
                .isEqualTo(new LatencyDistribution.CdfPoint(op.pct("max"), 100.0));
        assertThat(op.drivers()).singleElement().satisfies(d -> {
            assertThat(d.driver()).isEqualTo("driver1");
            assertThat(d.opCount()).isEqualTo(op.opCount());
        });
        assertThat(r.files()).contains("workload-config.xml", "s2-main.csv", "s2-main-write.hlog");
        String json = Json.mapper().writeValueAsString(r);
        new ObjectMapper().readTree(json); // strict JSON
    }

    @Test
    void aComparisonPutsEachRunsOperationsSideBySide() throws Exception {
        Comparison c = Comparison.of(List.of(small, big, "w999", small), fixture.history);
        assertThat(c.ids()).containsExactly(small, big, "w999");
        assertThat(c.missing()).containsExactly("w999");
        assertThat(c.labels()).contains("write");
        assertThat(c.entries()).filteredOn(e -> e.op().label().equals("write"))
                .extracting(Comparison.Entry::runId, Comparison.Entry::stageWorkers, e -> e.op().sizeBytes())
                .containsExactly(org.assertj.core.groups.Tuple.tuple(small, 1, 1000L),
                        org.assertj.core.groups.Tuple.tuple(big, 3, 4000L));
    }

    @Test
    void unknownRunsHaveNoData() throws Exception {
        assertThat(data().update("w999", null, 0)).isEmpty();
        assertThat(data().report("w999")).isEmpty();
    }
}
