package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import io.objbench.core.mission.Mission;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** objbench's pacing attributes on {@code <work>}: rate, arrival, lagLimit, thinktime. */
class PacingTest {

    private static String single(String workAttributes) {
        return "<workload name=\"t\">\n<storage type=\"mock\" config=\"delay=1\"/>\n<workflow>\n<workstage name=\"s\">\n"
                + "<work name=\"w\" workers=\"10\" " + workAttributes + ">\n"
                + "<operation type=\"read\" ratio=\"100\" config=\"containers=c(1);objects=c(1)\"/>\n"
                + "</work>\n</workstage>\n</workflow>\n</workload>\n";
    }

    private static Work work(String workAttributes) throws WorkloadException {
        return WorkloadReader.read(single(workAttributes), "p.xml").stages().get(0).works().get(0);
    }

    @Test
    void withoutPacingAttributesAWorkIsClosedLoopAsInCosbench() throws Exception {
        Work w = work("runtime=\"20\"");
        assertThat(w.openLoop()).isNull();
        assertThat(w.thinkTime()).isNull();
    }

    @Test
    void rateAloneIsFixedArrivalWithTheDefaultLagLimit() throws Exception {
        Work w = work("runtime=\"20\" rate=\"1000\"");
        assertThat(w.openLoop()).isEqualTo(new OpenLoop(1000, Arrival.FIXED, 1_000));
    }

    @Test
    void everyOpenLoopAttributeIsRead() throws Exception {
        Work w = work("runtime=\"20\" rate=\"0.5\" arrival=\"poisson\" lagLimit=\"250us\"");
        assertThat(w.openLoop()).isEqualTo(new OpenLoop(0.5, Arrival.POISSON, 250));
        assertThat(work("runtime=\"1\" rate=\"5\" lagLimit=\"2.5ms\"").openLoop().lagLimitMicros()).isEqualTo(2_500);
        assertThat(work("runtime=\"1\" rate=\"5\" lagLimit=\"1s\"").openLoop().lagLimitMicros()).isEqualTo(1_000_000);
        assertThat(work("totalOps=\"10\" rate=\"5\"").openLoop()).isNotNull(); // totalOps = workers is enough
    }

