package io.objbench.web.pages.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.controller.archive.OpenLoopRun;
import io.objbench.core.json.LenientJson;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.web.data.RunReport;
import io.objbench.web.data.SearchReport;
import io.objbench.web.data.SearchView;
import io.objbench.web.render.Pages;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The report page of a plateau search: the knee and its bracket in the plateau's words, not an SLO answer. */
class PlateauSearchReportPageTest {

    private static final String PLATEAU = """
            {"work":"main","vary":"workers","precision":0.05,"from":4.0,"to":64.0,"stepSeconds":2,"warmupSeconds":1,
             "slos":[],"steps":[
              {"stage":"s1-search-1-workers-4","load":4.0,"throughput":72.0,"percentilesMs":{"p50":55.0,"p99":56.0},
               "errorRatio":0.0,"slos":[],"pass":false,"state":"completed"},
              {"stage":"s1-search-2-workers-11","load":11.0,"throughput":199.0,"percentilesMs":{"p50":55.0,"p99":57.0},
               "errorRatio":0.0,"slos":[],"pass":true,"state":"completed"}],
             "outcome":"found","answer":{"load":11.0,"throughput":199.0,"stage":"s1-search-2-workers-11"},
             "bracket":{"low":10.0,"high":11.0},"mode":"plateau","threshold":0.02,"plateau":200.0,"curve":[]}
            """;

    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path dir;

    @Test
    void theKneeAndItsBracketAreSaidInThePlateausWords() throws Exception {
        JsonSummary.RunJson json = ArchiveReader.readSummary(writeSummary());
        SearchView search = SearchView.of(LenientJson.mapper().readValue(PLATEAU, SearchReport.class));
        RunReport report = io.objbench.web.data.ReportReader.of(json, null, List.of(), search);
        Map<String, Object> m = new HashMap<>();
        m.put("user", "");
        m.put("openNote", "");
        m.put("path", "/ui/workloads/w9/report");
        m.put("view", new WorkloadView("w9", "plateau", "FINISHED", 1, 1, 1, "", List.of(), ""));
        m.put("active", false);
        m.put("hasReport", true);
        m.put("report", report);
        m.put("filesBase", "/objbench/v1/controller/workloads/w9/files/");
        String html = new Pages(ZoneOffset.UTC).render("report.ftlh", m);
        assertThat(html).contains("data-outcome=\"found\"", "Knee: 11 workers",
                "below the plateau at 10, on it from 11 workers").doesNotContain("passes at 10");
    }

    private java.nio.file.Path writeSummary() throws Exception {
        java.nio.file.Path f = dir.resolve("w9-plateau.json");
        java.nio.file.Files.writeString(f, JsonSummary.render(OpenLoopRun.closedLoopRun()));
        return f;
    }
}
