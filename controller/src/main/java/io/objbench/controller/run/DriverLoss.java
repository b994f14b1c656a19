package io.objbench.controller.run;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A driver a stage lost and went on without ({@code onDriverLoss="continue"}): when, why, and how
 * much of the stage's load it had carried by then, counted from the snapshots the controller
 * accepted (its results up to the last of them stay in the stage's merge).
 *
 * @param driver     the driver
 * @param at         when the controller declared it lost
 * @param ops        operations (successes and failures) of its missions received up to then
 * @param stageOps   operations of every mission of the stage received up to then
 * @param why        the rule that declared it lost (missed polls, refused connection, ...)
 */
public record DriverLoss(String driver, Instant at, long ops, long stageOps, String why) {

    /** The verdict code of a lost driver (docs/metrics.md, "Stage verdict"). */
    public static final String CODE = "driver-lost";

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    /** Its share of the stage's operations up to the loss, 0 to 1 (0 when none were received). */
    public double share() {
        return stageOps == 0 ? 0 : (double) ops / stageOps;
    }

    /** The verdict reason that names it; the time in {@code zone} (the controller's). */
    public StageVerdict.Reason reason(ZoneId zone) {
        return new StageVerdict.Reason(CODE, "driver lost", driver, share(), 0, String.format(Locale.ROOT,
                "driver %s lost at %s (carried %.0f %% of operations up to then, %d of %d): %s; the stage went on"
                        + " with the other drivers, its results up to its last snapshot kept (onDriverLoss=continue)",
                driver, CLOCK.format(at.atZone(zone)), share() * 100, ops, stageOps, why));
    }
}
