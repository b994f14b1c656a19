package io.objbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.mission.MissionState;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.WorkType;
import io.objbench.driver.support.Missions;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The mock and none adaptors of adaptors/mock, found through ServiceLoader like any adaptor. */
class MockAdaptorTest {

    private final MissionManager manager = MissionManager.withDefaults("d1");

    private io.objbench.core.mission.MissionReport run(io.objbench.core.mission.Mission m) throws Exception {
        manager.submit(m);
        manager.login(m.id());
        manager.launch(m.id());
        manager.awaitFinal(m.id(), Duration.ofSeconds(30));
        return manager.close(m.id());
    }

    @Test
    void infoListsTheAdaptorTypes() {
        var info = manager.info();
        assertThat(info.name()).isEqualTo("d1");
        assertThat(info.storageTypes()).contains("mock", "none");
        assertThat(info.authTypes()).contains("mock", "none");
        assertThat(info.cores()).isPositive();
    }

    @Test
    void initPrepareReadCleanupDisposeOnTheMockStore() throws Exception {
        String storage = "delay=0;store=true";
        String keys = "containers=r(1,2);objects=r(1,30);cprefix=mocktest;";
        var init = run(Missions.work().type(WorkType.INIT).workers(2).division(Division.CONTAINER).storage("mock", storage)
                .op("init", 100, keys + "objects=r(0,0);sizes=c(0)B").mission("m-init"));
        var prepare = run(Missions.work().type(WorkType.PREPARE).workers(3).division(Division.OBJECT).storage("mock", storage)
                .op("prepare", 100, keys + "sizes=c(1)KB;hashCheck=true").mission("m-prep"));
        var read = run(Missions.work().workers(2).totalOps(120).auth("mock", "delay=0").storage("mock", storage)
                .op("read", 100, "containers=u(1,2);objects=u(1,30);cprefix=mocktest;hashCheck=true").mission("m-read"));
        var cleanup = run(Missions.work().type(WorkType.CLEANUP).workers(3).division(Division.OBJECT).storage("mock", storage)
                .op("cleanup", 100, keys + "deleteContainer=false").mission("m-clean"));
        var dispose = run(Missions.work().type(WorkType.DISPOSE).workers(2).division(Division.CONTAINER).storage("mock", storage)
                .op("dispose", 100, keys + "objects=r(0,0);sizes=c(0)B").mission("m-disp"));

        assertThat(init.ops().getFirst().successes()).isEqualTo(2);
        assertThat(prepare.ops().getFirst().successes()).isEqualTo(60);
        assertThat(read.state()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(read.ops().getFirst().successes()).isEqualTo(120);
        assertThat(read.ops().getFirst().bytes()).isEqualTo(120_000);
        assertThat(cleanup.ops().getFirst().successes()).isEqualTo(60);
        assertThat(dispose.ops().getFirst().successes()).isEqualTo(2);
        assertThat(dispose.state()).isEqualTo(MissionState.ACCOMPLISHED);
    }

    /**
     * The mock sleeps its {@code delay} before the response begins: each read's first byte comes
     * at least 5 ms after its start, and the read's report carries every success's first byte in
     * its own histogram, whose sum is the processing time's; a write has no first-byte histogram.
     */
    @Test
    void aReadsFirstByteHistogramHoldsEverySuccessAfterTheMocksDelay() throws Exception {
        var read = run(Missions.work().workers(2).totalOps(40).storage("mock", "delay=5")
                .op("read", 100, "containers=c(1);objects=u(1,5)").mission("fb-read"));
        var op = read.ops().getFirst();
        assertThat(op.successes()).isEqualTo(40);
        assertThat(op.firstByteHistogram().getTotalCount()).isEqualTo(40);
        assertThat(op.firstByteHistogram().getMinValue()).isGreaterThanOrEqualTo(5_000);
        assertThat(op.firstByteHistogram().getMaxValue()).isLessThanOrEqualTo(op.responseHistogram().getMaxValue());
        // the histogram's mean is Avg-ProcTime's, to a µs per sample (recorded in whole µs)
        double meanMicros = op.processingNanosSum() / 1e3 / op.successes();
        assertThat(op.firstByteHistogram().getMean()).isBetween(meanMicros - 1 - meanMicros / 1000,
                meanMicros + meanMicros / 1000);

        var write = run(Missions.work().workers(2).totalOps(10).storage("mock", "delay=0")
                .op("write", 100, "containers=c(1);objects=u(1,5);sizes=c(1)KB").mission("fb-write"));
        assertThat(write.ops().getFirst().successes()).isEqualTo(10);
        assertThat(write.ops().getFirst().hasFirstByte()).isFalse();
    }

    @Test
    void aWriteCountsTheBytesTheAdaptorReadNotTheDeclaredSize() throws Exception {
        // COSBench counts the bytes read from the upload stream: none never reads it, so it moves 0
        // bytes (objbench reported 10 MB here, and 602 GB/s on a long run); the measurement path's
        // count for a storage that reads the body is in MeasurementTest
        var none = run(Missions.work().workers(2).totalOps(10).storage("none", "")
                .op("write", 100, "containers=c(1);objects=u(1,5);sizes=c(1)MB").mission("none-write"));

        assertThat(none.state()).isEqualTo(MissionState.ACCOMPLISHED);
        assertThat(none.ops().getFirst().successes()).isEqualTo(10);
        assertThat(none.ops().getFirst().bytes()).isZero();
    }

    @Test
    void aStorageTypeAliasRunsOnItsTargetAndUnknownTypesListTheAliases() throws Exception {
        MissionManager aliased = MissionManager.withDefaults("d1")
                .aliases(StorageAliases.defaultsWith(java.util.Map.of("acme", "none")));
        assertThat(aliased.info().storageTypes()).as("an alias whose adaptor is here is offered")
                .contains("acme", "none").doesNotContain("ecs");
        var m = Missions.work().workers(1).totalOps(3).storage("acme", "")
                .op("write", 100, "containers=c(1);objects=c(1);sizes=c(1)KB").mission("alias");
        aliased.submit(m);
        aliased.login(m.id());
        aliased.launch(m.id());
        aliased.awaitFinal(m.id(), Duration.ofSeconds(30));
        assertThat(aliased.close(m.id()).ops().getFirst().successes()).isEqualTo(3);

        var ecs = Missions.work().workers(1).totalOps(3).storage("ecs", "")
                .op("write", 100, "containers=c(1);objects=c(1);sizes=c(1)KB").mission("ecs");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> aliased.submit(ecs))
                .hasMessageContaining("storage type 'ecs' runs on the 's3' adaptor")
                .hasMessageContaining("aliases: acme = none, ecs = s3");
        var unknown = Missions.work().workers(1).totalOps(3).storage("foo", "")
                .op("write", 100, "containers=c(1);objects=c(1);sizes=c(1)KB").mission("foo");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> aliased.submit(unknown))
                .hasMessageContaining("storage type 'foo' is not available on this driver (available: [")
                .hasMessageContaining("aliases: acme = none, ecs = s3");
    }
}
