package io.objbench.controller.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The search's stages chosen one after another from the steps so far, driven by synthetic step
 * results (no engine): a model gives each load's slowest response time, the SLO is p99 <= 20 ms.
 */
class SearchSequenceTest {

    /** init, then main (searched over its workers), then cleanup; {@code search} the element's attributes. */
    static Workload workload(String search) throws Exception {
        return workloadWith("<search " + search + "><slo check=\"read.p99 &lt;= 20ms\"/></search>");
    }

    /** init, main (4 closed-loop workers), cleanup, with {@code search} the whole {@code <search>} element. */
    static Workload workloadWith(String search) throws Exception {
        return WorkloadReader.read("""
                <workload name="seq">
                  <storage type="mock" />
                  %s
                  <workflow>
                    <workstage name="init">
                      <work type="init" workers="1" config="containers=r(1,1)" />
                    </workstage>
                    <workstage name="main">
                      <work name="main" workers="4" runtime="10">
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,10)" />
                      </work>
                    </workstage>
                    <workstage name="cleanup">
                      <work type="cleanup" workers="1" config="containers=r(1,1);objects=r(1,10)" />
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(search), "seq.xml");
    }

    /**
     * Runs the search of {@code w} to its end: a step's slowest response time is
     * {@code maxMsAt(load)} (its p99 just below), every other stage completes. The stages in order.
     */
    static List<StageResult> drive(Workload w, DoubleUnaryOperator maxMsAt) {
        SearchSequence seq = new SearchSequence(w);
        List<StageResult> ended = new ArrayList<>();
        for (Stage s = seq.next(List.copyOf(ended)); s != null; s = seq.next(List.copyOf(ended))) {
            ended.add(s.name().startsWith("search-")
                    ? StepResults.completed(s, maxMsAt.applyAsDouble(SearchReport.load(s, w.search())))
                    : StepResults.completed(s, 1));
            assertThat(ended).hasSizeLessThan(50);
        }
        return ended;
    }

    private static List<String> ids(List<StageResult> ended) {
        return ended.stream().map(r -> r.stage().id()).toList();
    }

    @Test
    void doublesToTheKneeThenBisectsToAdjacentWorkers() throws Exception {
        Workload w = workload("vary=\"workers\" from=\"4\" to=\"1000\" stepTime=\"2s\" warmup=\"0s\"");
        // slowest at `workers` ms: p99 = 1 + 0.99 (w - 1) ms <= 20 ms up to 20 workers
        List<StageResult> ended = drive(w, load -> load);
        assertThat(ids(ended)).containsExactly("s1-init", "s2-search-1-workers-4", "s2-search-2-workers-8",
                "s2-search-3-workers-16", "s2-search-4-workers-32", "s2-search-5-workers-24",
                "s2-search-6-workers-20", "s2-search-7-workers-22", "s2-search-8-workers-21", "s3-cleanup");
        // each step measured for the step time after the warm-up
        assertThat(ended.get(1).stage().works().get(0).runtime()).isEqualTo(2);
        assertThat(ended.get(1).stage().works().get(0).rampup()).isZero();
        SearchReport report = SearchReport.of(w, ended);
        assertThat(report.outcome()).isEqualTo("found");
        assertThat(report.answer().load()).isEqualTo(20);
        assertThat(report.bracket().high()).isEqualTo(21);
    }

    @Test
    void aRateSearchBisectsToThePrecision() throws Exception {
        Workload w = workload("vary=\"rate\" from=\"100\" to=\"100000\" precision=\"5%\"");
        // slowest at load / 50 ms: p99 = 1 + 0.99 (load / 50 - 1) ms <= 20 ms up to this load
        double threshold = (1 + 19 / 0.99) * 50;
        List<StageResult> ended = drive(w, load -> load / 50);
        assertThat(ended.subList(1, 6)).extracting(r -> SearchReport.load(r.stage(), w.search()))
                .containsExactly(100.0, 200.0, 400.0, 800.0, 1600.0);
        SearchReport report = SearchReport.of(w, ended);
        assertThat(report.outcome()).isEqualTo("found");
        double low = report.bracket().low();
        double high = report.bracket().high();
        assertThat(low).isEqualTo(report.answer().load()).isLessThanOrEqualTo(threshold);
        assertThat(high).isGreaterThan(threshold);
        assertThat((high - low) / low).isLessThanOrEqualTo(0.05);
        assertThat(ids(ended).getLast()).isEqualTo("s3-cleanup");
    }

    @Test
    void theFirstLoadFailingEndsTheSearchWithNoPassingLoad() throws Exception {
        Workload w = workload("vary=\"workers\" from=\"4\" to=\"64\"");
        List<StageResult> ended = drive(w, load -> 100);
        assertThat(ids(ended)).containsExactly("s1-init", "s2-search-1-workers-4", "s3-cleanup");
        assertThat(SearchReport.of(w, ended).outcome()).isEqualTo("no-passing-load");
    }

    @Test
    void passingEveryLoadUpToToEndsTheSearchWithNeverFailed() throws Exception {
        Workload w = workload("vary=\"workers\" from=\"4\" to=\"40\"");
        List<StageResult> ended = drive(w, load -> 2);
        assertThat(ids(ended)).containsExactly("s1-init", "s2-search-1-workers-4", "s2-search-2-workers-8",
                "s2-search-3-workers-16", "s2-search-4-workers-32", "s2-search-5-workers-40", "s3-cleanup");
        assertThat(SearchReport.of(w, ended).outcome()).isEqualTo("never-failed");
    }

    @Test
    void aFailedStepIsTheSearchsJudgementNotTheRunsAndCountsAsFailing() throws Exception {
        Workload w = workload("vary=\"workers\" from=\"4\" to=\"64\"");
        SearchSequence seq = new SearchSequence(w);
        List<StageResult> ended = new ArrayList<>();
        Stage init = seq.next(List.copyOf(ended));
        assertThat(seq.rest()).extracting(Stage::id).containsExactly("s3-cleanup");
        ended.add(StepResults.completed(init, 1));
        Stage first = seq.next(List.copyOf(ended));
        assertThat(first.id()).isEqualTo("s2-search-1-workers-4");
        // good figures, but the step failed (its failures over the afr): a failing load, not a failed run
        StageResult failed = StepResults.of(first, StageState.FAILED, 1000, 0, 2, 10);
        assertThat(seq.failsRun(failed)).isFalse();
        assertThat(seq.failsRun(StepResults.of(init, StageState.FAILED, 1, 0, 1, 1))).isTrue();
        ended.add(failed);
        Stage next = seq.next(List.copyOf(ended));
        assertThat(next.id()).isEqualTo("s3-cleanup");
        ended.add(StepResults.completed(next, 1));
        assertThat(seq.next(List.copyOf(ended))).isNull();
        assertThat(seq.rest()).isEmpty();
        assertThat(SearchReport.of(w, ended).outcome()).isEqualTo("no-passing-load");
    }
}
