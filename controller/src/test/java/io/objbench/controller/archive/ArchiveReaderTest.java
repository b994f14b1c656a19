package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.controller.run.WorkloadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveReaderTest {

    @TempDir
    Path dir;

    @Test
    void readsBackWhatTheArchiveWrote() throws IOException {
        WorkloadResult run = SyntheticRun.run();
        Path runDir = new Archive(dir, ZoneOffset.UTC).write(run);

        assertThat(ArchiveReader.runHistory(dir)).containsExactly(new ArchiveReader.RunHistoryRow("w1", "demo",
                "2024-03-01 10:00:00", "2024-03-01 10:00:00", "2024-03-01 10:00:15", "init read write delay dispose",
                "FINISHED"));
        JsonSummary.RunJson json = ArchiveReader.summary(runDir).orElseThrow();
        assertThat(json.stages()).extracting(JsonSummary.StageJson::id)
                .containsExactly("s1-init", "s2-main", "s3-delay", "s4-dispose");
        assertThat(ArchiveReader.workload(runDir)).isEmpty(); // the synthetic XML is no whole workload

        TimelineTable main = ArchiveReader.timeline(runDir, "s2-main");
        assertThat(main.size()).isEqualTo(2);
        assertThat(main.value(0, TimelineCsv.OP_COUNT, 0)).isEqualTo(6.0);
        assertThat(main.value(0, TimelineCsv.OP_COUNT, 1)).isEqualTo(2.0);
        assertThat(main.value(1, TimelineCsv.AVG_RES_TIME, 1)).as("N/A").isNull();
        assertThat(main.value(1, TimelineCsv.SUCC_RATIO, 0)).isEqualTo(50.0);
        assertThat(main.value(0, TimelineCsv.OP_COUNT, 2)).as("two operations only").isNull();
        assertThat(main.value(2, TimelineCsv.OP_COUNT, 0)).as("two rows only").isNull();
        assertThat(ArchiveReader.timeline(runDir, "s9-none")).isEqualTo(TimelineTable.EMPTY);

        List<String> hlogs = ArchiveLayout.hlogNames(run.stages().get(1).stage());
        assertThat(hlogs).containsExactly("s2-main-read.hlog", "s2-main-write.hlog");
        assertThat(ArchiveReader.intervals(runDir.resolve(hlogs.get(0)))).extracting(h -> h.getTotalCount())
                .containsExactly(6L, 1L);
        assertThat(ArchiveReader.intervals(runDir.resolve("missing.hlog"))).isEmpty();
    }

    @Test
    void runHistoryColumnsAreFoundByTheirHeaderNames() throws IOException {
        Files.writeString(dir.resolve("run-history.csv"), """
                State,Id,Op-Info,Name,Stopped-At,Started-At,Submitted-At
                finished,w7,read,'=x,2024-01-01 00:00:03,2024-01-01 00:00:02,2024-01-01 00:00:01
                short,w8
                """);
        assertThat(ArchiveReader.runHistory(dir)).containsExactly(new ArchiveReader.RunHistoryRow("w7", "=x",
                "2024-01-01 00:00:01", "2024-01-01 00:00:02", "2024-01-01 00:00:03", "read", "FINISHED"));
    }

    @Test
    void aRunHistoryWithoutAColumnReadIsAnErrorNamingFileAndColumn() throws IOException {
        Files.writeString(dir.resolve("run-history.csv"), "Id,Name,Submitted-At,Started-At,Stopped-At,Op-Info\n");
        assertThatThrownBy(() -> ArchiveReader.runHistory(dir)).isInstanceOf(IOException.class)
                .hasMessageContaining("run-history.csv:1:").hasMessageContaining("'State'");
    }
}
