package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageSession;
import io.objbench.core.mission.Mission;
import io.objbench.core.mission.MissionReport;
import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.inventory.Inventory;
import io.objbench.driver.inventory.InventoryObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The confirmed-object inventory on the real engine and the mock adaptor with {@code store=true},
 * which answers not-found for any object it does not hold: a failure-free run proves no operation
 * ever named an object that was not confirmed written, or was being deleted.
 */
class InventoryRunTest {

    private static final String STORAGE = "<storage type=\"mock\" config=\"delay=0;store=true\"/>";

    private final MissionManager driver = MissionManager.withDefaults("inv");

    @Test
    void aCrudMixNeverReadsAMissingObjectAndUpdatesResizeWhatIsStored() throws Exception {
        List<Stage> stages = stages("crud", """
                <workstage name="init"><work type="init" workers="1" config="cprefix=invcrud;containers=r(1,2)"/></workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="3" config="cprefix=invcrud;inventory=small;containers=r(1,2);objects=r(1,20);sizes=c(1)KB"/>
                </workstage>
                <workstage name="main">
                  <work name="mix" workers="8" totalOps="4000" config="cprefix=invcrud;inventory=small">
                    <operation type="write" ratio="20" config="containers=u(1,2);sizes=c(2)KB;hashCheck=true"/>
                    <operation type="read" ratio="50" config="hashCheck=true"/>
                    <operation type="write" ratio="20" config="sizes=c(3)KB;update=true;hashCheck=true"/>
                    <operation type="delete" ratio="10"/>
                  </work>
                </workstage>""");
        run("w-crud", stages.get(0), 1);
        List<OpStats> prepare = run("w-crud", stages.get(1), 2);
        Inventory small = driver.inventories().of("w-crud", "small");
        assertThat(prepare.getFirst().successes()).isEqualTo(40);
        assertThat(small.size()).isEqualTo(40);
        assertThat(small.objects()).extracting(InventoryObject::name).allMatch(n -> n.matches("small_0000[0-2][0-9]"));

        List<OpStats> mix = run("w-crud", stages.get(2), 2);
        long created = mix.get(0).successes();
        long deleted = mix.get(3).successes();
        assertThat(mix).extracting(OpStats::failures).containsOnly(0L);
        assertThat(mix.stream().mapToLong(o -> o.total() + o.unavailable()).sum()).isEqualTo(4000);
        assertThat(created).isPositive();
        assertThat(mix.get(2).successes()).as("updates").isPositive();
        assertThat(deleted).isPositive();
        assertThat(small.size()).as("creates add, deletes take away").isEqualTo(40 + created - deleted);
        assertThat(small.objects()).filteredOn(o -> !o.name().matches("small_\\d{6}"))
                .extracting(InventoryObject::name).allMatch(n -> n.matches("small_\\d{6}_w-crud-s3-op\\d+-w[1-8]"));

        // what the inventory believes is what the store holds, sizes included (updates wrote 3 KB)
        Map<String, Long> stored = new HashMap<>();
        stored("invcrud1").forEach((name, size) -> stored.put("invcrud1/" + name, size));
        stored("invcrud2").forEach((name, size) -> stored.put("invcrud2/" + name, size));
        assertThat(stored).hasSize(small.size());
        List<String> differ = small.objects().stream()
                .filter(o -> !Long.valueOf(o.size()).equals(stored.get(o.container() + "/" + o.name())))
                .map(InventoryObject::toString).toList();
        assertThat(differ).as("objects whose stored size is not the inventory's").isEmpty();
        assertThat(small.objects()).filteredOn(o -> o.size() == 3000).as("updated (3 KB)").isNotEmpty();
    }

    @Test
    void emptyInventoryTurnsAreUnavailableAndSendNothing() throws Exception {
        List<Stage> stages = stages("empty", """
                <workstage name="main">
                  <work name="readers" workers="4" totalOps="400" config="cprefix=invempty;inventory=none">
                    <operation type="read" ratio="60"/>
                    <operation type="delete" ratio="20"/>
                    <operation type="write" ratio="20" config="sizes=c(1)KB;update=true"/>
                  </work>
                </workstage>""");
        List<OpStats> ops = run("w-empty", stages.getFirst(), 1);
        assertThat(ops).extracting(OpStats::total).containsOnly(0L);
        assertThat(ops.stream().mapToLong(OpStats::unavailable).sum()).isEqualTo(400);
        assertThat(ops).extracting(OpStats::unavailable).allMatch(n -> n > 0);
    }

