package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The workload's {@code <search>} (objbench extension): defaults, the main work, the steps, and every error located. */
class SearchReaderTest {

    /** prepare (no runtime), main (runtime 60, open loop), short (runtime 10), then the search on line 16. */
    private static String workload(String search) {
        return "<workload name=\"t\">\n"
                + "<storage type=\"mock\" config=\"delay=1\"/>\n"
                + "<workflow>\n"
                + "<workstage name=\"prepare\"><work type=\"prepare\" workers=\"2\" config=\"containers=r(1,1);objects=r(1,10);sizes=c(1)KB\"/></workstage>\n"
                + "<workstage name=\"main\">\n"
                + "<work name=\"main\" workers=\"16\" runtime=\"60\" rampup=\"10\" rate=\"400\" arrival=\"poisson\">\n"
                + "<operation type=\"read\" ratio=\"100\" config=\"containers=c(1);objects=u(1,10)\"/>\n"
                + "</work>\n"
                + "<work name=\"side\" workers=\"2\" runtime=\"60\"><operation type=\"write\" ratio=\"100\" config=\"containers=c(1);objects=u(11,20);sizes=c(1)KB\"/></work>\n"
                + "</workstage>\n"
                + "<workstage name=\"short\"><work name=\"closed\" workers=\"4\" runtime=\"10\" thinktime=\"fixed(1)\">"
                + "<operation type=\"read\" ratio=\"100\" config=\"containers=c(1);objects=u(1,10)\"/></work></workstage>\n"
                + "<workstage name=\"cleanup\"><work type=\"cleanup\" workers=\"1\" config=\"containers=r(1,1);objects=r(1,10)\"/></workstage>\n"
                + "</workflow>\n"
                + "\n"
                + "\n"
                + search + "\n"
                + "</workload>\n";
    }

    private static Search read(String search) throws WorkloadException {
        return WorkloadReader.read(workload(search), "s.xml").search();
    }

    @Test
    void aWorkloadWithoutSearchHasNone() throws Exception {
        Workload w = WorkloadReader.read(workload(""), "s.xml");
        assertThat(w.search()).isNull();
        assertThat(w.plannedStages()).isEqualTo(w.stages());
    }

    @Test
    void defaultsVaryTheRateOfTheLongestRunningWorkFromItsRate() throws Exception {
        Search s = read("<search><slo check=\"read.p99 &lt;= 20ms\"/><slo check=\"errors&lt;0.1%\"/></search>");
        assertThat(s).isEqualTo(new Search(2, 1, Search.Vary.RATE, 400, 400 * 1024, 0.05, 30, 5,
                List.of("read.p99 <= 20ms", "errors<0.1%")));
        Workload w = WorkloadReader.read(workload("<search><slo check=\"p99&lt;=1s\"/></search>"), "s.xml");
        assertThat(w.plannedStages()).extracting(Stage::name).containsExactly("prepare", "short", "cleanup");
    }

    @Test
    void everyAttributeIsRead() throws Exception {
        Search s = read("<search work=\"closed\" vary=\"workers\" from=\"2\" to=\"64\" precision=\"2.5%\" stepTime=\"2m\""
                + " warmup=\"15s\"><slo check=\"avg&lt;50ms\"/></search>");
        assertThat(s).isEqualTo(new Search(3, 1, Search.Vary.WORKERS, 2, 64, 0.025, 120, 15, List.of("avg<50ms")));
        assertThat(read("<search precision=\"0.1\" from=\"50.5\"><slo check=\"avg&lt;50ms\"/></search>").precision())
                .isEqualTo(0.1);
    }

