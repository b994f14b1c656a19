package io.objbench.controller.run;

import java.time.Instant;
import java.util.Objects;

/**
 * One entry of a state history: the state entered and when.
 *
 * @param state the state entered
 * @param at    when
 * @param <S>   {@link StageState} or {@link WorkloadState}
 */
public record StateChange<S extends Enum<S>>(S state, Instant at) {

    public StateChange {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(at, "at");
    }
}
