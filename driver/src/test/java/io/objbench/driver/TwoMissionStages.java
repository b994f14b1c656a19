package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Work;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one work the way a controller splits it over two drivers: two missions of one driver
 * (the second absent for a single worker), submitted, logged in, launched together, then closed;
 * returns their per-operation stats merged exactly.
 */
final class TwoMissionStages {

    private TwoMissionStages() {
    }

    static List<OpStats> runWork(MissionManager driver, String stageId, Work work, long seed) throws Exception {
        int first = (work.workers() + 1) / 2;
        List<Mission> missions = new ArrayList<>();
        missions.add(new Mission(stageId + "-a", "w1", stageId, work, first, 0, seed));
        if (work.workers() > first) {
            missions.add(new Mission(stageId + "-b", "w1", stageId, work, work.workers() - first, first, seed));
        }
        for (Mission m : missions) {
            driver.submit(m);
            driver.login(m.id());
        }
        for (Mission m : missions) {
            driver.launch(m.id());
        }
        List<OpStats> merged = null;
        for (Mission m : missions) {
            driver.awaitFinal(m.id(), Duration.ofSeconds(30));
            MissionReport report = driver.close(m.id());
            assertThat(report.state()).as(report.message()).isEqualTo(MissionState.ACCOMPLISHED);
            if (merged == null) {
                merged = new ArrayList<>(report.ops());
            } else {
                for (int i = 0; i < merged.size(); i++) {
                    merged.set(i, merged.get(i).plus(report.ops().get(i)));
                }
            }
        }
        return merged;
    }
}
