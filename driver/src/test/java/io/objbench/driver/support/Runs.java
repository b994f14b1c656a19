package io.objbench.driver.support;

import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Snapshot;
import io.objbench.driver.AdaptorRegistry;
import io.objbench.driver.MissionManager;
import io.objbench.driver.measure.Clock;
import java.time.Duration;
import java.util.List;

/** Runs a mission to its end in tests and keeps what the poller would have seen. */
public final class Runs {

    public final MissionManager manager;

    public Runs(Clock clock, StorageAdaptorFactory storage, AuthAdaptorFactory... auth) {
        manager = new MissionManager("test-driver", AdaptorRegistry.of(List.of(storage), List.of(auth)), clock);
    }

    /** What one run produced. */
    public record Result(MissionReport report, List<Snapshot> snapshots) {

        /** The final in-window stats of {@code opId}. */
        public OpStats op(String opId) {
            return report.ops().stream().filter(o -> o.opId().equals(opId)).findFirst().orElseThrow();
        }

        /** All snapshots of {@code opId} added up (every sample, in window or not). */
        public OpStats timeline(String opId) {
            OpStats sum = null;
            for (Snapshot s : snapshots) {
                for (OpStats o : s.ops()) {
                    if (o.opId().equals(opId)) {
                        sum = sum == null ? o : sum.plus(o);
                    }
                }
            }
            return sum;
        }
    }

    public Result run(Mission mission) throws Exception {
        manager.submit(mission);
        manager.login(mission.id());
        manager.launch(mission.id());
        manager.awaitFinal(mission.id(), Duration.ofSeconds(30));
        List<Snapshot> snapshots = manager.status(mission.id(), 0).snapshots();
        return new Result(manager.close(mission.id()), snapshots);
    }
}
