package io.objbench.controller.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.core.workload.Search;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The plateau search driven by synthetic step results (no engine): a model gives each worker
 * count's throughput; the expected knee is computed from the model and the definition (the fewest
 * workers within the threshold of the plateau's throughput).
 */
class PlateauTest {

    private static final int SECONDS = 10;

    /** The closed-loop throughput of the mock's server of capacity c with latency l s: min(w / (1/c + l), c). */
    private static DoubleUnaryOperator server(double c, double l) {
        return w -> Math.min(w / (1 / c + l), c);
    }

    /** Runs the search to its end, each step measuring {@code throughput(workers)} ops/s. */
    private static List<StageResult> drive(Workload w, DoubleUnaryOperator throughput) {
        SearchSequence seq = new SearchSequence(w);
        List<StageResult> ended = new ArrayList<>();
        for (Stage s = seq.next(List.copyOf(ended)); s != null; s = seq.next(List.copyOf(ended))) {
            long ops = Math.round(throughput.applyAsDouble(SearchReport.load(s, w.search())) * SECONDS);
            ended.add(s.name().startsWith("search-") ? StepResults.of(s, StageState.COMPLETED, ops, 0, 5, SECONDS)
                    : StepResults.completed(s, 1));
            assertThat(ended).hasSizeLessThan(50);
        }
        return ended;
    }

    private static List<Double> loads(List<StageResult> ended, Search search) {
        return ended.stream().filter(r -> r.stage().name().startsWith("search-"))
                .map(r -> SearchReport.load(r.stage(), search)).toList();
    }

    /** The smallest whole w with model(w) >= (1 - x) × the model's highest value over the loads tried. */
    private static double expectedKnee(DoubleUnaryOperator model, double x, List<Double> tried) {
        double plateau = tried.stream().mapToDouble(model::applyAsDouble).max().orElseThrow();
        int w = 1;
        while (model.applyAsDouble(w) < (1 - x) * plateau) {
            w++;
        }
        return w;
    }

    @Test
    void raisesUntilTwoStepsGrowLessThanTheThresholdThenNarrowsTheKneeToAdjacentWorkers() throws Exception {
        double x = 0.02;
        Workload w = SearchSequenceTest.workloadWith("<search vary=\"workers\" from=\"4\" to=\"1000\" untilPlateau=\"2%\""
                + " precision=\"1%\" stepTime=\"2s\" warmup=\"0s\"/>");
        DoubleUnaryOperator model = server(1000, 0.020);
        List<StageResult> ended = drive(w, model);
        List<Double> loads = loads(ended, w.search());
        // doublings: 4, 8, 16 grow; 32 grows (from 762 to 1000); 64 and 128 do not: two steps, the plateau
        assertThat(loads.subList(0, 6)).containsExactly(4.0, 8.0, 16.0, 32.0, 64.0, 128.0);
        SearchReport r = SearchReport.of(w, ended);
        assertThat(r.mode()).isEqualTo("plateau");
        assertThat(r.threshold()).isEqualTo(x);
        assertThat(r.outcome()).isEqualTo("found");
        double knee = expectedKnee(model, x, loads);
        assertThat(knee).isEqualTo(Math.ceil((1 - x) * (1 + 1000 * 0.020)));
        assertThat(r.answer().load()).isEqualTo(knee);
        assertThat(r.bracket().high()).isEqualTo(knee);
        assertThat(r.bracket().low()).isEqualTo(knee - 1);
        assertThat(r.plateau()).isCloseTo(1000, org.assertj.core.data.Offset.offset(0.5));
        // the curve: one point per step, by increasing workers, with p50 and p99
        assertThat(r.curve()).extracting(SearchReport.CurvePoint::load).isSorted().hasSize(loads.size());
        assertThat(r.curve()).allSatisfy(p -> assertThat(p.p99Ms()).isNotNull().isGreaterThanOrEqualTo(p.p50Ms()));
        // a step passes when on the plateau
        assertThat(r.steps()).allSatisfy(s -> assertThat(s.pass()).isEqualTo(s.load() >= knee));
        assertThat(r.slos()).isEmpty();
        assertThat(ended.getLast().stage().id()).isEqualTo("s3-cleanup");
    }

    @Test
    void aKneeBelowFromIsFoundByNarrowingDownFromNoWorkers() throws Exception {
        Workload w = SearchSequenceTest.workloadWith("<search vary=\"workers\" from=\"64\" to=\"1000\""
                + " untilPlateau=\"2%\" precision=\"1%\"/>");
        DoubleUnaryOperator model = server(1000, 0.020);
        List<StageResult> ended = drive(w, model);
        List<Double> loads = loads(ended, w.search());
        assertThat(loads.subList(0, 4)).containsExactly(64.0, 128.0, 256.0, 32.0);
        SearchReport r = SearchReport.of(w, ended);
        assertThat(r.outcome()).isEqualTo("found");
        assertThat(r.answer().load()).isEqualTo(expectedKnee(model, 0.02, loads));
    }

