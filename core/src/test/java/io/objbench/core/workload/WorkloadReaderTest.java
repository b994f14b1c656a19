package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader on valid workloads: defaults, inheritance, special works, op ids, names and configs. */
class WorkloadReaderTest {

    private static final String DEMO = """
            <?xml version="1.0" encoding="UTF-8"?>
            <workload name="demo" description="five stages" trigger="start.sh(a,b)" config="cprefix=bench;x=workload">
              <auth type="mock" config="token=abc"/>
              <storage type="mock" config="delay=0"/>
              <workflow config="x=workflow;w=1">
                <workstage name="init">
                  <work type="init" workers="2" config="containers=r(1,4);objects=r(1,9);sizes=c(4)KB"/>
                </workstage>
                <workstage name="prepare" config="y=stage">
                  <storage type="none"/>
                  <work type="prepare" workers="4" config="containers=1-4;objects=r(1,100);sizes=c(64)KiB">
                    <operation type="read" ratio="100" config="ignored=1"/>
                  </work>
                </workstage>
                <workstage name="main" trigger="mid.sh()">
                  <work name="mixed" workers="8" runtime="30" rampup="5" driver="none"
                        config="x=work;containers=u(1,4);objects=u(1,100);hashCheck=yes">
                    <storage type="swift" config="token=t"/>
                    <operation type="read" ratio="50" config="x=op"/>
                    <operation type="write" ratio="30" config="sizes=u(1,4)MB;chunked=ON"/>
                    <operation type="delete" ratio="0"/>
                    <operation type="read" ratio="20" division="object"/>
                  </work>
                  <work name="lister" workers="1" totalOps="10" driver="d2" interval="1">
                    <operation type="list" config="name=ls"/>
                  </work>
                </workstage>
                <workstage name="cleanup">
                  <work type="cleanup" workers="4" config="containers=r(1,4);objects=r(1,100);deleteContainer=true"/>
                </workstage>
                <workstage name="delay" closuredelay="10"/>
                <workstage name="dispose">
                  <work type="dispose" workers="2" config="containers=r(1,4)"/>
                </workstage>
              </workflow>
            </workload>
            """;

    private final Workload demo = read(DEMO);

