package io.objbench.driver.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.OpResult;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.WorkType;
import io.objbench.driver.MissionException;
import io.objbench.driver.measure.Clock;
import io.objbench.driver.support.Call;
import io.objbench.driver.support.Missions;
import io.objbench.driver.support.Runs;
import io.objbench.driver.support.ScriptedStorage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * COSBench's operators where objbench diverged: filewrite (FileWriter), init/prepare/cleanup/
 * dispose inside a normal work, init and dispose walking the objects the user set, list with
 * objects but no containers.
 */
class CosbenchOperatorsTest {

    @TempDir
    Path dir;

    @Test
    void filewriteStreamsEachFileUnderItsNameWithItsSize() throws Exception {
        Files.write(dir.resolve("b.bin"), bytes(5000, 7));
        Files.write(dir.resolve("a.txt"), bytes(1234, 3));
        Files.write(dir.resolve("c.dat"), bytes(1, 1));
        Files.createDirectory(dir.resolve("sub")); // not a file: not uploaded
        Map<String, byte[]> received = new ConcurrentHashMap<>();
        Map<String, Long> lengths = new ConcurrentHashMap<>();
        ScriptedStorage storage = new ScriptedStorage(c -> {
            if (c.op().equals("put")) {
                lengths.put(c.object(), c.source().length());
                received.put(c.object(), readAll(c));
            }
            return OpResult.OK;
        }, true);
        var mission = Missions.work().workers(1).totalOps(3)
                .op("filewrite", 100, "containers=c(2);files=" + dir + ";fileselection=sequential").mission("fw");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).extracting(Call::object).containsExactly("a.txt", "b.bin", "c.dat");
        assertThat(storage.calls).extracting(Call::container).containsOnly("mycontainers2");
        assertThat(lengths).containsEntry("a.txt", 1234L).containsEntry("b.bin", 5000L).containsEntry("c.dat", 1L);
        assertThat(received.get("b.bin")).isEqualTo(Files.readAllBytes(dir.resolve("b.bin")));
        assertThat(received.get("a.txt")).isEqualTo(Files.readAllBytes(dir.resolve("a.txt")));
        assertThat(result.op("op1").successes()).isEqualTo(3);
        assertThat(result.op("op1").bytes()).isEqualTo(5000 + 1234 + 1);
        assertThat(result.op("op1").sampleType()).isEqualTo("filewrite");
    }

    @Test
    void aFileGoneSinceTheListingIsAFailedWriteNotACrashedWorker() throws Exception {
        Files.write(dir.resolve("a"), bytes(10, 1));
        Files.write(dir.resolve("b"), bytes(20, 2));
        ScriptedStorage storage = new ScriptedStorage(c -> {
            try {
                Files.deleteIfExists(dir.resolve("b")); // gone after the first write
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return OpResult.OK;
        }, true);
        var mission = Missions.work().workers(1).totalOps(2)
                .op("filewrite", 100, "containers=c(1);files=" + dir + ";fileselection=s").mission("gone");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).extracting(Call::object).containsExactly("a");
        assertThat(result.op("op1").successes()).isEqualTo(1);
        assertThat(result.op("op1").failures()).isEqualTo(1);
        assertThat(result.op("op1").errors()).containsKey(io.objbench.api.ErrorKind.CLIENT_ERROR);
    }

    @Test
    void filewriteWithoutItsDirectoryIsRefusedAtSubmitNamingIt() {
        var mission = Missions.work().workers(1).totalOps(3)
                .op("filewrite", 100, "containers=c(1);files=" + dir.resolve("nope") + ";fileselection=s").mission("fw");

        assertThatThrownBy(() -> new Runs(Clock.system(), ScriptedStorage.recording()).run(mission))
                .isInstanceOf(MissionException.class)
                .hasMessageContaining("files=" + dir.resolve("nope") + " is not a directory on this driver");
    }

    @Test
    void prepareInsideANormalWorkWalksTheWholeRangeEachTimeItIsPicked() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        // division none: as in COSBench every worker walks every object; 2 workers × one walk of 2×5
        var mission = Missions.work().workers(2).totalOps(20)
                .op("prepare", 100, "containers=r(1,2);objects=r(1,5);sizes=c(1)KB").mission("np");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        List<String> puts = storage.calls.stream().filter(c -> c.op().equals("put"))
                .map(c -> c.container() + "/" + c.object()).toList();
        assertThat(puts).hasSize(20);
        assertThat(Collections.frequency(puts, "mycontainers2/myobjects5")).isEqualTo(2);
        assertThat(storage.calls).as("a prepare operation creates its containers unless told otherwise")
                .filteredOn(c -> c.op().equals("createContainer")).hasSize(4);
        assertThat(result.op("op1").successes()).isEqualTo(20);
        assertThat(result.op("op1").bytes()).isEqualTo(20_000);
        assertThat(result.op("op1").sampleType()).isEqualTo("write");
    }

    @Test
    void cleanupAndDisposeInsideANormalWorkDeleteObjectsThenContainers() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().workers(1).totalOps(3)
                .op("dispose", 100, "containers=r(1,1);objects=r(1,2)").mission("nd");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).extracting(c -> c.op() + " " + (c.object() == null ? c.container() : c.object()))
                .containsExactly("delete myobjects1", "delete myobjects2", "deleteContainer mycontainers1");
        assertThat(result.op("op1").successes()).isEqualTo(3);
    }

    @Test
    void aWalkWithNothingInTheWorkersShareEndsTheWorkerInsteadOfSpinning() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().workers(2).runtime(0, 3600, 0)
                .op("cleanup", 100, "containers=r(1,2);objects=r(0,0);deleteContainer=false").mission("empty");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).isEmpty();
        assertThat(result.report().state().isFinal()).isTrue();
    }

    @Test
    void initWritesTheObjectsSetOnTheWork() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        // what the reader builds for <work type="init" config="containers=r(1,2);objects=r(1,3);sizes=c(2)KB">
        var mission = Missions.work().type(WorkType.INIT).workers(2).division(Division.CONTAINER)
                .op("init", 100, "objects=r(0,0);sizes=c(0)B;containers=r(1,2);objects=r(1,3);sizes=c(2)KB")
                .mission("iw");

        Runs.Result result = new Runs(Clock.system(), storage).run(mission);

        List<String> calls = new ArrayList<>(storage.calls.stream()
                .map(c -> c.worker() + " " + c.op() + " " + c.container() + (c.object() == null ? "" : "/" + c.object()))
                .toList());
        assertThat(calls).containsExactlyInAnyOrder(
                "1 createContainer mycontainers1", "1 put mycontainers1/myobjects1", "1 put mycontainers1/myobjects2",
                "1 put mycontainers1/myobjects3", "2 createContainer mycontainers2", "2 put mycontainers2/myobjects1",
                "2 put mycontainers2/myobjects2", "2 put mycontainers2/myobjects3");
        assertThat(result.op("op1").successes()).isEqualTo(8);
        assertThat(result.op("op1").bytes()).isEqualTo(6 * 2000);
    }

    @Test
    void disposeDeletesTheObjectsSetOnTheWorkBeforeItsContainers() throws Exception {
        ScriptedStorage storage = ScriptedStorage.recording();
        var mission = Missions.work().type(WorkType.DISPOSE).workers(1).division(Division.CONTAINER)
                .op("dispose", 100, "objects=r(0,0);sizes=c(0)B;containers=r(1,1);objects=r(1,2)").mission("dw");

        new Runs(Clock.system(), storage).run(mission);

        assertThat(storage.calls).extracting(Call::op).containsExactly("delete", "delete", "deleteContainer");
    }

    @Test
    void listWithObjectsButNoContainersIsRefusedNotACrashedWorker() {
        var mission = Missions.work().workers(2).totalOps(4).op("list", 100, "objects=u(1,3)").mission("lo");

        assertThatThrownBy(() -> new Runs(Clock.system(), ScriptedStorage.recording()).run(mission))
                .isInstanceOf(MissionException.class)
                .hasMessageContaining("with 'objects' needs 'containers'");
    }

    private static byte[] bytes(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 31 + seed);
        }
        return b;
    }

    private static byte[] readAll(Call c) {
        try (InputStream in = c.source().stream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