    @Test
    void thinkTimeTakesTheMockLatencySyntax() throws Exception {
        assertThat(work("runtime=\"20\" thinktime=\"fixed(5)\"").thinkTime()).isEqualTo("fixed(5)");
        assertThat(work("runtime=\"20\" thinktime=\" exp(2.5) \"").thinkTime()).isEqualTo("exp(2.5)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            rate="0"                              | 5:42 | rate must be > 0 and at most 100000000 operations per second, found 0
            rate="-5"                             | 5:42 | rate='-5' is not a number of operations per second: expected a number > 0 such as 2000 or 0.5
            rate="fast"                           | 5:42 | rate='fast' is not a number of operations per second: expected a number > 0 such as 2000 or 0.5
            rate="1e3"                            | 5:42 | rate='1e3' is not a number of operations per second: expected a number > 0 such as 2000 or 0.5
            rate="200000000"                      | 5:42 | rate must be > 0 and at most 100000000 operations per second, found 200000000
            rate="10" arrival="burst"             | 5:52 | unknown arrival 'burst': expected fixed (evenly spaced) or poisson (exponential gaps)
            rate="10" arrival="Poisson"           | 5:52 | unknown arrival 'Poisson': expected fixed (evenly spaced) or poisson (exponential gaps)
            arrival="fixed"                       | 5:42 | arrival applies to open-loop works only: set rate (operations per second) too
            lagLimit="1ms"                        | 5:42 | lagLimit applies to open-loop works only: set rate (operations per second) too
            rate="10" lagLimit="1"                | 5:52 | lagLimit='1' is not a duration > 0: expected a number with a unit us, ms or s, such as 1ms or 500us (whole microseconds)
            rate="10" lagLimit="0ms"              | 5:52 | lagLimit='0ms' is not a duration > 0: expected a number with a unit us, ms or s, such as 1ms or 500us (whole microseconds)
            rate="10" thinktime="fixed(1)"        | 5:52 | thinktime is for closed-loop works: with rate, the schedule decides when each operation starts (remove one of the two)
            thinktime="5"                         | 5:42 | thinktime='5': expected a distribution such as fixed(5), uniform(1,9), exp(4) or lognormal(3,0.5)
            thinktime="uniform(9,1)"              | 5:42 | thinktime='uniform(9,1)': uniform needs lo <= hi
            """)
    void badPacingIsRejectedAtItsAttribute(String attributes, String site, String message) {
        assertThatThrownBy(() -> work("runtime=\"20\" " + attributes))
                .hasMessage("p.xml:" + site + ": " + message);
    }

    @Test
    void anOpenLoopWorkNeedsAtLeastOneOpPerWorker() {
        assertThatThrownBy(() -> work("totalOps=\"9\" rate=\"100\""))
                .hasMessage("p.xml:5:42: an open-loop work (rate) needs totalOps ≥ workers, found totalOps=9 and"
                        + " workers=10 (the op budget is shared out per worker)");
    }

    @Test
    void pacingIsForNormalWorksOnly() {
        String xml = single("runtime=\"20\"").replace("<work name=\"w\" workers=\"10\" runtime=\"20\">",
                "<work type=\"prepare\" workers=\"2\" rate=\"100\" config=\"containers=r(1,1);objects=r(1,4);sizes=c(1)KB\">");
        assertThatThrownBy(() -> WorkloadReader.read(xml, "p.xml"))
                .hasMessage("p.xml:5:34: rate applies to normal works only, not to a prepare work (which runs one fixed"
                        + " pass per worker)");
    }

    @Test
    void missionsShareTheRateByWorkersSoTheyAddUp() throws Exception {
        Work w = work("runtime=\"20\" rate=\"1000\"");
        Mission a = new Mission("m1", "w1", "s1-s", w, 3, 0, 1);
        Mission b = new Mission("m2", "w1", "s1-s", w, 3, 3, 1);
        Mission c = new Mission("m3", "w1", "s1-s", w, 4, 6, 1);
        assertThat(a.openLoopRate()).isEqualTo(300.0);
        assertThat(c.openLoopRate()).isEqualTo(400.0);
        assertThat(a.openLoopRate() + b.openLoopRate() + c.openLoopRate()).isEqualTo(1000.0);
        assertThat(new Mission("m", "w1", "s1-s", work("runtime=\"20\""), 10, 0, 1).openLoopRate()).isZero();
        assertThatThrownBy(() -> w.openLoop().missionRate(11, 10)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theMissionJsonCarriesPacingOnlyWhenSet() throws Exception {
        Mission closed = new Mission("m", "w1", "s1-s", work("runtime=\"20\""), 10, 0, 1);
        JsonNode closedJson = Json.mapper().valueToTree(closed).get("work");
        assertThat(closedJson.has("openLoop")).isFalse();
        assertThat(closedJson.has("thinkTime")).isFalse();
        assertThat(Json.mapper().treeToValue(Json.mapper().valueToTree(closed), Mission.class)).isEqualTo(closed);

        Mission open = new Mission("m", "w1", "s1-s", work("runtime=\"20\" rate=\"2000\" arrival=\"poisson\""), 10, 0, 1);
        JsonNode openJson = Json.mapper().valueToTree(open).get("work").get("openLoop");
        assertThat(openJson.get("rate").asDouble()).isEqualTo(2000.0);
        assertThat(openJson.get("arrival").asText()).isEqualTo("POISSON");
        assertThat(openJson.get("lagLimitMicros").asLong()).isEqualTo(1000);
        String text = Json.mapper().writeValueAsString(open);
        assertThat(Json.mapper().readValue(text, Mission.class)).isEqualTo(open);

        // a strict reader (the driver's: every creator property present) accepts a mission without them
        com.fasterxml.jackson.databind.ObjectReader strict = Json.mapper().readerFor(Mission.class)
                .with(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);
        assertThat((Mission) strict.readValue(Json.mapper().writeValueAsString(closed))).isEqualTo(closed);
        assertThat((Mission) strict.readValue(text)).isEqualTo(open);
        String noSeed = Json.mapper().writeValueAsString(closed).replace("\"seed\":1", "\"x\":1").replace(",\"x\":1", "");
        assertThatThrownBy(() -> strict.readValue(noSeed)).hasMessageContaining("seed");

        Mission thinking = new Mission("m", "w1", "s1-s", work("runtime=\"20\" thinktime=\"exp(3)\""), 10, 0, 1);
        assertThat(Json.mapper().valueToTree(thinking).get("work").get("thinkTime").asText()).isEqualTo("exp(3)");
        assertThat(Json.mapper().readValue(Json.mapper().writeValueAsString(thinking), Mission.class)).isEqualTo(thinking);
    }
}