    @Test
    void anEndlessOrHugeFileEndsInAMessageNotOutOfMemory() {
        java.nio.file.Path zero = java.nio.file.Path.of("/dev/zero");
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isReadable(zero));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> WorkloadReader.read(zero))
                .isInstanceOf(WorkloadException.class)
                .hasMessage("zero:0:0: the file is larger than 8388608 bytes: not a workload");
    }

    @Test
    void workloadAttributesAndStageIds() {
        assertThat(demo.name()).isEqualTo("demo");
        assertThat(demo.description()).isEqualTo("five stages");
        assertThat(demo.trigger()).isEqualTo(new Trigger("start.sh", java.util.List.of("a", "b")));
        assertThat(demo.source()).isEqualTo(DEMO);
        assertThat(demo.stages()).extracting(Stage::id)
                .containsExactly("s1-init", "s2-prepare", "s3-main", "s4-cleanup", "s5-delay", "s6-dispose");
        assertThat(demo.stages().get(2).trigger()).isEqualTo(new Trigger("mid.sh", java.util.List.of()));
        assertThat(demo.stages().get(0).trigger()).isNull();
        assertThat(demo.stages().get(4).delayOnly()).isTrue();
        assertThat(demo.stages().get(4).works()).isEmpty();
        assertThat(demo.stages().get(4).closureDelay()).isEqualTo(10);
    }

    @Test
    void normalWorkDefaultsAndAttributes() {
        Work mixed = work(2, 0);
        assertThat(mixed.type()).isEqualTo(WorkType.NORMAL);
        assertThat(mixed.workers()).isEqualTo(8);
        assertThat(mixed.interval()).isEqualTo(5);
        assertThat(mixed.division()).isEqualTo(Division.NONE);
        assertThat(mixed.runtime()).isEqualTo(30);
        assertThat(mixed.rampup()).isEqualTo(5);
        assertThat(mixed.rampdown()).isZero();
        assertThat(mixed.totalOps()).isZero();
        assertThat(mixed.afr()).isEqualTo(200_000);
        assertThat(mixed.driver()).as("driver=none means balanced").isNull();
        Work lister = work(2, 1);
        assertThat(lister.driver()).isEqualTo("d2");
        assertThat(lister.interval()).isEqualTo(1);
        assertThat(lister.totalOps()).isEqualTo(10);
    }

    @Test
    void authAndStorageNearestWins() {
        assertThat(work(0, 0).auth()).isEqualTo(new AdaptorSpec("mock", "token=abc"));
        assertThat(work(0, 0).storage()).isEqualTo(new AdaptorSpec("mock", "delay=0"));
        assertThat(work(1, 0).storage()).isEqualTo(new AdaptorSpec("none", ""));
        assertThat(work(2, 0).storage()).isEqualTo(new AdaptorSpec("swift", "token=t"));
        assertThat(work(2, 1).storage()).isEqualTo(new AdaptorSpec("mock", "delay=0"));
        assertThat(work(2, 1).auth()).isEqualTo(new AdaptorSpec("mock", "token=abc"));
    }

    @Test
    void configsConcatenatedParentFirstLastKeyWins() {
        Work mixed = work(2, 0);
        assertThat(mixed.config()).containsEntry("x", "work").containsEntry("w", "1")
                .containsEntry("cprefix", "bench").doesNotContainKey("y");
        Operation read = mixed.operations().get(0);
        assertThat(read.config()).endsWith(";x=op");
        assertThat(read.effectiveConfig()).containsEntry("x", "op").containsEntry("w", "1")
                .containsEntry("containers", "u(1,4)").containsEntry("cprefix", "bench");
        assertThat(work(1, 0).operations().get(0).effectiveConfig()).containsEntry("y", "stage")
                .containsEntry("x", "workflow");
    }

    @Test
    void booleansSpelledTrueOrFalse() {
        Work mixed = work(2, 0);
        assertThat(mixed.config()).containsEntry("hashCheck", "true");
        assertThat(mixed.operations().get(1).effectiveConfig()).containsEntry("chunked", "true")
                .containsEntry("hashCheck", "true");
    }

    @Test
    void operationIdsNamesAndLabels() {
        List<Operation> mixed = work(2, 0).operations();
        assertThat(mixed).extracting(Operation::id).containsExactly("op1", "op2", "op3");
        assertThat(mixed).extracting(Operation::type).containsExactly("read", "write", "read");
        assertThat(mixed).extracting(Operation::ratio).containsExactly(50, 30, 20);
        assertThat(mixed).extracting(Operation::name).containsExactly("1-read", "write", "3-read");
        assertThat(mixed).extracting(Operation::label).containsExactly("1-read-read", "write", "3-read-read");
        assertThat(mixed).extracting(Operation::division).containsExactly(Division.NONE, Division.NONE, Division.OBJECT);
        Operation list = work(2, 1).operations().getFirst();
        assertThat(list.id()).as("numbered across the works of a stage").isEqualTo("op4");
        assertThat(list.name()).isEqualTo("ls");
        assertThat(list.label()).isEqualTo("ls-list");
        assertThat(list.ratio()).isEqualTo(100);
        assertThat(work(0, 0).operations().getFirst().id()).as("restarts per stage").isEqualTo("op1");
    }

    @Test
    void initIsForcedAndInjectsEmptyObjects() {
        Work init = work(0, 0);
        assertThat(init.name()).isEqualTo("init");
        assertThat(init.division()).isEqualTo(Division.CONTAINER);
        assertThat(init.totalOps()).isEqualTo(2);
        assertThat(init.runtime()).isZero();
        assertThat(init.afr()).isZero();
        Operation op = init.operations().getFirst();
        assertThat(op.type()).isEqualTo("init");
        assertThat(op.sampleType()).isEqualTo("write");
        assertThat(op.label()).isEqualTo("init-write");
        assertThat(op.ratio()).isEqualTo(100);
        assertThat(op.division()).isEqualTo(Division.CONTAINER);
        assertThat(op.effectiveConfig()).as("COSBench: objects=r(0,0);sizes=c(0)B;<work config>, the user's keys win")
                .containsEntry("objects", "r(1,9)").containsEntry("sizes", "c(4)KB").containsEntry("containers", "r(1,4)");
        Operation dispose = work(5, 0).operations().getFirst();
        assertThat(dispose.effectiveConfig()).as("injected where the user set nothing")
                .containsEntry("objects", "r(0,0)").containsEntry("sizes", "c(0)B");
    }

    @Test
    void specialOperationTypesRunInsideANormalWork() {
        Workload w = read(single("""
                <work name="mixed" workers="2" runtime="5" config="containers=r(1,2);objects=r(1,4);sizes=c(1)KB">
                  <operation type="prepare" ratio="40"/>
                  <operation type="cleanup" ratio="30"/>
                  <operation type="init" ratio="20"/>
                  <operation type="dispose" ratio="10" config="objects=r(0,0)"/>
                </work>"""));
        List<Operation> ops = w.stages().getFirst().works().getFirst().operations();
        assertThat(ops).extracting(Operation::type).containsExactly("prepare", "cleanup", "init", "dispose");
        assertThat(ops).extracting(Operation::label)
                .containsExactly("prepare-write", "cleanup-delete", "init-write", "dispose-delete");
        assertThat(ops.getFirst().effectiveConfig()).as("nothing injected in a normal work")
                .doesNotContainKey("createContainer");
    }

    @Test
    void mergedConfigIsTheConfigStringsParentFirstAsCosbenchKeepsIt() {
        Operation read = work(2, 0).operations().get(0);
        assertThat(read.config()).isEqualTo("cprefix=bench;x=workload;x=workflow;w=1;"
                + "x=work;containers=u(1,4);objects=u(1,100);hashCheck=yes;x=op");
        Operation dispose = work(5, 0).operations().getFirst();
        String workConfig = "cprefix=bench;x=workload;x=workflow;w=1;containers=r(1,4)";
        assertThat(dispose.config()).isEqualTo(workConfig + ";objects=r(0,0);sizes=c(0)B;" + workConfig);
    }

    @Test
    void prepareIgnoresUserOperationsAndInjectsCreateContainerFalse() {
        Work prepare = work(1, 0);
        assertThat(prepare.division()).isEqualTo(Division.OBJECT);
        assertThat(prepare.totalOps()).isEqualTo(4);
        assertThat(prepare.operations()).hasSize(1);
        Operation op = prepare.operations().getFirst();
        assertThat(op.type()).isEqualTo("prepare");
        assertThat(op.label()).isEqualTo("prepare-write");
        assertThat(op.config()).contains(";createContainer=false;");
        assertThat(op.effectiveConfig()).containsEntry("createContainer", "false")
                .containsEntry("containers", "1-4").doesNotContainKey("ignored");
    }

    @Test
    void cleanupKeepsAGivenDeleteContainerAndDisposeIsForced() {
        Operation cleanup = work(3, 0).operations().getFirst();
        assertThat(cleanup.label()).isEqualTo("cleanup-delete");
        assertThat(cleanup.division()).isEqualTo(Division.OBJECT);
        assertThat(cleanup.effectiveConfig()).containsEntry("deleteContainer", "true");
        Work dispose = work(5, 0);
        assertThat(dispose.division()).isEqualTo(Division.CONTAINER);
        assertThat(dispose.operations().getFirst().effectiveConfig()).containsEntry("objects", "r(0,0)");
        assertThat(dispose.operations().getFirst().sampleType()).isEqualTo("delete");
    }

    @Test
    void cleanupInjectsDeleteContainerFalseWhenAbsent() {
        Workload w = read(single("""
                <work type="cleanup" workers="2" config="containers=r(1,2);objects=r(1,10)"/>"""));
        assertThat(w.stages().getFirst().works().getFirst().operations().getFirst().effectiveConfig())
                .containsEntry("deleteContainer", "false");
    }

    @Test
    void delayWorkIsForcedToOneWorkerAndOneOp() {
        Work delay = read(single("<work type=\"delay\" workers=\"5\"/>")).stages().getFirst().works().getFirst();
        assertThat(delay.name()).isEqualTo("delay");
        assertThat(delay.workers()).isEqualTo(1);
        assertThat(delay.totalOps()).isEqualTo(1);
        assertThat(delay.afr()).isZero();
        assertThat(delay.operations().getFirst().label()).isEqualTo("delay");
    }

    @Test
    void headAndFilewriteAreAccepted() {
        Work w = read(single("""
                <work name="w" workers="2" totalBytes="1000000" afr="0" division="container">
                  <operation type="head" ratio="40" config="containers=u(1,2);objects=u(1,5)"/>
                  <operation type="filewrite" ratio="60" division="none" config="containers=c(1);files=/data;fileselection=s"/>
                </work>""")).stages().getFirst().works().getFirst();
        assertThat(w.afr()).isZero();
        assertThat(w.totalBytes()).isEqualTo(1_000_000);
        assertThat(w.operations()).extracting(Operation::label).containsExactly("head", "filewrite");
        assertThat(w.operations()).extracting(Operation::division).containsExactly(Division.CONTAINER, Division.NONE);
    }

    @Test
    void unknownKeysPassThroughToTheAdaptor() {
        Operation op = read(single("""
                <work name="w" workers="1" totalOps="1">
                  <operation type="read" config="containers=c(1);objects=c(1);range=bytes=0-99"/>
                </work>""")).stages().getFirst().works().getFirst().operations().getFirst();
        assertThat(op.effectiveConfig()).containsEntry("range", "bytes=0-99");
    }

    @Test
    void errorsAreLocatedWithWindowsLineEndings() {
        String xml = single("<work name=\"w\"\n\tworkers=\"1\" totalOps=\"1\" bogus=\"1\"/>").replace("\n", "\r\n");
        assertThatThrownBy(() -> WorkloadReader.read(xml, "crlf.xml"))
                .hasMessageStartingWith("crlf.xml:5:27: unknown attribute 'bogus' on <work>");
    }

    @Test
    void attributeValuesNeverConfuseTheColumn() {
        String xml = single("<work config=\"workers=9\" name=\"w\" totalOps=\"1\" workers=\"-1\"/>");
        assertThatThrownBy(() -> WorkloadReader.read(xml, "a.xml"))
                .hasMessage("a.xml:4:48: workers must not be negative, found -1");
    }

    @Test
    void namespaceDeclarationsAreIgnoredButPrefixedAttributesAreNot() {
        String ok = single("<work name=\"w\" workers=\"1\" totalOps=\"1\"><operation type=\"list\"/></work>")
                .replace("<workload name=\"t\">", "<workload xmlns:x=\"urn:x\" name=\"t\">");
        assertThat(read(ok).name()).isEqualTo("t");
        String prefixed = ok.replace("<workload xmlns:x=\"urn:x\" name=\"t\">", "<workload xmlns:x=\"urn:x\" x:name=\"t\" name=\"t\">");
        assertThatThrownBy(() -> WorkloadReader.read(prefixed, "ns.xml"))
                .hasMessageStartingWith("ns.xml:1:27: unknown attribute 'x:name' on <workload>");
    }

    @Test
    void missingFileIsAWorkloadException(@TempDir Path dir) {
        assertThatThrownBy(() -> WorkloadReader.read(dir.resolve("none.xml")))
                .isInstanceOf(WorkloadException.class)
                .hasMessageStartingWith("none.xml:0:0: cannot read the workload file");
    }

    @Test
    void readsFromAPath(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("w.xml");
        java.nio.file.Files.writeString(file, DEMO);
        assertThat(WorkloadReader.read(file).stages()).hasSize(6);
    }

    private Work work(int stage, int index) {
        return demo.stages().get(stage).works().get(index);
    }

    private static String single(String work) {
        return "<workload name=\"t\">\n<workflow>\n<workstage name=\"s\">\n" + work + "\n</workstage>\n</workflow>\n</workload>\n";
    }

    private static Workload read(String xml) {
        try {
            return WorkloadReader.read(xml, "test.xml");
        } catch (WorkloadException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void anSsbenchScenarioIsNamedForWhatItIsNotAsMalformedXml() {
        String scenario = """
                {"name": "s", "sizes": [{"name": "a", "size_min": 1, "size_max": 2}], "initial_files": {"a": 1},
                 "operation_count": 3, "crud_profile": [1, 0, 0, 0], "user_count": 1}
                """;
        assertThatThrownBy(() -> WorkloadReader.read(scenario, "s.scenario"))
                .hasMessageStartingWith("s.scenario:1:1: this is an ssbench scenario, not a workload XML");
        assertThat(WorkloadReader.check(scenario, "s.scenario").errors()).singleElement()
                .extracting(Throwable::getMessage).asString().contains("objbench validate checks scenarios");
    }
}
