package io.objbench.web.pages.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The matrix makes one stage or one workload per combination, all valid for the reader. */
class MatrixXmlTest {

    static final Map<String, String> FORM = Map.of("name", "mxx", "sizes", "4KB, 1MB", "containerCounts", "1,3",
            "workerCounts", "2", "mixes", "100/0/0, 80/15/5", "objects", "10", "runtime", "5");

    @Test
    void oneWorkloadHasAStagePerCombinationAndPreparesEachSizeApart() throws Exception {
        MatrixSpec m = MatrixSpec.of(FORM);
        assertThat(m.problems()).isEmpty();
        assertThat(m.points()).hasSize(8);
        List<MatrixXml.Generated> g = MatrixXml.of(m);
        assertThat(g).hasSize(1);
        Workload w = WorkloadReader.read(g.getFirst().xml(), "mxx.xml");
        List<String> names = w.stages().stream().map(Stage::name).toList();
        assertThat(names).startsWith("init", "prepare-4KB").endsWith("cleanup-1MB", "dispose");
        assertThat(names.stream().filter(n -> n.startsWith("main-"))).hasSize(8)
                .contains("main-4KB-c3-w2-80-15-5", "main-1MB-c1-w2-100-0-0");
        Work prepare1m = w.stages().get(names.indexOf("prepare-1MB")).works().getFirst();
        assertThat(prepare1m.operations().getFirst().effectiveConfig().toString()).contains("1MB-", "c(1)MB");
        Work main = w.stages().get(names.indexOf("main-4KB-c1-w2-80-15-5")).works().getFirst();
        assertThat(main.workers()).isEqualTo(2);
        assertThat(main.operations().getFirst().config()).contains("containers=u(1,1)", "oprefix=4KB-");
        assertThat(w.stages().getFirst().works().getFirst().operations().getFirst().effectiveConfig().toString())
                .contains("r(1,3)");
    }

    @Test
    void oneWorkloadPerCombinationIsNamedAfterIt() throws Exception {
        Map<String, String> f = new java.util.HashMap<>(FORM);
        f.put("mode", "each");
        List<MatrixXml.Generated> g = MatrixXml.of(MatrixSpec.of(f));
        assertThat(g).hasSize(8).extracting(MatrixXml.Generated::name).contains("mxx-1MB-c3-w2-80-15-5");
        for (MatrixXml.Generated one : g) {
            assertThat(WorkloadReader.read(one.xml(), one.name()).name()).isEqualTo(one.name());
        }
        assertThat(MatrixPages.preview(MatrixSpec.of(f)).get("ok")).isEqualTo(true);
    }

    @Test
    void badListsAndLongNamesAreProblems() {
        MatrixSpec m = MatrixSpec.of(Map.of("name", "mx", "sizes", "4 parsecs", "mixes", "50/10/10",
                "workerCounts", "0"));
        assertThat(m.problems()).anyMatch(p -> p.contains("4 parsecs")).anyMatch(p -> p.contains("50/10/10"))
                .anyMatch(p -> p.contains("worker count"));
        Map<String, String> f = new java.util.HashMap<>(FORM);
        f.put("mode", "each");
        f.put("name", "x".repeat(45));
        assertThat(MatrixPages.preview(MatrixSpec.of(f)).get("ok")).isEqualTo(false);
        assertThat(MatrixSpec.of(Map.of("sizes", "1KB,2KB,3KB,4KB,5KB,6KB", "containerCounts", "1,2,3,4,5,6",
                "workerCounts", "1,2,3,4,5,6")).problems()).anyMatch(p -> p.contains("at most 200"));
    }

    @Test
    void theObjectsDimensionPreparesEachCountApartAndReadsOnlyItsOwn() throws Exception {
        Map<String, String> f = new java.util.HashMap<>(FORM);
        f.remove("objects");
        f.put("objectCounts", "10, 40");
        f.put("containerCounts", "1");
        MatrixSpec m = MatrixSpec.of(f);
        assertThat(m.problems()).isEmpty();
        assertThat(m.points()).hasSize(8); // 2 sizes × 2 counts × 1 × 1 × 2 mixes
        Workload w = WorkloadReader.read(MatrixXml.of(m).getFirst().xml(), "mxx.xml");
        List<String> names = w.stages().stream().map(Stage::name).toList();
        assertThat(names).containsSubsequence("prepare-4KB-o10", "main-4KB-o10-c1-w2-100-0-0", "cleanup-4KB-o10",
                "prepare-4KB-o40", "main-4KB-o40-c1-w2-80-15-5", "cleanup-4KB-o40", "prepare-1MB-o10");
        Work prepare40 = w.stages().get(names.indexOf("prepare-4KB-o40")).works().getFirst();
        assertThat(prepare40.operations().getFirst().effectiveConfig().toString()).contains("r(1,40)", "4KB-o40-");
        Work main10 = w.stages().get(names.indexOf("main-4KB-o10-c1-w2-80-15-5")).works().getFirst();
        assertThat(main10.operations().get(0).config()).contains("objects=u(1,5)", "oprefix=4KB-o10-");
        assertThat(main10.operations().get(2).config()).contains("objects=u(6,10)");

        f.put("mode", "each");
        List<MatrixXml.Generated> each = MatrixXml.of(MatrixSpec.of(f));
        assertThat(each).extracting(MatrixXml.Generated::name).contains("mxx-1MB-o40-c1-w2-80-15-5");
        Workload one = WorkloadReader.read(each.stream().filter(g -> g.name().equals("mxx-1MB-o40-c1-w2-80-15-5"))
                .findFirst().orElseThrow().xml(), "one.xml");
        assertThat(one.stages().get(1).works().getFirst().operations().getFirst().effectiveConfig().toString())
                .contains("r(1,40)");
    }

    @Test
    void badObjectCountsAreProblems() {
        assertThat(MatrixSpec.of(Map.of("objectCounts", "10, lots")).problems())
                .anyMatch(p -> p.contains("Bad object count 'lots'"));
    }
}
