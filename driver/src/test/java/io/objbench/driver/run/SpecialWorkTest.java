package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.OpResult;
import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.WorkType;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Call;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** init / prepare / cleanup / dispose visit their slices exactly once (§1.3, §2.5). */
class SpecialWorkTest {

    @Test
    void prepareWritesEveryObjectOfEveryContainerExactlyOnce() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().type(WorkType.PREPARE).workers(4).totalOps(4).division(Division.OBJECT)
                .op("prepare", 100, "containers=r(1,3);objects=r(1,10);sizes=c(2)KB;createContainer=false").mission("p");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        List<String> written = storage.calls.stream().map(c -> c.container() + "/" + c.object()).toList();
        assertThat(written).hasSize(30).doesNotHaveDuplicates();
        assertThat(storage.calls).extracting(Call::op).containsOnly("put");
        assertThat(storage.calls.stream().filter(c -> c.worker() == 4).map(Call::object))
                .containsOnly("myobjects9", "myobjects10");
        assertThat(result.op("op1").successes()).isEqualTo(30);
        assertThat(result.op("op1").bytes()).isEqualTo(60_000);
        assertThat(result.op("op1").sampleType()).isEqualTo("write");
    }

    @Test
    void prepareCreatesContainersWhenAsked() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().type(WorkType.PREPARE).workers(1).division(Division.OBJECT)
                .op("prepare", 100, "containers=r(1,2);objects=r(1,1);sizes=c(1)B;createContainer=true").mission("pc");

        new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).extracting(Call::op).containsExactly("createContainer", "put", "createContainer", "put");
    }

    @Test
    void cleanupDeletesEveryObjectOnceAndMissingOnesCountAsSuccess() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> "myobjects5".equals(c.object())
                ? OpResult.failure(io.objbench.api.ErrorKind.NOT_FOUND, 404, "gone") : OpResult.OK, true);
        var mission = Missions.work().type(WorkType.CLEANUP).workers(3).division(Division.OBJECT)
                .op("cleanup", 100, "containers=r(1,2);objects=r(1,10);deleteContainer=false").mission("c");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls.stream().map(c -> c.container() + "/" + c.object()).toList()).hasSize(20).doesNotHaveDuplicates();
        assertThat(result.op("op1").successes()).isEqualTo(20);
        assertThat(result.report().state()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(result.report().log()).anyMatch(l -> l.contains("2 deletes found nothing"));
    }

    @Test
    void paddedAndOffsetNamesNumberContainersFromZeroAsSsbench() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().type(WorkType.PREPARE).workers(1).division(Division.OBJECT)
                .op("prepare", 100, "containers=r(1,2);cprefix=ssbench_;csuffix=_default_policy;cdigits=6;coffset=-1"
                        + ";objects=r(9,10);oprefix=tiny_;odigits=6;sizes=c(1)B;createContainer=true").mission("pad");

        new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls.stream().map(c -> c.container() + "/" + c.object()).distinct()).containsExactly(
                "ssbench_000000_default_policy/null", "ssbench_000000_default_policy/tiny_000009",
                "ssbench_000000_default_policy/tiny_000010", "ssbench_000001_default_policy/null",
                "ssbench_000001_default_policy/tiny_000009", "ssbench_000001_default_policy/tiny_000010");
    }

    @Test
    void initCreatesEachContainerOfTheSliceOnce() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().type(WorkType.INIT).workers(2).division(Division.CONTAINER)
                .op("init", 100, "containers=r(1,5);objects=r(0,0);sizes=c(0)B").mission("i");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).extracting(Call::container)
                .containsExactlyInAnyOrder("mycontainers1", "mycontainers2", "mycontainers3", "mycontainers4", "mycontainers5");
        assertThat(storage.calls.stream().filter(c -> c.worker() == 2).map(Call::container)).containsOnly("mycontainers4", "mycontainers5");
        assertThat(result.op("op1").successes()).isEqualTo(5);
    }

    @Test
    void disposeEmptiesANonEmptyContainerAndRetriesOnce() throws Exception {
        Set<String> emptied = ConcurrentHashMap.newKeySet();
        ScriptedStorage storage = new ScriptedStorage(c -> switch (c.op()) {
            case "deleteContainer" -> emptied.contains(c.container()) || c.container().endsWith("2")
                    ? OpResult.OK : OpResult.httpFailure(409, "not empty");
            case "list" -> {
                c.listSink().entry("a", 1);
                c.listSink().entry("b", 1);
                emptied.add(c.container());
                yield OpResult.OK;
            }
            default -> OpResult.OK;
        }, true);
        var mission = Missions.work().type(WorkType.DISPOSE).workers(1).division(Division.CONTAINER)
                .op("dispose", 100, "containers=r(1,2);objects=r(0,0);sizes=c(0)B").mission("d");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).extracting(c -> c.op() + " " + c.container() + (c.object() == null || c.op().equals("list") ? "" : "/" + c.object()))
                .containsExactly("deleteContainer mycontainers1", "list mycontainers1", "delete mycontainers1/a",
                        "delete mycontainers1/b", "deleteContainer mycontainers1", "deleteContainer mycontainers2");
        assertThat(result.op("op1").successes()).isEqualTo(2);
        assertThat(result.op("op1").failures()).isZero();
    }

    @Test
    void aFailedPrepareWriteFailsTheMissionWhenNothingSucceeded() throws Exception {
        ScriptedStorage storage = new ScriptedStorage(c -> OpResult.httpFailure(500, "boom"), false);
        var mission = Missions.work().type(WorkType.PREPARE).workers(1).division(Division.OBJECT)
                .op("prepare", 100, "containers=r(1,1);objects=r(1,3);sizes=c(1)B;createContainer=false").mission("pf");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.report().state()).isEqualTo(MissionState.FAILED);
        assertThat(result.op("op1").failures()).isEqualTo(3);
    }

    @Test
    void aDelayWorkSentToTheDriverDoesNothingAndSucceeds() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().type(WorkType.DELAY).totalOps(1).op("delay", 100, "").mission("delay");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(result.report().state()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(storage.calls).isEmpty();
    }
}
