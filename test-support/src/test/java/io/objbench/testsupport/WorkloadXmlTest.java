package io.objbench.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import org.junit.jupiter.api.Test;

/** What the builder writes is a workload the real reader accepts, with the stages and works asked for. */
class WorkloadXmlTest {

    @Test
    void initThenWriteIsReadAsTwoStagesWithTheAdjustedMainWork() throws Exception {
        WorkloadXml xml = MockWorkloads.initThenWrite("quick", "pfx", "c(2)KB").description("d")
                .storage("mock", "delay=0");
        xml.work("main").workers(3).totalOps(20).interval(1);

        Workload w = WorkloadReader.read(xml.xml(), "quick.xml");

        assertThat(w.name()).isEqualTo("quick");
        assertThat(w.description()).isEqualTo("d");
        assertThat(w.stages()).extracting(Stage::name).containsExactly("init", "main");
        io.objbench.core.workload.Work main = w.stages().get(1).works().getFirst();
        assertThat(main.name()).isEqualTo("main");
        assertThat(main.workers()).isEqualTo(3);
        assertThat(main.interval()).isEqualTo(1);
        assertThat(main.operations()).singleElement().satisfies(op -> {
            assertThat(op.type()).isEqualTo("write");
            assertThat(op.config()).contains("cprefix=pfx", "sizes=c(2)KB");
        });
    }

    @Test
    void aWorkWithItsOwnStorageAndAnEmptyDelayStageAreWritten() throws Exception {
        String xml = WorkloadXml.named("w").storage("mock", null)
                .stage("init", Work.init(1, "containers=r(1,1)"))
                .stage("delay", 2)
                .stage("none", Work.named("none", 1).totalOps(5).storage("none", null)
                        .op("read", 100, "containers=c(1);objects=u(1,5)"))
                .bare();

        Workload w = WorkloadReader.read(xml, "w.xml");

        assertThat(xml).doesNotStartWith("<?xml").contains("<storage type=\"none\" />");
        assertThat(w.stages()).extracting(Stage::name).containsExactly("init", "delay", "none");
        assertThat(w.stages().get(1).closureDelay()).isEqualTo(2);
        assertThat(w.stages().get(1).works()).isEmpty();
    }

    @Test
    void attributeValuesAreWrittenAsGivenSoEntityReferencesStay() {
        String xml = WorkloadXml.named("&lt;b&gt;").description("a &amp; b").xml();

        assertThat(xml).contains("<workload name=\"&lt;b&gt;\" description=\"a &amp; b\">");
    }

    @Test
    void aRepeatedStageOrAMissingWorkIsAnError() {
        WorkloadXml xml = WorkloadXml.named("w").stage("s", Work.init(1, "containers=r(1,1)"));

        assertThatThrownBy(() -> xml.stage("s")).hasMessageContaining("stage s");
        assertThatThrownBy(() -> xml.work("main")).hasMessageContaining("no work main");
    }
}
