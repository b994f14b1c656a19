package io.objbench.controller;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.driver.DriverPool;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageOverhead;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import io.objbench.driver.local.LocalDriverClient;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fixed cost of a stage through the whole embedded controller ({@code objbench run}: queue,
 * runner, in-process driver on {@code mock}, archive written after every stage): the median
 * time from one stage's last operation to the next stage's first stays under 150 ms. Before the
 * drivers answered polls as missions ended and the archive was written in the background, this
 * median was 907 ms (a check period of 200 ms plus the archive rewritten on the runner's thread).
 * The bound catches that, not the figure: issue 21's 50 ms is a measurement, printed here and
 * recorded with its machine in docs/performance.md (a timed bound of 50 ms failed on a loaded CI
 * machine at 52.8 ms without any change of code).
 *
 * <p>Why the median of 20 stages: each gap is one sample of scheduling noise on a machine other
 * builds may load; a stage whose end is seen at the next poll instead of at once costs the
 * check period, so a median under the bound means most stages end when their missions do, and
 * one stage slowed by a busy machine cannot fail the test.
 */
class StageOverheadEndToEndTest {

    /** Far below the 907 ms of the poll-bound, archive-on-the-runner stage end; above a loaded machine's noise. */
    static final double BOUND_MS = 150;
    static final int STAGES = 20;

    @TempDir
    Path dir;

    @Test
    void medianGapBetweenTwentyShortStagesIsFarBelowACheckPeriod() throws Exception {
        WorkloadResult run = run(workload(STAGES));
        assertThat(run.state()).isEqualTo(WorkloadState.FINISHED);

        List<Double> gaps = StageOverhead.millis(run.stages());
        assertThat(gaps.get(0)).as("nothing ran before the first stage").isNull();
        List<Double> known = gaps.subList(1, gaps.size());
        assertThat(known).as("every later stage measured its overhead").doesNotContainNull().hasSize(STAGES - 1);
        // the same gaps from the missions' final reports (window = first op .. last op without ramps)
        List<Double> fromReports = new ArrayList<>();
        for (int i = 1; i < run.stages().size(); i++) {
            MissionReport before = run.stages().get(i - 1).missions().get(0).report();
            MissionReport after = run.stages().get(i).missions().get(0).report();
            fromReports.add((after.windowStartMicros() - before.windowEndMicros()) / 1000.0);
        }
        for (int i = 0; i < known.size(); i++) {
            assertThat(known.get(i)).as("stage %d: overhead from snapshots vs reports", i + 2)
                    .isCloseTo(fromReports.get(i), org.assertj.core.data.Offset.offset(0.2));
        }
        double median = median(known);
        System.out.println("gaps ms: " + known);
        System.out.printf(java.util.Locale.ROOT, "embedded stage overhead over %d gaps: median %.1f ms, max %.1f ms,"
                + " sum %.1f ms%n", known.size(), median, known.stream().mapToDouble(Double::doubleValue).max().orElse(0),
                StageOverhead.total(run.stages()).millis());
        assertThat(median).as("median overhead per stage (ms) of %s", known).isLessThan(BOUND_MS);
    }

    /** {@code n} stages, each a few hundred operations of 1 ms on mock, ending on totalOps. */
    static Workload workload(int n) throws Exception {
        StringBuilder stages = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            stages.append("""
                    <workstage name="st%d">
                      <work name="w%d" workers="4" interval="1" totalOps="200">
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,100)"/>
                      </work>
                    </workstage>
                    """.formatted(i, i));
        }
        return WorkloadReader.read("""
                <workload name="overhead">
                  <storage type="mock" config="delay=1;size=1KB"/>
                  <workflow>
                %s  </workflow>
                </workload>
                """.formatted(stages), "overhead.xml");
    }

    private WorkloadResult run(Workload w) throws Exception {
        DriverPool pool = DriverPool.local(new LocalDriverClient(MissionManager.withDefaults("driver1")));
        try (ControllerAssembly controller = ControllerAssembly.embedded(dir.resolve("archive"), ZoneId.of("UTC"),
                Clock.systemUTC(), pool, RunSettings.defaults(), RunListener.NONE)) {
            WorkloadQueue.RunEnd end = controller.await(controller.submit(w, "overhead.xml"));
            assertThat(end.archived()).isTrue();
            return end.result();
        }
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().filter(Objects::nonNull).sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
