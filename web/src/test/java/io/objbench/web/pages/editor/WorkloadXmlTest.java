package io.objbench.web.pages.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The editor's XML passes the workload reader and means what the form said. */
class WorkloadXmlTest {

    static Map<String, String> form(String... kv) {
        Map<String, String> f = new HashMap<>(Map.of("init", "on", "prepare", "on", "main", "on", "cleanup", "on",
                "dispose", "on"));
        for (int i = 0; i < kv.length; i += 2) {
            f.put(kv[i], kv[i + 1]);
        }
        return f;
    }

    @Test
    void defaultsMakeTheFiveStandardStages() throws Exception {
        WorkloadSpec spec = WorkloadSpec.of(form());
        assertThat(spec.problems()).isEmpty();
        Workload w = WorkloadReader.read(WorkloadXml.of(spec), "x.xml");
        assertThat(w.name()).isEqualTo("my-workload");
        assertThat(w.stages()).extracting(Stage::name).containsExactly("init", "prepare", "main", "cleanup", "dispose");
        Work main = w.stages().get(2).works().getFirst();
        assertThat(main.workers()).isEqualTo(8);
        assertThat(main.runtime()).isEqualTo(30);
        assertThat(main.operations()).extracting(o -> o.type() + ":" + o.ratio()).containsExactly("read:80", "write:20");
        assertThat(main.operations().get(1).config()).contains("objects=u(1,100)", "sizes=c(64)KB", "cprefix=bench");
        assertThat(w.stages().get(1).works().getFirst().config().toString()).isNotEmpty();
    }

    @Test
    void deletesSplitTheObjectsSoReadsAlwaysFindTheirs() throws Exception {
        WorkloadSpec spec = WorkloadSpec.of(form("readRatio", "70", "writeRatio", "20", "deleteRatio", "10",
                "objects", "1000", "runtime", "0", "totalOps", "5000", "workers", "10", "storageConfig",
                "latency=fixed(1)", "authType", "none"));
        assertThat(spec.problems()).isEmpty();
        Work main = WorkloadReader.read(WorkloadXml.of(spec), "x.xml").stages().get(2).works().getFirst();
        assertThat(main.totalOps()).isEqualTo(5000);
        assertThat(main.runtime()).isZero();
        assertThat(main.operations().get(0).config()).contains("objects=u(1,500)");
        assertThat(main.operations().get(1).config()).contains("objects=u(501,1000)");
        assertThat(main.operations().get(2).config()).contains("objects=u(501,1000)");
    }

    @Test
    void problemsAreReportedInWords() {
        assertThat(WorkloadSpec.of(form("readRatio", "50")).problems()).anyMatch(p -> p.contains("add up to 100"));
        assertThat(WorkloadSpec.of(form("name", "ab")).problems()).anyMatch(p -> p.contains("3 to 50"));
        assertThat(WorkloadSpec.of(form("runtime", "0")).problems()).anyMatch(p -> p.contains("runtime"));
        assertThat(WorkloadSpec.of(form("totalOps", "3", "runtime", "0")).problems())
                .anyMatch(p -> p.contains("never end"));
        assertThat(WorkloadSpec.of(form("containers", "x")).problems()).anyMatch(p -> p.contains("at least 1"));
        assertThat(WorkloadSpec.of(Map.of()).problems()).anyMatch(p -> p.contains("at least one stage"));
    }

    @Test
    void onlyTheChosenStagesAreWrittenAndAttributesAreEscaped() throws Exception {
        Map<String, String> f = new HashMap<>(Map.of("main", "on", "description", "a \"quoted\" <b> & c",
                "storageConfig", "latency=fixed(1);secretkey=x&y"));
        WorkloadSpec spec = WorkloadSpec.of(f);
        Workload w = WorkloadReader.read(WorkloadXml.of(spec), "x.xml");
        assertThat(w.stages()).extracting(Stage::name).containsExactly("main");
        assertThat(w.description()).isEqualTo("a \"quoted\" <b> & c");
        assertThat(w.stages().getFirst().works().getFirst().storage().config()).isEqualTo("latency=fixed(1);secretkey=x&y");
    }

