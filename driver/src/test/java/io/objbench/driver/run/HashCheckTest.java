package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.WorkType;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.MemoryStorage;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import org.junit.jupiter.api.Test;

/** hashCheck: objects prepared with the trailer read back verified; corruption is an INTEGRITY failure. */
class HashCheckTest {

    private final MemoryStorage storage = new MemoryStorage();
    private final Runs runs = new Runs(Clock.system(), storage.factory);

    private void prepare(String id, boolean hashCheck) throws Exception {
        runs.run(Missions.work().type(WorkType.PREPARE).workers(2).division(Division.OBJECT)
                .op("prepare", 100, "containers=r(1,1);objects=r(1,20);sizes=u(41,5000)B;hashCheck=" + hashCheck).mission(id));
    }

    private Runs.Result readAll(String id) throws Exception {
        return runs.run(Missions.work().workers(1).totalOps(20)
                .op("read", 100, "containers=r(1,1);objects=r(1,20);hashCheck=true").mission(id));
    }

    @Test
    void preparedObjectsVerifyAndACorruptedOneFails() throws Exception {
        prepare("p", true);
        assertThat(storage.objects).hasSize(20);

        Runs.Result clean = readAll("r1");
        assertThat(clean.op("op1").successes()).isEqualTo(20);
        assertThat(clean.op("op1").failures()).isZero();

        byte[] victim = storage.objects.get("mycontainers1/myobjects3");
        victim[victim.length / 2] ^= 0x20;
        Runs.Result corrupted = readAll("r2");
        assertThat(corrupted.op("op1").successes()).isEqualTo(19);
        assertThat(corrupted.op("op1").errors()).containsEntry(ErrorKind.INTEGRITY, 1L);
        assertThat(corrupted.report().log()).anyMatch(l -> l.contains("INTEGRITY"));
    }

    @Test
    void objectsWithoutTrailerOnlyWarnOnce() throws Exception {
        prepare("p2", false);

        Runs.Result result = readAll("r3");

        assertThat(result.op("op1").successes()).isEqualTo(20);
        assertThat(result.report().log()).filteredOn(l -> l.contains("without an MD5 trailer")).hasSize(1);
    }
}
