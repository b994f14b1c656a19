package io.objbench.driver.run;

import io.objbench.api.LoginResult;
import io.objbench.core.mission.Mission;
import io.objbench.driver.measure.Clock;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * What a worker sees of its mission: the plan, the clock, the measurement rules (window
 * included), the mission's events, its stop signal, a re-login and a way to end the mission when
 * a worker fails, and for an open-loop work the mission's pace (its schedule of intended starts,
 * which free workers take from). Workers reach the mission through nothing else.
 *
 * @param mission     the mission
 * @param plan        its operations, selectors and cursors
 * @param clock       the driver's clock
 * @param measurement what each sample counts for
 * @param events      first failures, deletes that found nothing, missing trailers
 * @param stop        the mission's stop, read on the hot path
 * @param binding     what each worker thread binds before its first call
 * @param relogin     logs a worker in again (global worker index → login result)
 * @param terminate   ends the mission TERMINATED with the given reason
 * @param pace        the open-loop schedule and in-flight count; {@code null} for closed loop
 */
record MissionContext(Mission mission, MissionPlan plan, Clock clock, Measurement measurement,
                      MissionEvents events, StopSignal stop, WorkerBinding binding,
                      IntFunction<LoginResult> relogin, Consumer<String> terminate,
                      OpenLoopPace pace) {

    /** The measured window. */
    TimeWindow window() {
        return measurement.window();
    }

    /** Whether workers must stop. */
    boolean stopping() {
        return stop.stopping();
    }
}
