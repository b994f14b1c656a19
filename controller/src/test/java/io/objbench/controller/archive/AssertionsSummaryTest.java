package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.check.Criterion;
import io.objbench.core.workload.Workload;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workload's {@code <assertions>} checked when the run is archived: key "assertions" of the JSON summary. */
class AssertionsSummaryTest {

    @TempDir
    Path dir;

    private static WorkloadResult withAssertions(WorkloadResult r, String... criteria) {
        Workload w = r.workload();
        Workload checked = new Workload(w.name(), w.description(), w.trigger(), w.stages(), w.source(),
                java.util.Arrays.stream(criteria).map(Criterion::parse).toList());
        return new WorkloadResult(r.id(), checked, r.state(), r.history(), r.submittedAt(), r.startedAt(),
                r.stoppedAt(), r.stages(), r.triggers());
    }

    @Test
    void theSummaryCarriesEachVerdictWithValueLimitAndReason() throws IOException {
        // main: read 7 ok + 1 failed over the work's 7 s window, write 2 ok; p99 of read is the 150 ms one
        WorkloadResult run = withAssertions(SyntheticRun.run(), "main.read.throughput >= 1", "main.read.p99 < 100ms",
                "main.write.errors <= 0.1%", "nosuch.read.avg < 1s");
        Path runDir = new Archive(dir, ZoneOffset.UTC).write(run);
        List<JsonSummary.AssertionJson> a = ArchiveReader.summary(runDir).orElseThrow().assertions();
        assertThat(a).hasSize(4);
        assertThat(a.get(0)).isEqualTo(new JsonSummary.AssertionJson("main.read.throughput >= 1", "main", "read",
                "throughput", 1.0, 1.0, "ops/s", ">=", true, null));
        assertThat(a.get(1).pass()).isFalse();
        assertThat(a.get(1).value()).isBetween(149.9, 150.1);
        assertThat(a.get(1).limit()).isEqualTo(100.0);
        assertThat(a.get(1).unit()).isEqualTo("ms");
        assertThat(a.get(2)).isEqualTo(new JsonSummary.AssertionJson("main.write.errors <= 0.1%", "main", "write",
                "errors", 0.0, 0.001, "ratio", "<=", true, null));
        assertThat(a.get(3).pass()).isFalse();
        assertThat(a.get(3).value()).isNull();
        assertThat(a.get(3).reason()).isEqualTo("no stage named 'nosuch' in the run (stages: init, main, delay, dispose)");
    }

    @Test
    void withoutAssertionsTheKeyIsAbsent() throws IOException {
        Path runDir = new Archive(dir, ZoneOffset.UTC).write(SyntheticRun.run());
        assertThat(java.nio.file.Files.readString(ArchiveLayout.summaryJson(runDir))).doesNotContain("\"assertions\"");
        assertThat(ArchiveReader.summary(runDir).orElseThrow().assertions()).isEmpty();
    }

    @Test
    void figuresAreReadFromTheSummaryNamesAndAll() {
        var stages = RunFigures.of(List.of(new JsonSummary.StageJson("s12-my-stage", "completed", "", List.of(),
                List.of(), List.of(), null, null, null, null, null, null)));
        assertThat(stages.get(0).name()).isEqualTo("my-stage");
    }
}