    @Test
    void aStepIsTheMainStageWithTheMainWorkAtTheLoadForTheStepTime() throws Exception {
        Workload w = WorkloadReader.read(workload("<search stepTime=\"4\" warmup=\"1\"><slo check=\"p99&lt;=1s\"/></search>"),
                "s.xml");
        Stage main = w.stages().get(1);
        Stage step = Steps.step(main, w.search(), 3, 812.5);
        assertThat(step.id()).isEqualTo("s2-search-3-rate-812.5");
        assertThat(Steps.isStep(step)).isTrue();
        assertThat(Steps.isStep(main)).isFalse();
        Work work = step.works().get(0);
        assertThat(work.openLoop()).isEqualTo(new OpenLoop(812.5, Arrival.POISSON, OpenLoop.DEFAULT_LAG_LIMIT_MICROS));
        assertThat(work.runtime()).isEqualTo(4);
        assertThat(work.rampup()).isEqualTo(1);
        assertThat(work.workers()).isEqualTo(16);
        assertThat(work.operations()).isEqualTo(main.works().get(0).operations());
        assertThat(step.works().get(1)).isEqualTo(main.works().get(1)); // the stage's other works as written

        Workload closed = WorkloadReader.read(workload("<search work=\"closed\" vary=\"workers\"><slo check=\"p99&lt;=1s\"/>"
                + "</search>"), "s.xml");
        Stage workers = Steps.step(closed.stages().get(2), closed.search(), 1, 12);
        assertThat(workers.id()).isEqualTo("s3-search-1-workers-12");
        assertThat(workers.works().get(0).workers()).isEqualTo(12);
        assertThat(workers.works().get(0).thinkTime()).isEqualTo("fixed(1)");
        assertThat(workers.works().get(0).openLoop()).isNull();
        // a closed-loop work searched by rate becomes open loop with fixed arrivals, without its think time
        Workload byRate = WorkloadReader.read(workload("<search work=\"closed\" from=\"10\"><slo check=\"p99&lt;=1s\"/>"
                + "</search>"), "s.xml");
        Work open = Steps.step(byRate.stages().get(2), byRate.search(), 1, 10).works().get(0);
        assertThat(open.openLoop()).isEqualTo(new OpenLoop(10, Arrival.FIXED, OpenLoop.DEFAULT_LAG_LIMIT_MICROS));
        assertThat(open.thinkTime()).isNull();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            <search/>                                                          | 16:1  | <search> has no <slo>: expected at least one
            <search><slo/></search>                                            | 16:9  | <slo> is missing the required attribute 'check'
            <search><slo check="read.p99 20ms"/></search>                      | 16:14 | slo 'read.p99 20ms': expected a comparison
            <search><slo check="p99 &lt;= 20 parsecs"/></search>               | 16:14 | slo 'p99 <= 20 parsecs': expected a unit of p99
            <search vary="speed"><slo check="p99&lt;1s"/></search>             | 16:9  | unknown vary 'speed': expected rate (open loop, ops/s) or workers (closed loop)
            <search vary="workers"><slo check="p99&lt;1s"/></search>           | 16:9  | vary='workers' changes a closed loop's workers, but work 'main' has a rate
            <search work="nope"><slo check="p99&lt;1s"/></search>              | 16:9  | no normal work named 'nope' to search over: expected one of main, side, closed
            <search work="closed"><slo check="p99&lt;1s"/></search>            | 16:1  | <search> needs from= (the first step's rate, ops/s): work 'closed' is closed loop
            <search from="0"><slo check="p99&lt;1s"/></search>                 | 16:9  | from='0' is not a valid load: expected operations per second > 0
            <search from="fast"><slo check="p99&lt;1s"/></search>              | 16:9  | from='fast' is not a valid load
            <search to="100"><slo check="p99&lt;1s"/></search>                 | 16:9  | to=100 is below from=400: expected to >= from
            <search work="closed" vary="workers" from="2.5"><slo check="p99&lt;1s"/></search> | 16:38 | from='2.5' is not a valid load: expected a whole number of workers
            <search precision="0%"><slo check="p99&lt;1s"/></search>           | 16:9  | precision='0%' is not a precision
            <search stepTime="0s"><slo check="p99&lt;1s"/></search>            | 16:9  | stepTime='0s' is not a duration
            <search warmup="soon"><slo check="p99&lt;1s"/></search>            | 16:9  | warmup='soon' is not a duration
            <search speed="1"><slo check="p99&lt;1s"/></search>                | 16:9  | unknown attribute 'speed' on <search>
            <search><slo check="p99&lt;1s"/><when/></search>                   | 16:33 | unknown element <when> inside <search>
            <search work="closed" untilPlateau="0%"/>                          | 16:23 | untilPlateau='0%' is not a growth threshold: expected a percentage above 0 and below 100
            <search work="closed" untilPlateau="100%"/>                        | 16:23 | untilPlateau='100%' is not a growth threshold
            <search work="closed" untilPlateau="flat"/>                        | 16:23 | untilPlateau='flat' is not a growth threshold
            <search work="closed" untilPlateau="2%" vary="rate" from="5"/>     | 16:41 | untilPlateau raises a closed loop's workers until its throughput stops growing: expected vary='workers'
            <search work="closed" untilPlateau="2%"><slo check="p99&lt;1s"/></search> | 16:41 | an <slo> in a <search untilPlateau=…>: the plateau search finds the knee
            <search untilPlateau="2%"/>                                        | 16:9  | untilPlateau raises a closed loop's workers, but work 'main' has a rate (open loop)
            """)
    void everyErrorNamesTheFileLineAndColumn(String search, String at, String message) {
        assertThatThrownBy(() -> read(search)).isInstanceOf(WorkloadException.class)
                .hasMessageStartingWith("s.xml:" + at + ": " + message);
    }

    @Test
    void untilPlateauIsAPlateauSearchOverWorkersWithoutSlos() throws Exception {
        Search s = read("<search work=\"closed\" untilPlateau=\"2%\" from=\"2\" to=\"64\"/>");
        assertThat(s).isEqualTo(new Search(3, 1, Search.Vary.WORKERS, 2, 64, 0.05, 30, 5, List.of(), 0.02));
        assertThat(s.untilPlateau()).isTrue();
        assertThat(s.mode()).isEqualTo("plateau");
        assertThat(read("<search><slo check=\"avg&lt;50ms\"/></search>").mode()).isEqualTo("slo");
        assertThat(read("<search work=\"closed\" untilPlateau=\"0.5\" vary=\"workers\"/>").plateau()).isEqualTo(0.5);
    }

    @Test
    void twoSearchesAreAnError() {
        assertThatThrownBy(() -> read("<search><slo check=\"p99&lt;1s\"/></search><search><slo check=\"p99&lt;1s\"/></search>"))
                .hasMessageContaining("<workload> has more than one <search>: at most one is allowed");
    }

    @Test
    void precisionsAndDurationsAsWritten() {
        assertThat(Steps.parsePrecision("5%")).isEqualTo(0.05);
        assertThat(Steps.parsePrecision("0.05")).isEqualTo(0.05);
        assertThat(Steps.parsePrecision("100%")).isEqualTo(1.0);
        assertThat(Steps.parsePrecision("101%")).isNaN();
        assertThat(Steps.parsePrecision("-1%")).isNaN();
        assertThat(Steps.parseSeconds("30")).isEqualTo(30);
        assertThat(Steps.parseSeconds("30s")).isEqualTo(30);
        assertThat(Steps.parseSeconds("2m")).isEqualTo(120);
        assertThat(Steps.parseSeconds("1h")).isEqualTo(3600);
        assertThat(Steps.parseSeconds("1.5s")).isEqualTo(-1);
        assertThat(Steps.format(1000)).isEqualTo("1000");
        assertThat(Steps.format(812.5)).isEqualTo("812.5");
        assertThat(Steps.format(1 / 3.0)).isEqualTo("0.333");
    }
}
