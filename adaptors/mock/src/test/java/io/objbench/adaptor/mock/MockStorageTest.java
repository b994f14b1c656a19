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
        OpResult r = session("store=true").put("nope", "o1", new Bodies.Source(Bodies.pattern(10)));
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
    void byDefaultNothingIsRememberedAndNothingIsMissingAsInCosbench() throws Exception {
        StorageSession s = session("size=4KB");
        Bodies.Source source = new Bodies.Source(Bodies.pattern(70_000));
        // no container was ever created: COSBench's mock answers every call with success
        assertThat(s.put("never-created", "o1", source)).isEqualTo(OpResult.OK);
        assertThat(source.consumed).isEqualTo(70_000);

        Bodies.Sink sink = new Bodies.Sink();
        assertThat(s.get("never-created", "never-written", sink)).isEqualTo(OpResult.OK);
        assertThat(sink.announced).isEqualTo(4000);
        assertThat(sink.body.toByteArray()).hasSize(4000).containsOnly(0);

        assertThat(s.head("c9", "o9")).isEqualTo(OpResult.OK);
        assertThat(s.head("c9", null)).isEqualTo(OpResult.OK);
        assertThat(s.delete("c9", "o9")).isEqualTo(OpResult.OK);
        assertThat(s.createContainer("c9")).isEqualTo(OpResult.OK);
        assertThat(s.deleteContainer("c9")).isEqualTo(OpResult.OK);
        assertThat(s.deleteContainer("c9")).isEqualTo(OpResult.OK);

        List<String> listed = new ArrayList<>();
        assertThat(s.list("never-created", "", (name, size) -> listed.add(name))).isEqualTo(OpResult.OK);
        assertThat(s.list(null, "", (name, size) -> listed.add(name))).isEqualTo(OpResult.OK);
        assertThat(listed).isEmpty();
    }

    @Test
    void byDefaultWritesLeaveNothingInTheProcessWideStore() throws Exception {
        StorageSession stateless = new MockStorageFactory(store).create(AdaptorConfig.of(Map.of("delay", "0")))
                .openSession(1, AuthToken.NONE);
        stateless.createContainer("c1");
        stateless.put("c1", "o1", new Bodies.Source(new byte[3]));
        assertThat(store.containers()).isEmpty();
        assertThat(session("store=true").head("c1", null).kind()).isEqualTo(ErrorKind.NOT_FOUND);
    }

    @Test
    void aBodyShorterThanAnnouncedFailsTheWriteInBothModes() throws Exception {
        for (String mode : List.of("", "store=true")) {
            StorageSession s = session(mode);
            s.createContainer("c1");
            io.objbench.api.ObjectSource liar = new io.objbench.api.ObjectSource() {
                @Override
                public long length() {
                    return 10;
                }

                @Override
                public boolean chunked() {
                    return false;
                }

                @Override
                public java.io.InputStream stream() {
                    return new java.io.ByteArrayInputStream(new byte[5]);
                }
            };
            OpResult r = s.put("c1", "o1", liar);
            assertThat(r.ok()).as(mode).isFalse();
            assertThat(r.message()).as(mode).contains("differs from the announced 10");
        }
    }

    @Test
    void readSizeDefaultsToCosbenchs1000Bytes() throws Exception {
        StorageSession s = session("");
        Bodies.Sink sink = new Bodies.Sink();
        s.get("c1", "never-written", sink);
        assertThat(sink.body.size()).isEqualTo(1000);
    }

    @Test
    void storeTrueReadsReturnTheWrittenLengthNotSize() throws Exception {
        StorageSession s = session("store=true;size=4KB");
        s.createContainer("c1");
        s.put("c1", "o1", new Bodies.Source(Bodies.pattern(7)));
        Bodies.Sink sink = new Bodies.Sink();
        assertThat(s.get("c1", "o1", sink)).isEqualTo(OpResult.OK);
        assertThat(sink.announced).isEqualTo(7);
        assertThat(sink.body.toByteArray()).isEqualTo(Bodies.pattern(7));
    }

    @Test
    void statelessCallsAllocateNothing() throws Exception {
        StorageSession s = session("size=200000");
        AllocationFreeSink sink = new AllocationFreeSink();
        Runnable calls = () -> {
            s.get("c", "o", sink);
            s.head("c", "o");
            s.delete("c", "o");
            s.createContainer("c");
            s.deleteContainer("c");
            s.list("c", "p", sink);
        };
        for (int i = 0; i < 20_000; i++) {
            calls.run();
        }
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 20_000; i++) {
            calls.run();
        }
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        // 120,000 calls: anything per call would be megabytes; the margin is for the MXBean itself
        assertThat(allocated).isLessThan(4_096);
        assertThat(sink.bytes).isEqualTo(40_000L * 200_000);
    }

    /** Counts what it receives and keeps nothing. */
    private static final class AllocationFreeSink implements io.objbench.api.ObjectSink, io.objbench.api.ListSink {
        long bytes;

        @Override
        public void begin(long contentLength) {
        }

        @Override
        public void accept(byte[] buffer, int offset, int length) {
            bytes += length;
        }

        @Override
        public long drain(java.io.InputStream in) {
            throw new UnsupportedOperationException("the mock hands its bytes over with accept");
        }

        @Override
        public void entry(String name, long size) {
        }
    }

    @Test
    void objectsOutliveTheMissionThatWroteThem() throws Exception {
        session("store=true").createContainer("shared");
        session("store=true").put("shared", "o", new Bodies.Source(new byte[3]));
        assertThat(session("store=true").head("shared", "o")).isEqualTo(OpResult.OK);
    }

    @Test
    void everyFactoryServiceLoaderMakesSharesTheProcessWideStore() throws Exception {
        AdaptorConfig noDelay = AdaptorConfig.of(Map.of("delay", "0", "store", "true"));
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
        StorageSession s = session("store=true");
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
        StorageSession s = session("store=true");
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
        StorageSession s = session("store=true");
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
