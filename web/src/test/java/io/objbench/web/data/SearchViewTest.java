package io.objbench.web.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.objbench.core.json.LenientJson;
import org.junit.jupiter.api.Test;

/**
 * A capacity search summary of the documented shape (a fixture written here, field for field as
 * the search engine archives it) read into what the report shows: the outcome sentence, the
 * percentile columns and one latency–throughput curve per latency objective.
 */
class SearchViewTest {

    /** Fixture of the documented search.json shape: four steps, the knee between 400 and 500 op/s. */
    static final String FOUND = """
            {"work":"main","vary":"rate","precision":0.05,"from":100.0,"to":1600.0,"stepSeconds":4.0,
             "slos":[{"text":"read.p99<=20ms"},{"text":"errors<0.1%"},{"text":"main.read.avg < 0.5s"}],
             "steps":[
              {"stage":"search-1-rate-100","load":100.0,"throughput":99.8,
               "percentilesMs":{"p50":2.1,"p90":2.9,"p99":4.0,"p99.9":5.5},"errorRatio":0.0,
               "slos":[{"text":"read.p99<=20ms","value":4.0,"pass":true},{"text":"errors<0.1%","value":0.0,"pass":true},
                       {"text":"main.read.avg < 0.5s","value":2.2,"pass":true}],"pass":true},
              {"stage":"search-2-rate-800","load":800.0,"throughput":512.0,
               "percentilesMs":{"p50":900.0,"p90":1700.0,"p99":2100.0,"p99.9":2200.0},"errorRatio":0.0,
               "slos":[{"text":"read.p99<=20ms","value":2100.0,"pass":false},{"text":"errors<0.1%","value":0.0,"pass":true},
                       {"text":"main.read.avg < 0.5s","value":950.0,"pass":false}],"pass":false},
              {"stage":"search-3-rate-450","load":450.0,"throughput":449.0,"percentilesMs":{"p50":3.0,"p90":6.0,"p99":12.0,"p99.9":19.0},
               "errorRatio":0.0,"slos":[{"text":"read.p99<=20ms","value":12.0,"pass":true},{"text":"errors<0.1%","value":0.0,"pass":true},
                       {"text":"main.read.avg < 0.5s","value":3.5,"pass":true}],"pass":true,"futureField":[1,2]},
              {"stage":"search-4-rate-470","load":470.0,"throughput":463.0,"percentilesMs":{"p50":5.0,"p90":14.0,"p99":31.0,"p99.9":40.0},
               "errorRatio":0.0,"slos":[{"text":"read.p99<=20ms","value":31.0,"pass":false},{"text":"errors<0.1%","value":0.0,"pass":true},
                       {"text":"main.read.avg < 0.5s","value":6.0,"pass":true}],"pass":false}],
             "outcome":"found","answer":{"load":450.0,"throughput":449.0,"stage":"search-3-rate-450"},
             "bracket":{"low":450.0,"high":470.0}}
            """;

    /** A plateau search's summary: no SLOs, the knee at 11 workers, the plateau 200 op/s. */
    static final String PLATEAU = """
            {"work":"main","vary":"workers","precision":0.05,"from":4.0,"to":64.0,"stepSeconds":2,"warmupSeconds":1,
             "slos":[],"steps":[
              {"stage":"s1-search-1-workers-4","load":4.0,"throughput":72.0,"percentilesMs":{"p50":55.0,"p99":56.0},
               "errorRatio":0.0,"slos":[],"pass":false,"state":"completed"},
              {"stage":"s1-search-2-workers-11","load":11.0,"throughput":199.0,"percentilesMs":{"p50":55.0,"p99":57.0},
               "errorRatio":0.0,"slos":[],"pass":true,"state":"completed"}],
             "outcome":"found","answer":{"load":11.0,"throughput":199.0,"stage":"s1-search-2-workers-11"},
             "bracket":{"low":10.0,"high":11.0},"mode":"plateau","threshold":0.02,"plateau":200.0,
             "curve":[{"load":4.0,"throughput":72.0,"p50Ms":55.0,"p99Ms":56.0,"stage":"s1-search-1-workers-4"}]}
            """;

    @Test
    void aPlateauSearchSaysItsKneeNotAnSloAnswer() throws Exception {
        SearchView v = view(PLATEAU);
        assertThat(v.found()).isTrue();
        assertThat(v.search().mode()).isEqualTo("plateau");
        assertThat(v.outcomeText()).isEqualTo("Knee: 11 workers, the fewest whose throughput (199 op/s) is within 2 %"
                + " of the plateau's 200 op/s.");
        assertThat(view(PLATEAU.replace("\"found\"", "\"never-plateaued\"")).outcomeText())
                .startsWith("Never plateaued: the throughput still grew at 64 workers");
        assertThat(view(FOUND).search().mode()).isNull();
    }

    static SearchView view(String json) throws Exception {
        return SearchView.of(LenientJson.mapper().readValue(json, SearchReport.class));
    }