    @Test
    void editorGenerateRunsTheReaderToo() {
        Map<String, Object> ok = EditorPages.generate(WorkloadSpec.of(form()));
        assertThat(ok.get("ok")).isEqualTo(true);
        Map<String, Object> bad = EditorPages.generate(WorkloadSpec.of(form("readRatio", "10")));
        assertThat(bad.get("ok")).isEqualTo(false);
        assertThat((List<?>) bad.get("problems")).isNotEmpty();
    }

    @Test
    void delayStagesPerStageWorkersSelectorsAndDivisionReachTheParsedWorkload() throws Exception {
        WorkloadSpec spec = WorkloadSpec.of(form("initWorkers", "2", "prepareWorkers", "6", "cleanupWorkers", "3",
                "disposeWorkers", "1", "delayAfterPrepare", "7", "delayAfterMain", "3", "containerSelector", "r",
                "objectSelector", "s", "division", "container", "containers", "8", "workers", "4",
                "sizeSelector", "u", "sizeMax", "128"));
        assertThat(spec.problems()).isEmpty();
        Workload w = WorkloadReader.read(WorkloadXml.of(spec), "x.xml");
        assertThat(w.stages()).extracting(Stage::name)
                .containsExactly("init", "prepare", "delay", "main", "delay", "cleanup", "dispose");
        assertThat(w.stages()).extracting(Stage::closureDelay).containsExactly(0, 0, 7, 0, 3, 0, 0);
        assertThat(w.stages().get(2).delayOnly()).isTrue();
        assertThat(w.stages()).extracting(st -> st.works().getFirst().workers())
                .containsExactly(2, 6, 1, 4, 1, 3, 1);
        Work main = w.stages().get(3).works().getFirst();
        assertThat(main.division().name()).isEqualTo("CONTAINER");
        assertThat(main.operations().get(0).config()).contains("containers=r(1,8)", "objects=s(1,100)");
        assertThat(main.operations().get(1).config()).contains("sizes=u(64,128)KB");
    }

    @Test
    void weightedSizesAndBadSelectorsAreCheckedInWords() throws Exception {
        WorkloadSpec spec = WorkloadSpec.of(form("sizeSelector", "h", "sizeHistogram", "1|4|60, 4|64|40"));
        assertThat(spec.problems()).isEmpty();
        Work main = WorkloadReader.read(WorkloadXml.of(spec), "x.xml").stages().get(2).works().getFirst();
        assertThat(main.operations().get(1).config()).contains("sizes=h(1|4|60,4|64|40)KB");
        assertThat(WorkloadSpec.of(form("sizeSelector", "h", "sizeHistogram", "1|4|60);x=(")).problems())
                .anyMatch(p -> p.contains("lo|hi|weight"));
        assertThat(WorkloadSpec.of(form("sizeSelector", "u", "sizeMax", "8")).problems())
                .anyMatch(p -> p.contains("largest size of at least 64"));
        assertThat(WorkloadSpec.of(form("division", "bucket")).problems()).anyMatch(p -> p.contains("division"));
        assertThat(WorkloadSpec.of(form("objectSelector", "h")).problems()).anyMatch(p -> p.contains("u, r or s"));
        assertThat(WorkloadSpec.of(form("delayAfterMain", "-1")).problems()).anyMatch(p -> p.contains("Delays"));
        assertThat(WorkloadSpec.of(form("prepareWorkers", "0")).problems()).anyMatch(p -> p.contains("at least 1"));
    }

    @Test
    void aDivisionWithTooFewObjectsIsTheReadersProblemInThePreview() {
        Map<String, Object> g = EditorPages.generate(WorkloadSpec.of(form("division", "object", "objects", "4",
                "workers", "8")));
        assertThat(g.get("ok")).isEqualTo(false);
        assertThat((List<?>) g.get("problems")).isNotEmpty();
    }
}