    @Test
    void oneStepThatDidNotGrowDoesNotEndTheRaise() throws Exception {
        Workload w = SearchSequenceTest.workloadWith("<search vary=\"workers\" from=\"4\" to=\"1000\""
                + " untilPlateau=\"2%\" precision=\"1%\"/>");
        // a shelf at 8..16 workers, then growth to 400 ops/s at 32
        DoubleUnaryOperator model = load -> load <= 4 ? 100 : load <= 16 ? 200 + load / 16 : load < 32 ? 300 : 400;
        List<StageResult> ended = drive(w, model);
        List<Double> loads = loads(ended, w.search());
        assertThat(loads.subList(0, 6)).containsExactly(4.0, 8.0, 16.0, 32.0, 64.0, 128.0);
        SearchReport r = SearchReport.of(w, ended);
        assertThat(r.answer().load()).isEqualTo(expectedKnee(model, 0.02, loads)).isEqualTo(32);
        assertThat(r.bracket().low()).isEqualTo(31);
    }

    @Test
    void throughputStillGrowingAtToIsNeverPlateaued() throws Exception {
        Workload w = SearchSequenceTest.workloadWith("<search vary=\"workers\" from=\"4\" to=\"40\" untilPlateau=\"5%\"/>");
        List<StageResult> ended = drive(w, load -> 10 * load);
        assertThat(loads(ended, w.search())).containsExactly(4.0, 8.0, 16.0, 32.0, 40.0);
        SearchReport r = SearchReport.of(w, ended);
        assertThat(r.outcome()).isEqualTo("never-plateaued");
        assertThat(r.answer()).isNull();
        assertThat(r.bracket()).isNull();
        assertThat(r.plateau()).isEqualTo(400);
    }

    @Test
    void theKneeIsWithinThePrecisionWhenItIsCoarserThanAdjacentWorkers() throws Exception {
        double precision = 0.10;
        Workload w = SearchSequenceTest.workloadWith("<search vary=\"workers\" from=\"8\" to=\"10000\""
                + " untilPlateau=\"1%\" precision=\"10%\"/>");
        DoubleUnaryOperator model = server(2000, 0.100); // knee at 1 + 200 = 201 workers
        List<StageResult> ended = drive(w, model);
        SearchReport r = SearchReport.of(w, ended);
        double knee = expectedKnee(model, 0.01, loads(ended, w.search()));
        assertThat(r.outcome()).isEqualTo("found");
        assertThat(r.bracket().low()).isLessThan(knee);
        assertThat(r.answer().load()).isGreaterThanOrEqualTo(knee);
        assertThat((r.bracket().high() - r.bracket().low()) / r.bracket().low()).isLessThanOrEqualTo(precision);
        assertThat(r.bracket().high() - r.bracket().low()).isGreaterThan(1);
    }

    @Test
    void stepsWithoutASuccessEndTheSearchWithNoThroughput() throws Exception {
        Workload w = SearchSequenceTest.workloadWith("<search vary=\"workers\" from=\"4\" to=\"1000\" untilPlateau=\"2%\"/>");
        List<StageResult> ended = drive(w, load -> 0);
        assertThat(loads(ended, w.search())).containsExactly(4.0, 8.0, 16.0);
        SearchReport r = SearchReport.of(w, ended);
        assertThat(r.outcome()).isEqualTo("no-throughput");
        assertThat(r.answer()).isNull();
        assertThat(r.steps()).noneMatch(SearchReport.StepJson::pass);
    }

    @Test
    void pureFunctionsOnPoints() {
        Search s = new Search(1, 1, Search.Vary.WORKERS, 1, 64, 0.05, 1, 0, List.of(), 0.02);
        assertThat(Plateau.next(s, List.of())).isEqualTo(1);
        var a = new Plateau.Point(1, 100);
        assertThat(Plateau.grew(s, a, new Plateau.Point(2, 102))).isTrue();
        assertThat(Plateau.grew(s, a, new Plateau.Point(2, 101.9))).isFalse();
        assertThat(Plateau.grew(s, new Plateau.Point(1, 0), new Plateau.Point(2, 0))).isFalse();
        // a knee of 1 worker: nothing lies between it and no workers
        List<Plateau.Point> flat = List.of(a, new Plateau.Point(2, 100), new Plateau.Point(4, 100));
        assertThat(Plateau.raisingSteps(s, flat)).isEqualTo(3);
        assertThat(Plateau.next(s, flat)).isNaN();
        assertThat(Plateau.knee(s, flat)).isEqualTo(1);
        assertThat(Plateau.belowKnee(s, flat)).isZero();
        assertThat(Plateau.outcome(s, flat)).isEqualTo(Bisection.Outcome.FOUND);
        assertThat(Plateau.outcome(s, flat.subList(0, 2))).isEqualTo(Bisection.Outcome.STOPPED);
    }
}