    @Test
    void aFoundSearchSaysItsAnswerAndBracket() throws Exception {
        SearchView v = view(FOUND);
        assertThat(v.found()).isTrue();
        assertThat(v.problem()).isEmpty();
        assertThat(v.loadUnit()).isEqualTo("op/s");
        assertThat(v.outcomeText()).isEqualTo("Capacity: 450 op/s is the highest load that met every SLO (achieved"
                + " 449 op/s); it passed at 450 and failed at 470 op/s, within the stated precision of 5 %.");
        assertThat(v.percentileKeys()).containsExactly("p50", "p90", "p99", "p99.9");
    }

    @Test
    void eachStepShowsEveryObjectiveInTheUnitOfItsLimit() throws Exception {
        SearchView v = view(FOUND);
        assertThat(v.rows()).extracting(SearchView.Row::chosen).containsExactly(false, false, true, false);
        // values are in the criteria's base units (ms, ratio): shown as the limit was written
        assertThat(v.rows().get(2).cells()).extracting(SearchView.Cell::shown).containsExactly("12ms", "0%", "0.0035s");
        assertThat(v.rows().get(1).cells()).extracting(SearchView.Cell::pass).containsExactly(false, true, false);
        SearchView partial = view("""
                {"slos":[{"text":"read.p99<=20ms"},{"text":"errors<0.1%"}],
                 "steps":[{"stage":"a","load":1,"throughput":1,"slos":[{"text":"errors<0.1%","value":0.002,"pass":false}],"pass":false}]}
                """);
        assertThat(partial.rows().getFirst().cells()).containsExactly(new SearchView.Cell(false, "–", false),
                new SearchView.Cell(true, "0.2%", false));
    }

    @Test
    void eachLatencyObjectiveGetsACurveWithItsLimitAndTheAnswerMarked() throws Exception {
        SearchView v = view(FOUND);
        // errors<0.1% is no latency: two curves, in the objectives' order
        assertThat(v.curves()).extracting(SearchView.Curve::metric).containsExactly("read.p99", "main.read.avg");
        SearchView.Curve p99 = v.curves().get(0);
        assertThat(p99.limitMs()).isEqualTo(20.0);
        assertThat(v.curves().get(1).limitMs()).isEqualTo(500.0);
        assertThat(p99.points()).extracting(SearchView.Point::throughput).containsExactly(99.8, 512.0, 449.0, 463.0);
        assertThat(p99.points()).extracting(SearchView.Point::valueMs).containsExactly(4.0, 2100.0, 12.0, 31.0);
        assertThat(p99.points()).extracting(SearchView.Point::pass).containsExactly(true, false, true, false);
        assertThat(p99.points()).extracting(SearchView.Point::chosen).containsExactly(false, false, true, false);
        // the second curve's y is its own objective's value, not the p99
        assertThat(v.curves().get(1).points()).extracting(SearchView.Point::valueMs)
                .containsExactly(2.2, 950.0, 3.5, 6.0);
    }

    @Test
    void theInconclusiveOutcomesAreSaidPlainly() throws Exception {
        SearchView none = view("""
                {"vary":"workers","from":4,"to":64,"slos":[{"text":"p99<=1ms"}],
                 "steps":[{"stage":"search-1-workers-4","load":4,"throughput":80.0,"percentilesMs":{"p99":3.0},
                  "errorRatio":0.0,"slos":[{"text":"p99<=1ms","value":3.0,"pass":false}],"pass":false}],
                 "outcome":"no-passing-load","answer":null,"bracket":null}
                """);
        assertThat(none.found()).isFalse();
        assertThat(none.outcomeText()).isEqualTo("No passing load: even the lowest load tried (4 workers) broke an"
                + " SLO, so the capacity under these SLOs is below it, if the SLOs can be met at all.");
        assertThat(none.curves().getFirst().points()).singleElement().satisfies(p -> {
            assertThat(p.pass()).isFalse();
            assertThat(p.chosen()).isFalse();
        });
        SearchView never = view("""
                {"vary":"rate","from":10,"to":80,"slos":[{"text":"read.p99<=20ms"}],"steps":[],
                 "outcome":"never-failed","answer":null,"bracket":null}
                """);
        assertThat(never.outcomeText()).startsWith("Never failed: every load tried up to 80 op/s met every SLO");
        assertThat(never.found()).isFalse();
        assertThat(view("{\"outcome\":\"gave-up\"}").outcomeText()).contains("\"gave-up\" is not one this version knows");
    }

    @Test
    void latencyObjectivesAreReadByTheCriteriaGrammarInTheirUnit() {
        assertThat(LatencyObjective.of("read.p99<=20ms")).contains(new LatencyObjective("read.p99", 20.0));
        assertThat(LatencyObjective.of("main.read.p99.9 < 1.5s")).contains(new LatencyObjective("main.read.p99.9", 1500.0));
        assertThat(LatencyObjective.of("main.*.p90 le 2s")).contains(new LatencyObjective("main.*.p90", 2000.0));
        assertThat(LatencyObjective.of("max<=750us").orElseThrow().limitMs()).isCloseTo(0.75, within(1e-12));
        assertThat(LatencyObjective.of("avg<3")).contains(new LatencyObjective("avg", 3.0));
        assertThat(LatencyObjective.of("errors<0.1%")).isEmpty();
        assertThat(LatencyObjective.of("main.write.throughput>=500")).isEmpty();
        assertThat(LatencyObjective.of("p99<=20ms and more")).isEmpty();
        assertThat(LatencyObjective.of(null)).isEmpty();
    }
}
