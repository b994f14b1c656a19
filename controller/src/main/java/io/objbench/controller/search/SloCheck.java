package io.objbench.controller.search;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.WorkResult;
import io.objbench.core.check.Criterion;
import io.objbench.core.check.Figures;
import io.objbench.core.check.OpFigures;
import io.objbench.core.check.StageFigures;
import io.objbench.core.check.Verdict;
import io.objbench.core.workload.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * Judges a search step against the search's SLOs, with the criteria grammar and evaluator of
 * {@code --assert} ({@link Criterion}). The step is evaluated as one stage named as the main
 * stage (so {@code main.read.p99<=20ms} names it), holding every operation of the step. A step
 * that did not complete (its failure ratio over the work's afr, a mission failed) fails whatever
 * its figures.
 */
public final class SloCheck {

    private final List<Criterion> criteria;

    /**
     * @param slos the SLOs as written
     * @throws io.objbench.core.check.CriterionException when one is not a criterion
     */
    public SloCheck(List<String> slos) {
        List<Criterion> parsed = new ArrayList<>();
        for (String slo : slos) {
            parsed.add(Criterion.parse(slo));
        }
        this.criteria = List.copyOf(parsed);
    }

    /** The verdict of each SLO on {@code step}, in order. */
    public List<Verdict> verdicts(StageResult step, String stageName) {
        List<StageFigures> run = List.of(figures(step, stageName));
        return criteria.stream().map(c -> c.evaluate(run)).toList();
    }

    /** True when the step completed and met every SLO. */
    public static boolean passes(StageResult step, List<Verdict> verdicts) {
        return step.state() == StageState.COMPLETED && verdicts.stream().allMatch(Verdict::pass);
    }

    /** The step's operations' figures, each over its work's window. */
    static StageFigures figures(StageResult step, String stageName) {
        List<OpFigures> ops = new ArrayList<>();
        for (WorkResult w : step.works()) {
            List<Operation> operations = w.work().operations();
            for (int i = 0; i < operations.size(); i++) {
                Operation op = operations.get(i);
                ops.add(new OpFigures(op.id(), op.name(), op.type(), Figures.of(w.ops().get(i), w.windowSeconds())));
            }
        }
        return new StageFigures(stageName, ops);
    }
}
