package io.objbench.controller.search;

import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageSequence;
import io.objbench.controller.run.StageState;
import io.objbench.core.workload.Search;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Steps;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * The stages of a capacity search: the workload's stages before the main work's stage as
 * written, then the steps (the main stage at each load {@link Bisection}, or {@link Plateau} in a
 * plateau search, picks from the steps so far), then the stages after it as written. A step's failure is the search's judgement, not
 * the run's: it does not make the run FAILED.
 */
public final class SearchSequence implements StageSequence {

    private final Search search;
    private final Stage main;
    private final List<Stage> before;
    private final List<Stage> after;
    private final SloCheck check;
    private final List<StageResult> judged = new ArrayList<>();
    private int nextBefore;
    private int nextAfter;
    private int steps;
    private int judgedResults;
    private boolean searching = true;

    /** The search of {@code workload}, which must have one. */
    public SearchSequence(Workload workload) {
        this.search = workload.search();
        int mainIndex = search.stageIndex() - 1;
        this.main = workload.stages().get(mainIndex);
        this.before = workload.stages().subList(0, mainIndex);
        this.after = workload.stages().subList(mainIndex + 1, workload.stages().size());
        this.check = new SloCheck(search.slos());
    }

    @Override
    public Stage next(List<StageResult> ended) {
        if (nextBefore < before.size()) {
            return before.get(nextBefore++);
        }
        if (searching) {
            for (; judgedResults < ended.size(); judgedResults++) {
                StageResult r = ended.get(judgedResults);
                if (SearchReport.isStep(r, main) && SearchReport.judged(r)) {
                    judged.add(r);
                }
            }
            double load = search.untilPlateau() ? Plateau.next(search, SearchReport.points(judged, search))
                    : Bisection.next(search, SearchReport.tried(judged, search, check, main.name()));
            if (!Double.isNaN(load)) {
                return Steps.step(main, search, ++steps, load);
            }
            searching = false;
        }
        return nextAfter < after.size() ? after.get(nextAfter++) : null;
    }

    @Override
    public List<Stage> rest() {
        List<Stage> rest = new ArrayList<>(before.subList(nextBefore, before.size()));
        rest.addAll(after.subList(nextAfter, after.size()));
        return rest;
    }

    @Override
    public boolean failsRun(StageResult result) {
        return result.state() == StageState.FAILED && !SearchReport.isStep(result, main);
    }
}
