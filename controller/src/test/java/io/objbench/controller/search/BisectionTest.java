package io.objbench.controller.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Search;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoublePredicate;
import org.junit.jupiter.api.Test;

/** Where the search goes: doubling to the first failure, then halving the bracket to the precision. */
class BisectionTest {

    private static Search search(Search.Vary vary, double from, double to, double precision) {
        return new Search(1, 1, vary, from, to, precision, 1, 0, List.of("p99<=1ms"));
    }

    /** Runs the search against a system passing exactly the loads {@code passes} accepts. */
    private static List<Bisection.Tried> run(Search s, DoublePredicate passes) {
        List<Bisection.Tried> tried = new ArrayList<>();
        for (double load = Bisection.next(s, tried); !Double.isNaN(load); load = Bisection.next(s, tried)) {
            tried.add(new Bisection.Tried(load, passes.test(load)));
            assertThat(tried).hasSizeLessThan(100);
        }
        return tried;
    }

    @Test
    void rateSearchDoublesThenBisectsToThePrecisionAroundTheThreshold() {
        for (double threshold : new double[] {137, 1000, 5_000.5, 99_999}) {
            Search s = search(Search.Vary.RATE, 100, 1e6, 0.05);
            List<Bisection.Tried> tried = run(s, load -> load <= threshold);
            assertThat(Bisection.outcome(s, tried)).isEqualTo(Bisection.Outcome.FOUND);
            double low = Bisection.highestPass(tried, Bisection.lowestFail(tried));
            double high = Bisection.lowestFail(tried);
            assertThat(low).isLessThanOrEqualTo(threshold);
            assertThat(high).isGreaterThan(threshold);
            assertThat((high - low) / low).isLessThanOrEqualTo(0.05);
            assertThat(tried.get(0).load()).isEqualTo(100);
            if (threshold > 200) {
                assertThat(tried.get(1).load()).isEqualTo(200);
            }
        }
    }

    @Test
    void workerSearchStopsAtAdjacentWholeNumbers() {
        Search s = search(Search.Vary.WORKERS, 1, 1000, 0.001);
        List<Bisection.Tried> tried = run(s, w -> w <= 37);
        assertThat(tried).allSatisfy(t -> assertThat(t.load()).isEqualTo(Math.rint(t.load())));
        assertThat(Bisection.outcome(s, tried)).isEqualTo(Bisection.Outcome.FOUND);
        assertThat(Bisection.highestPass(tried, Bisection.lowestFail(tried))).isEqualTo(37);
        assertThat(Bisection.lowestFail(tried)).isEqualTo(38);
    }

    @Test
    void theFirstLoadFailingIsNoPassingLoadAndNothingFailingUpToToIsNeverFailed() {
        Search s = search(Search.Vary.RATE, 100, 1000, 0.05);
        List<Bisection.Tried> none = run(s, load -> false);
        assertThat(none).extracting(Bisection.Tried::load).containsExactly(100.0);
        assertThat(Bisection.outcome(s, none)).isEqualTo(Bisection.Outcome.NO_PASSING_LOAD);

        List<Bisection.Tried> all = run(s, load -> true);
        assertThat(all).extracting(Bisection.Tried::load).containsExactly(100.0, 200.0, 400.0, 800.0, 1000.0);
        assertThat(Bisection.outcome(s, all)).isEqualTo(Bisection.Outcome.NEVER_FAILED);
        assertThat(Bisection.outcome(s, all.subList(0, 2))).isEqualTo(Bisection.Outcome.STOPPED);
    }

    @Test
    void aPassAboveAFailureDoesNotMoveTheBracketUp() {
        Search s = search(Search.Vary.RATE, 100, 1000, 0.05);
        List<Bisection.Tried> tried = List.of(new Bisection.Tried(100, true), new Bisection.Tried(200, false),
                new Bisection.Tried(150, true), new Bisection.Tried(175, false), new Bisection.Tried(300, true));
        assertThat(Bisection.highestPass(tried, Bisection.lowestFail(tried))).isEqualTo(150);
        assertThat(Bisection.next(s, tried)).isEqualTo(162.5);
    }
}
