package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageSession;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.WorkloadReader;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code spread=true} on an inventory prepare: each object once, object n in container
 * (n - 1) mod count, as ssbench places its initial files, instead of every object in every
 * container; names through cdigits/coffset as ssbench's containers.
 */
class SpreadPrepareTest {

    private final MissionManager driver = MissionManager.withDefaults("spread");

    @Test
    void eachObjectGoesToOneContainerRoundRobin() throws Exception {
        String names = "cprefix=spread_;csuffix=_default_policy;cdigits=6;coffset=-1";
        String xml = "<workload name=\"s\"><storage type=\"mock\" config=\"delay=0;store=true\"/><workflow>"
                + "<workstage name=\"init\"><work type=\"init\" workers=\"2\" config=\"" + names + ";containers=r(1,3)\"/>"
                + "</workstage><workstage name=\"prepare\"><work type=\"prepare\" workers=\"3\" config=\"" + names
                + ";inventory=tiny;containers=r(1,3);objects=r(1,7);sizes=c(10)B;headFirst=true;spread=true\"/>"
                + "</workstage></workflow></workload>";
        List<Stage> stages = WorkloadReader.read(xml, "s.xml").stages();
        run(stages.get(0), 2);
        MissionReport prepare = run(stages.get(1), 3);

        assertThat(prepare.ops().getFirst().successes()).isEqualTo(7);
        assertThat(driver.inventories().of("w-spread", "tiny").size()).isEqualTo(7);
        assertThat(stored("spread_000000_default_policy").keySet())
                .containsExactlyInAnyOrder("tiny_000001", "tiny_000004", "tiny_000007");
        assertThat(stored("spread_000001_default_policy").keySet()).containsExactlyInAnyOrder("tiny_000002", "tiny_000005");
        assertThat(stored("spread_000002_default_policy").keySet()).containsExactlyInAnyOrder("tiny_000003", "tiny_000006");
    }

    private MissionReport run(Stage stage, int workers) throws Exception {
        Mission m = new Mission("w-spread-" + stage.id(), "w-spread", stage.id(), stage.works().getFirst(), workers, 0, 7);
        driver.submit(m);
        driver.login(m.id());
        driver.launch(m.id());
        driver.awaitFinal(m.id(), Duration.ofSeconds(60));
        MissionReport report = driver.close(m.id());
        assertThat(report.state()).as(report.message()).isEqualTo(MissionState.ACCOMPLISHED);
        return report;
    }

    private static Map<String, Long> stored(String container) throws Exception {
        var factory = new ServiceLoaderAdaptorRegistry().storage("mock").orElseThrow();
        Map<String, Long> out = new HashMap<>();
        try (StorageSession session = factory.create(AdaptorConfig.of(Map.of("delay", "0", "store", "true")))
                .openSession(1, AuthToken.NONE)) {
            assertThat(session.list(container, "", out::put).ok()).isTrue();
        }
        return out;
    }
}
