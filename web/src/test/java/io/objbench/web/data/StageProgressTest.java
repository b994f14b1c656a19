package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.archive.CsvFormat;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.testsupport.MockWorkloads;
import io.objbench.testsupport.WorkloadXml;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The live page's stage progress: ramps from the works' limits, driver events read back from the archive. */
class StageProgressTest {

    @TempDir
    Path dir;

    @Test
    void rampsAreCountedFromTheStagesStartOncePerDistinctRange() throws Exception {
        WorkloadXml w = MockWorkloads.initThenWrite("ramps", "rp", "c(1)KB");
        w.work("main").runtime(20).attr("rampup", "5").attr("rampdown", "3");
        Workload workload = WorkloadReader.read(w.xml(), "ramps.xml");
        Stage main = workload.stages().get(1);
        assertThat(StageProgress.ramps(main)).containsExactly(new StageProgress.Ramp("ramp-up", 0, 5),
                new StageProgress.Ramp("ramp-down", 25, 28));
        // the init stage has no time limit: nothing to shade
        assertThat(StageProgress.ramps(workload.stages().get(0))).isEmpty();
    }

    @Test
    void anEndedRunsLostDriverIsReadBackFromItsDriverEventsInTheArchivesZone() throws Exception {
        ZoneId zone = ZoneId.of("Europe/Paris");
        Files.writeString(dir.resolve(ArchiveLayout.DRIVER_EVENTS), Archive.DRIVER_EVENTS_HEADER
                + CsvFormat.line(List.of("2026-03-01 10:00:05", "s1-init", "d1", "missed-poll", "1", "timeout"))
                + CsvFormat.line(List.of("2026-03-01 10:00:07", "s2-main", "d2", "lost", "3",
                "connection refused, after 3 polls")));
        List<StageProgress.Event> events = ArchivedEvents.read(dir, "s2-main", zone);
        long at = LocalDateTime.of(2026, 3, 1, 10, 0, 7).atZone(zone).toInstant().toEpochMilli();
        assertThat(events).containsExactly(new StageProgress.Event("d2", "LOST", at, "connection refused, after 3 polls"));
        assertThat(ArchivedEvents.read(dir.resolve("none"), "s2-main", zone)).isEmpty();
    }
}
