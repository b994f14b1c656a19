package io.objbench.core.ssbench;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Command-line values that beat the file's, as ssbench's {@code -u}, {@code -o}, {@code -r},
 * {@code -c}, {@code -p} and {@code --delete-after} do. Within each level {@code seconds} beats
 * {@code operations}; an override of either replaces both of the file's limits.
 *
 * @param users       {@code user_count}
 * @param operations  {@code operation_count}
 * @param seconds     {@code run_seconds}
 * @param containers  {@code container_count}
 * @param policy      {@code policy}
 * @param deleteAfter {@code delete_after}; 0 removes the file's
 */
public record ScenarioOverrides(OptionalInt users, OptionalLong operations, OptionalLong seconds,
                                OptionalInt containers, Optional<String> policy, OptionalLong deleteAfter) {

    /** No override. */
    public static final ScenarioOverrides NONE = new ScenarioOverrides(OptionalInt.empty(), OptionalLong.empty(),
            OptionalLong.empty(), OptionalInt.empty(), Optional.empty(), OptionalLong.empty());

    /** True when either limit is overridden (then the file's limits are both ignored). */
    public boolean limitOverridden() {
        return operations.isPresent() || seconds.isPresent();
    }
}
