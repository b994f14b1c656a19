package io.objbench.web.pages.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.FirstByteRun;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.OpenLoopRun;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.data.OpReport;
import io.objbench.web.data.ReportReader;
import io.objbench.web.data.RunReport;
import io.objbench.web.render.Pages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report page of a run with reads: from the archived JSON summary, a first-byte row under the
 * read's row with the same percentiles as the response time; none under a write, none for an
 * archive without first bytes.
 */
class FirstByteReportPageTest {

    @TempDir
    Path dir;

    private RunReport report(io.objbench.controller.run.WorkloadResult run) throws Exception {
        Path json = dir.resolve("w9-run.json");
        Files.writeString(json, JsonSummary.render(run));
        return ReportReader.of(ArchiveReader.readSummary(json), null, List.of("w9-run.json"));
    }

    private static String page(RunReport report) {
        Map<String, Object> m = new HashMap<>();
        m.put("user", "");
        m.put("openNote", "");
        m.put("path", "/ui/workloads/w9/report");
        m.put("view", new WorkloadView("w9", "firstbyte", "FINISHED", 1, 1, 1, "", List.of(), ""));
        m.put("active", false);
        m.put("hasReport", true);
        m.put("report", report);
        m.put("filesBase", "/objbench/v1/controller/workloads/w9/files/");
        return new Pages(ZoneOffset.UTC).render("report.ftlh", m);
    }


    @Test
    void aReadHasAFirstByteRowAndAWriteNone() throws Exception {
        RunReport report = report(FirstByteRun.run());
        List<OpReport> ops = report.stages().getFirst().ops();
        Histogram union = FirstByteRun.union();
        assertThat(ops.get(0).firstBytePercentilesMs().get("p99")).isEqualTo(union.getValueAtPercentile(99) / 1000.0);
        assertThat(ops.get(1).firstBytePercentilesMs()).isNull();
        String html = page(report);
        assertThat(html).contains("data-testid=\"report-op-firstbyte\" data-op=\"read\"",
                "read: first byte (start → first byte of the response)",
                LatencyCells.cell("op-firstbyte-p50", union.getValueAtPercentile(50)),
                LatencyCells.cell("op-firstbyte-p99", union.getValueAtPercentile(99)),
                LatencyCells.cell("op-firstbyte-max", union.getMaxValue()));
        assertThat(html).doesNotContain("data-op=\"write\" class=\"latency-extra\"", "NaN");
        assertThat(html.split("data-testid=\"report-op-firstbyte\"")).hasSize(2); // one row: the read's
    }

    @Test
    void anArchiveWithoutFirstBytesShowsNoRow() throws Exception {
        String html = page(report(OpenLoopRun.closedLoopRun()));
        assertThat(html).doesNotContain("report-op-firstbyte", "first byte");
    }
}
