package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MockStorageTest {

    private final MockStore store = new MockStore();

    private StorageSession session(String config) throws AdaptorException {
        Map<String, String> keys = new java.util.LinkedHashMap<>();
        keys.put("delay", "0");
        for (String kv : config.split(";")) {
            if (!kv.isBlank()) {
                keys.put(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
            }
        }
        return new MockStorageFactory(store).create(AdaptorConfig.of(keys)).openSession(1, AuthToken.NONE);
    }

    @Test
    void putIntoAMissingContainerIsNotFound() throws Exception {
        OpResult r = session("").put("nope", "o1", new Bodies.Source(Bodies.pattern(10)));
        assertThat(r.kind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(r.code()).isEqualTo(404);
    }

    @Test
    void storeTrueRoundTripsTheBytesAndConsumesTheBody() throws Exception {
        StorageSession s = session("store=true");
        byte[] data = Bodies.pattern(200_000);
        Bodies.Source source = new Bodies.Source(data);
        assertThat(s.createContainer("c1")).isEqualTo(OpResult.OK);
        assertThat(s.put("c1", "o1", source)).isEqualTo(OpResult.OK);
        assertThat(source.consumed).isEqualTo(data.length);

        Bodies.Sink sink = new Bodies.Sink();
        assertThat(s.get("c1", "o1", sink)).isEqualTo(OpResult.OK);
        assertThat(sink.announced).isEqualTo(data.length);
        assertThat(sink.body.toByteArray()).isEqualTo(data);
    }

    @Test
    void storeFalseKeepsTheLengthAndReadsServeSizeZeros() throws Exception {
        StorageSession s = session("size=4KB");
        Bodies.Source source = new Bodies.Source(Bodies.pattern(70_000));
        s.createContainer("c1");
        assertThat(s.put("c1", "o1", source)).isEqualTo(OpResult.OK);
        assertThat(source.consumed).isEqualTo(70_000);

        Bodies.Sink sink = new Bodies.Sink();
        assertThat(s.get("c1", "o1", sink)).isEqualTo(OpResult.OK);
        assertThat(sink.announced).isEqualTo(4000);
        assertThat(sink.body.toByteArray()).hasSize(4000).containsOnly(0);

        List<Long> sizes = new ArrayList<>();
        s.list("c1", "", (name, size) -> sizes.add(size));
        assertThat(sizes).containsExactly(70_000L);
    }

    @Test
    void readSizeDefaultsToCosbenchs1000Bytes() throws Exception {
        StorageSession s = session("");
        s.createContainer("c1");
        s.put("c1", "o1", new Bodies.Source(new byte[5]));
        Bodies.Sink sink = new Bodies.Sink();
        s.get("c1", "o1", sink);
        assertThat(sink.body.size()).isEqualTo(1000);
    }

    @Test
    void objectsOutliveTheMissionThatWroteThem() throws Exception {
        session("").createContainer("shared");
        session("").put("shared", "o", new Bodies.Source(new byte[3]));
        assertThat(session("").head("shared", "o")).isEqualTo(OpResult.OK);
    }

    @Test
    void everyFactoryServiceLoaderMakesSharesTheProcessWideStore() throws Exception {
        AdaptorConfig noDelay = AdaptorConfig.of(Map.of("delay", "0"));
        StorageSession writer = new MockStorageFactory().create(noDelay).openSession(1, AuthToken.NONE);
        StorageSession reader = new MockStorageFactory().create(noDelay).openSession(2, AuthToken.NONE);
        String container = "process-wide-" + System.nanoTime();
        writer.createContainer(container);
        writer.put(container, "o", new Bodies.Source(new byte[3]));
        assertThat(reader.head(container, "o")).isEqualTo(OpResult.OK);
        writer.delete(container, "o");
        writer.deleteContainer(container);
    }

    @Test
    void missingObjectsAreNotFoundOnGetHeadAndDelete() throws Exception {
        StorageSession s = session("");
        s.createContainer("c1");
        Bodies.Sink sink = new Bodies.Sink();
        assertThat(s.get("c1", "missing", sink).kind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(sink.begins).isZero();
        assertThat(s.get("nocontainer", "o", sink).kind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(s.head("c1", "missing").kind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(s.delete("c1", "missing").kind()).isEqualTo(ErrorKind.NOT_FOUND);
    }

    @Test
    void aNonEmptyContainerCannotBeDeleted() throws Exception {
        StorageSession s = session("");
        s.createContainer("c1");
        s.put("c1", "o1", new Bodies.Source(new byte[1]));
        OpResult refused = s.deleteContainer("c1");
        assertThat(refused.ok()).isFalse();
        assertThat(refused.code()).isEqualTo(409);

        assertThat(s.delete("c1", "o1")).isEqualTo(OpResult.OK);
        assertThat(s.deleteContainer("c1")).isEqualTo(OpResult.OK);
        assertThat(s.deleteContainer("c1").kind()).isEqualTo(ErrorKind.NOT_FOUND);
    }

    @Test
    void createContainerTwiceSucceeds() throws Exception {
        StorageSession s = session("");
        assertThat(s.createContainer("c1")).isEqualTo(OpResult.OK);
        assertThat(s.createContainer("c1")).isEqualTo(OpResult.OK);
    }

    @Test
    void listGivesSortedNamesWithThePrefixAndTheContainers() throws Exception {
        StorageSession s = session("");
        s.createContainer("b1");
        s.createContainer("b2");
        for (String name : List.of("obj3", "obj1", "other", "obj2")) {
            s.put("b1", name, new Bodies.Source(new byte[2]));
        }
        List<String> names = new ArrayList<>();
        assertThat(s.list("b1", "obj", (name, size) -> names.add(name))).isEqualTo(OpResult.OK);
        assertThat(names).containsExactly("obj1", "obj2", "obj3");

        List<String> containers = new ArrayList<>();
        s.list(null, "", (name, size) -> containers.add(name));
        assertThat(containers).containsExactly("b1", "b2");
        assertThat(s.list("missing", "", (n, z) -> { }).kind()).isEqualTo(ErrorKind.NOT_FOUND);
    }

    @Test
    void errorsInjectsServerErrorsWithTheGivenProbability() throws Exception {
        StorageSession s = session("errors=0.25");
        int failures = 0;
        for (int i = 0; i < 20_000; i++) {
            OpResult r = s.createContainer("c");
            if (!r.ok()) {
                assertThat(r.kind()).isEqualTo(ErrorKind.SERVER_ERROR);
                assertThat(r.code()).isEqualTo(500);
                failures++;
            }
        }
        assertThat(failures).isBetween(4_600, 5_400);
        assertThat(session("errors=1").createContainer("c").kind()).isEqualTo(ErrorKind.SERVER_ERROR);
    }

    @Test
    void badKeysAreRejectedNamingTheKey() {
        assertThatThrownBy(() -> session("errors=2")).hasMessageContaining("errors");
        assertThatThrownBy(() -> session("delay=-1")).hasMessageContaining("delay");
        assertThatThrownBy(() -> session("size=lots")).hasMessageContaining("size");
        assertThatThrownBy(() -> session("store=maybe")).hasMessageContaining("store");
        assertThatThrownBy(() -> session("latency=gauss(1)")).hasMessageContaining("latency");
    }

    @Test
    void delayMakesEachCallTakeThatLong() throws Exception {
        StorageSession s = session("delay=2.5");
        long start = System.nanoTime();
        for (int i = 0; i < 20; i++) {
            s.createContainer("c");
        }
        assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(20 * 2_500_000L);
    }

    @Test
    void abortCutsASleepShortAndFailsLaterCalls() throws Exception {
        StorageSession s = session("delay=60000");
        OpResult[] result = new OpResult[1];
        Thread worker = Thread.ofVirtual().start(() -> result[0] = s.createContainer("c"));
        Thread.sleep(50);
        s.abort();
        worker.join(5_000);
        assertThat(worker.isAlive()).isFalse();
        assertThat(result[0].ok()).isFalse();
        assertThat(s.head("c", null).ok()).isFalse();
    }
}
