package io.objbench.controller.run;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The timestamped states of a stage or workload run, oldest first; the last is the current one.
 * Thread-safe: the runner moves it while listeners and a cancelling thread read it.
 *
 * @param <S> {@link StageState} or {@link WorkloadState}
 */
public final class StateHistory<S extends Enum<S>> {

    private final Clock clock;
    private final List<StateChange<S>> changes = new ArrayList<>();

    public StateHistory(Clock clock, S initial) {
        this.clock = clock;
        move(initial);
    }

    /** Enters {@code state} now (no entry when it is the current state already). */
    public synchronized void move(S state) {
        if (changes.isEmpty() || changes.get(changes.size() - 1).state() != state) {
            changes.add(new StateChange<>(state, clock.instant()));
        }
    }

    /** The current state. */
    public synchronized S current() {
        return changes.get(changes.size() - 1).state();
    }

    /** A copy of the changes so far. */
    public synchronized List<StateChange<S>> changes() {
        return List.copyOf(changes);
    }
}
