package io.objbench.controller.archive;

import io.objbench.controller.run.ClientNetwork;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import java.util.ArrayList;
import java.util.List;

/** A run whose first stage had a driver at 96 % of its 40 Mbit/s link and another on loopback only. */
public final class NetworkBoundRun {

    private NetworkBoundRun() {
    }

    /** The driver d1 at 96 % of its link (bound), d2 whose storage was on 127.0.0.1. */
    public static ClientNetwork network() {
        ClientNetwork.DriverLink d1 = new ClientNetwork.DriverLink("d1", 40_000_000L, 60_000_000L, 250_000L, 0.96, 0L,
                List.of(new ClientNetwork.InterfaceLink("eth0", false, 40_000_000L, 60_000_000L, 250_000L, 0.96)));
        ClientNetwork.DriverLink d2 = new ClientNetwork.DriverLink("d2", null, 0L, 0L, null, 7_000_000L,
                List.of(new ClientNetwork.InterfaceLink("lo", true, null, 7_000_000L, 7_000_000L, null)));
        return new ClientNetwork(List.of(d1, d2), true);
    }

    /** {@code run} with its first stage's client network set to {@link #network()}. */
    public static WorkloadResult of(WorkloadResult run) {
        List<StageResult> stages = new ArrayList<>(run.stages());
        StageResult s = stages.getFirst();
        stages.set(0, new StageResult(s.stage(), s.state(), s.history(), s.works(), s.timeline(), s.missions(),
                s.message(), s.recovered(), network()));
        return new WorkloadResult(run.id(), run.workload(), run.state(), run.history(), run.submittedAt(),
                run.startedAt(), run.stoppedAt(), stages, run.triggers());
    }
}
