package io.objbench.web.pages.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.FirstByteRun;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.stats.Exemplar;
import io.objbench.web.data.ReportReader;
import io.objbench.web.data.RunReport;
import io.objbench.web.data.SlowRequest;
import io.objbench.web.render.Pages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report page lists each stage's slowest requests from the archived JSON summary: operation
 * label, start, latency, driver, container/object, status and the server's request id, escaped;
 * no table (and no request-id column) when the archive has none.
 */
class SlowestReportPageTest {

    @TempDir
    Path dir;

    private static final long T0 = FirstByteRun.T0_MICROS;

    private static WorkloadResult withSlowest(WorkloadResult run, List<Exemplar> slowest) {
        StageResult s = run.stages().getFirst();
        StageResult with = new StageResult(s.stage(), s.state(), s.history(), s.works(), s.timeline(), s.missions(),
                s.message(), s.recovered(), s.steady(), s.span(), s.window(), s.whole(), s.clientNetwork(), slowest);
        return new WorkloadResult(run.id(), run.workload(), run.state(), run.history(), run.submittedAt(),
                run.startedAt(), run.stoppedAt(), List.of(with), run.triggers());
    }

    private RunReport report(WorkloadResult run) throws Exception {
        Path json = dir.resolve("w9-run.json");
        Files.writeString(json, JsonSummary.render(run));
        return ReportReader.of(ArchiveReader.readSummary(json), null, List.of("w9-run.json", "s1-fb-slowest.csv"));
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
    void theStagesSlowestRequestsAreListedWithTheirRequestIds() throws Exception {
        List<Exemplar> slowest = List.of(
                new Exemplar("op1", T0 + 3_250_017, 252_934, "c1", "o7", "ok", "tx0000a1-0065 zone-a", "driver3"),
                new Exemplar("op1", T0 + 1_000_000, 4_017, "c1", "o<2>", "NOT_FOUND 404", "tx0000b2", "driver1"),
                new Exemplar("op2", T0 + 9_000_000, 5_000, "c1", "", "ok", null, "driver2"));
        RunReport report = report(withSlowest(FirstByteRun.run(), slowest));

        List<SlowRequest> rows = report.stages().getFirst().slowest();
        assertThat(rows).extracting(SlowRequest::op).containsExactly("read", "read", "write");
        assertThat(rows.getFirst().start()).isEqualTo("2024-03-02T10:00:03.250017Z");
        assertThat(rows.getFirst().latencyMs()).isEqualTo(252.934);
        assertThat(rows.get(2).target()).isEqualTo("c1");
        assertThat(rows.get(2).requestId()).isEmpty();

        String html = page(report);
        assertThat(html).contains("data-testid=\"report-slowest\" data-stage=\"s1-fb\"", "<th>Request id</th>",
                "data-testid=\"slowest-start\">2024-03-02 10:00:03.250017<",
                LatencyCells.cell("slowest-latency", 252_934), LatencyCells.cell("slowest-latency", 5000),
                "data-testid=\"slowest-target\">c1/o7<",
                "<code data-testid=\"slowest-request-id\">tx0000a1-0065 zone-a</code>",
                // an object name is markup-escaped, a failure marked
                "data-testid=\"slowest-target\">c1/o&lt;2&gt;<",
                "class=\"error\" data-testid=\"slowest-status\">NOT_FOUND 404<");
        assertThat(html.split("data-testid=\"slowest-row\"")).hasSize(4);
        assertThat(html).contains("<a href=\"/objbench/v1/controller/workloads/w9/files/s1-fb-slowest.csv\""
                + " data-testid=\"slowest-file\">s1-fb-slowest.csv</a>");
        assertThat(html).doesNotContain("o<2>", "NaN");
    }

    @Test
    void withoutRequestIdsTheColumnIsLeftOut() throws Exception {
        RunReport report = report(withSlowest(FirstByteRun.run(),
                List.of(new Exemplar("op2", T0, 5_000, "c1", "o1", "ok", null, "driver2"))));
        String html = page(report);
        assertThat(html).contains("data-testid=\"report-slowest\"").doesNotContain("Request id", "slowest-request-id");
    }

    @Test
    void anArchiveWithoutSlowestRequestsShowsNoTable() throws Exception {
        RunReport report = report(FirstByteRun.run());
        assertThat(report.stages().getFirst().slowest()).isEmpty();
        assertThat(page(report)).doesNotContain("report-slowest", "Slowest requests");
    }
}
