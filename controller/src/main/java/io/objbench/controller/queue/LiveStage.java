package io.objbench.controller.queue;

import io.objbench.controller.run.DriverEvent;
import java.time.Instant;
import java.util.List;

/**
 * What the live views know of one stage of an active run besides its timeline rows: when it
 * started (the controller's clock) and what its drivers did that bears on the measurement (a lost
 * driver above all), so a page can say "stage 3 of 14, 40 s in" and mark the loss on its charts.
 *
 * @param started when the stage started; null while it has not
 * @param events  the stage's driver events in the order seen (at most {@link LiveRun#KEPT_EVENTS})
 */
public record LiveStage(Instant started, List<DriverEvent> events) {

    public LiveStage {
        events = List.copyOf(events);
    }
}
