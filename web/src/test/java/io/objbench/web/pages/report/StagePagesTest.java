package io.objbench.web.pages.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.web.data.RunReport;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class StagePagesTest {

    private static List<RunReport.StageReport> stages(int n) {
        return IntStream.rangeClosed(1, n).mapToObj(i -> new RunReport.StageReport("s" + i + "-main", "completed", "",
                1, List.of(), List.of())).toList();
    }

    @Test
    void aShortRunIsOnePageWithAnchorLinks() {
        StagePages p = StagePages.of(stages(24), null, null);
        assertThat(p.pages()).isEqualTo(1);
        assertThat(p.shown()).hasSize(24);
        assertThat(p.href("s24-main")).isEqualTo("#s24-main");
    }

    @Test
    void aLongRunIsPagedAndAStageOpensItsOwnPage() {
        List<RunReport.StageReport> all = stages(216);
        StagePages first = StagePages.of(all, null, null);
        assertThat(first.pages()).isEqualTo(9);
        assertThat(first.shown()).extracting(RunReport.StageReport::id).startsWith("s1-main").endsWith("s24-main");
        assertThat(first.href("s25-main")).isEqualTo("?stage=s25-main#s25-main");

        StagePages byStage = StagePages.of(all, "1", "s100-main");
        assertThat(byStage.page()).isEqualTo(5); // 97 … 120
        assertThat(byStage.first()).isEqualTo(97);
        assertThat(byStage.last()).isEqualTo(120);
        assertThat(byStage.shown()).extracting(RunReport.StageReport::id).contains("s100-main");
        assertThat(byStage.href("s100-main")).isEqualTo("#s100-main");

        StagePages last = StagePages.of(all, "9", null);
        assertThat(last.shown()).hasSize(216 - 8 * 24);
        // out of range or not a number: the nearest page, never an error
        assertThat(StagePages.of(all, "99", null).page()).isEqualTo(9);
        assertThat(StagePages.of(all, "x", "no-such-stage").page()).isEqualTo(1);
    }
}
