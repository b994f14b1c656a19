package io.objbench.controller.run;

/**
 * When a stage's operations ran on its drivers: the start of its first operation and the end of
 * its last, rampup and rampdown included, in epoch µs of the drivers' clocks (as the interval
 * snapshots carry them). The gap from one stage's last operation to the next stage's first is
 * the idle time between stages ({@link StageOverhead}).
 *
 * @param firstOpMicros epoch µs of the earliest operation start over the stage's missions
 * @param lastOpMicros  epoch µs of the latest operation end over the stage's missions
 */
public record StageSpan(long firstOpMicros, long lastOpMicros) {

    public StageSpan {
        if (lastOpMicros < firstOpMicros) {
            throw new IllegalArgumentException("a stage's last operation ends before its first starts: "
                    + firstOpMicros + " > " + lastOpMicros);
        }
    }
}
