package io.objbench.driver;

import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.OpTotals;
import io.objbench.core.workload.Operation;
import java.util.Map;

/**
 * What one held mission did so far, per operation (the driver's {@code /metrics}).
 *
 * @param mission the mission
 * @param state   its state now
 * @param ops     per operation, in the plan's order, every interval since the launch
 */
public record MissionTotals(Mission mission, MissionState state, Map<Operation, OpTotals> ops) {

    public MissionTotals {
        ops = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(ops));
    }
}