    @Test
    void headFirstSkipsWhatExistsAndCleanupRemovesOnlyWhatTheRunCreated() throws Exception {
        String prepare = """
                <workstage name="init"><work type="init" workers="1" config="cprefix=invhead;containers=r(1,1)"/></workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="2" config="cprefix=invhead;inventory=base;containers=r(1,1);objects=r(1,%d);sizes=c(1)KB;headFirst=true"/>
                </workstage>
                <workstage name="cleanup"><work type="cleanup" workers="2" config="cprefix=invhead;inventory=base"/></workstage>""";
        // run 1 prepares 1..10 and leaves them (no cleanup)
        List<Stage> first = stages("h1", prepare.formatted(10));
        run("w-h1", first.get(0), 1);
        assertThat(run("w-h1", first.get(1), 1).getFirst().successes()).isEqualTo(10);
        assertThat(driver.inventories().of("w-h1", "base").objects()).allMatch(InventoryObject::created);

        // run 2 prepares 1..15: 10 found by HEAD (successes, not created), 5 written
        List<Stage> second = stages("h2", prepare.formatted(15));
        List<OpStats> prepared = run("w-h2", second.get(1), 1);
        assertThat(prepared.getFirst().successes()).isEqualTo(15);
        assertThat(prepared.getFirst().bytes()).as("only the 5 writes move bytes").isEqualTo(5_000);
        Inventory base = driver.inventories().of("w-h2", "base");
        assertThat(base.size()).isEqualTo(15);
        assertThat(base.objects()).filteredOn(InventoryObject::created).extracting(InventoryObject::name)
                .containsExactlyInAnyOrder("base_000011", "base_000012", "base_000013", "base_000014", "base_000015");

        List<OpStats> cleaned = run("w-h2", second.get(2), 1);
        assertThat(cleaned.getFirst().successes()).isEqualTo(5);
        assertThat(base.size()).isZero();
        assertThat(stored("invhead1").keySet()).containsExactlyInAnyOrder("base_000001", "base_000002", "base_000003",
                "base_000004", "base_000005", "base_000006", "base_000007", "base_000008", "base_000009", "base_000010");
    }

    @Test
    void manyWorkersShareOneInventoryWithoutEverMeetingOnAnObject() throws Exception {
        // few objects, many workers, reads and deletes racing creates: any object handed to two
        // operations at once (a read of an object being deleted) fails its read with not-found
        List<Stage> stages = stages("race", """
                <workstage name="init"><work type="init" workers="1" config="cprefix=invrace;containers=r(1,1)"/></workstage>
                <workstage name="main">
                  <work name="race" workers="64" totalOps="20000" config="cprefix=invrace;inventory=hot">
                    <operation type="write" ratio="30" config="containers=c(1);sizes=c(100)B"/>
                    <operation type="read" ratio="35"/>
                    <operation type="delete" ratio="30"/>
                    <operation type="write" ratio="5" config="sizes=c(200)B;update=true"/>
                  </work>
                </workstage>""");
        run("w-race", stages.get(0), 1);
        List<OpStats> ops = run("w-race", stages.get(1), 3);
        assertThat(ops).extracting(OpStats::failures).containsOnly(0L);
        assertThat(ops.stream().mapToLong(o -> o.total() + o.unavailable()).sum()).isEqualTo(20000);
        Inventory hot = driver.inventories().of("w-race", "hot");
        assertThat(hot.size()).isEqualTo(ops.get(0).successes() - ops.get(2).successes());
        assertThat(stored("invrace1")).hasSize(hot.size());
        assertThat(hot.objects()).extracting(InventoryObject::name).doesNotHaveDuplicates();
    }

    private static List<Stage> stages(String name, String workstages) throws Exception {
        String xml = "<workload name=\"" + name + "\">" + STORAGE + "<workflow>" + workstages + "</workflow></workload>";
        return WorkloadReader.read(xml, name + ".xml").stages();
    }

    /** Runs a stage's only work as {@code parts} missions of run {@code workloadId}; their stats merged. */
    private List<OpStats> run(String workloadId, Stage stage, int parts) throws Exception {
        Work work = stage.works().getFirst();
        List<Mission> missions = new ArrayList<>();
        int offset = 0;
        for (int p = 0; p < parts; p++) {
            int n = work.workers() / parts + (p < work.workers() % parts ? 1 : 0);
            missions.add(new Mission(workloadId + "-" + stage.id() + "-d" + p, workloadId, stage.id(), work, n, offset, 7));
            offset += n;
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
            driver.awaitFinal(m.id(), Duration.ofSeconds(60));
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

    /** The objects the mock store holds in {@code container}, with their stored lengths. */
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
