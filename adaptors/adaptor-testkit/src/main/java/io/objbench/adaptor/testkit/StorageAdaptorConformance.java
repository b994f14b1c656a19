package io.objbench.adaptor.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The conformance tests every storage adaptor runs against its own backend. An adaptor module
 * extends this class in its tests and provides the factory, the config that reaches its backend
 * and, where the adaptor has credentials, a way to get them wrong. Each test works in a fresh
 * container ({@link #containerName()}) that it removes afterwards.
 *
 * <p>The large-object test writes {@link #largeObjectSize()} bytes (64 MiB) from a generated
 * stream and reads them back counting: run it with a heap well below that size (for example
 * {@code -Xmx48m} in the module's surefire {@code argLine}) so that an adaptor which buffers a
 * whole body fails with {@link OutOfMemoryError}.
 */
public abstract class StorageAdaptorConformance {

    /** The worker index the kit's main session uses. */
    protected static final int WORKER = 1;

    private final String container = "objbench-kit-" + Long.toString(ThreadLocalRandom.current().nextLong() >>> 1, 36);
    private StorageAdaptor adaptor;
    private StorageSession session;

    /** The adaptor type under test. */
    protected abstract StorageAdaptorFactory factory();

    /** The storage config that reaches the backend under test (endpoint, credentials, …). */
    protected abstract AdaptorConfig config();

    /** The token sessions are opened with; {@link AuthToken#NONE} unless the adaptor needs a login. */
    protected AuthToken token() {
        return AuthToken.NONE;
    }

    /**
     * How to get credentials wrong, or empty when the adaptor has none (the test is then skipped,
     * saying so).
     */
    protected Optional<WrongCredentials> wrongCredentials() {
        return Optional.empty();
    }

    /** A container name unique to this test: lower case letters, digits and hyphens, as S3 wants. */
    protected String containerName() {
        return container;
    }

    /** The size of the large-object test's object. */
    protected long largeObjectSize() {
        return 64L * 1024 * 1024;
    }

    /** The config of the large-object test; by default {@link #config()}. */
    protected AdaptorConfig largeObjectConfig() {
        return config();
    }

    /** The session of this test, opened on {@link #config()} as worker {@value #WORKER}. */
    protected final StorageSession session() {
        return session;
    }

    @BeforeEach
    final void openSession() throws Exception {
        adaptor = factory().create(config());
        session = adaptor.openSession(WORKER, token());
        assertOk(session.createContainer(containerName()), "creating container " + containerName());
    }

    @AfterEach
    final void removeContainer() {
        if (session == null) {
            return;
        }
        try {
            RecordingListSink left = new RecordingListSink();
            if (session.list(containerName(), "", left).ok()) {
                left.entries().keySet().forEach(name -> session.delete(containerName(), name));
            }
            session.deleteContainer(containerName());
        } finally {
            session.close();
            adaptor.close();
        }
    }

    @Test
    void createsAndDeletesContainers() {
        String other = containerName() + "-b";
        assertOk(session.createContainer(other), "create");
        assertOk(session.createContainer(other), "create again (an existing container is not an error)");
        assertOk(session.put(other, "o", new ByteArraySource(new byte[] {1})), "write into the new container");
        assertOk(session.delete(other, "o"), "delete the object");
        assertOk(session.deleteContainer(other), "delete the empty container");
        assertThat(session.get(other, "o", new CollectingSink()).kind())
                .as("reading from a deleted container").isEqualTo(ErrorKind.NOT_FOUND);
    }

    @Test
    void writesReadsListsAndDeletesObjects() {
        SplittableRandom random = new SplittableRandom(42);
        byte[][] bodies = {bytes(random, 0), bytes(random, 1), bytes(random, 100_000)};
        for (int i = 0; i < bodies.length; i++) {
            assertOk(session.put(containerName(), "kit/obj" + i, new ByteArraySource(bodies[i])), "write kit/obj" + i);
        }
        assertOk(session.put(containerName(), "other", new ByteArraySource(bodies[1])), "write other");
        for (int i = 0; i < bodies.length; i++) {
            CollectingSink sink = new CollectingSink();
            assertOk(session.get(containerName(), "kit/obj" + i, sink), "read kit/obj" + i);
            assertThat(sink.bytes()).as("bytes read of kit/obj%d", i).isEqualTo(bodies[i]);
            assertOk(session.head(containerName(), "kit/obj" + i), "head kit/obj" + i);
        }
        RecordingListSink listing = new RecordingListSink();
        assertOk(session.list(containerName(), "kit/", listing), "list prefix kit/");
        assertThat(listing.entries()).as("listing of prefix kit/")
                .containsOnlyKeys("kit/obj0", "kit/obj1", "kit/obj2");
        listing.entries().forEach((name, size) -> assertThat(size).as("listed size of %s", name)
                .isIn(-1L, (long) bodies[name.charAt(name.length() - 1) - '0'].length));
        assertOk(session.delete(containerName(), "kit/obj2"), "delete kit/obj2");
        assertThat(session.head(containerName(), "kit/obj2").kind()).as("head after delete").isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(session.get(containerName(), "kit/obj2", new CollectingSink()).kind())
                .as("read after delete").isEqualTo(ErrorKind.NOT_FOUND);
    }

    @Test
    void readingAMissingObjectIsNotFound() {
        CollectingSink sink = new CollectingSink();
        OpResult result = session.get(containerName(), "no-such-object", sink);
        assertThat(result.kind()).as("reading a missing object: %s", result).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(sink.bytes()).as("body delivered for a missing object").isEmpty();
    }

    @Test
    void wrongCredentialsAreAnAuthFailure() throws Exception {
        Optional<WrongCredentials> wrong = wrongCredentials();
        assumeTrue(wrong.isPresent(), () -> "storage type '" + factory().type()
                + "' has no credentials to get wrong (override wrongCredentials() if it has)");
        OpResult result = switch (wrong.get()) {
            case WrongCredentials.Login login -> {
                try (AuthAdaptor auth = login.factory().create(login.config())) {
                    LoginResult outcome = auth.login(WORKER);
                    yield outcome.result();
                }
            }
            case WrongCredentials.Storage storage -> {
                try (StorageAdaptor bad = factory().create(storage.config());
                     StorageSession badSession = bad.openSession(WORKER, token())) {
                    yield badSession.createContainer(containerName() + "-auth");
                }
            }
        };
        assertThat(result.kind()).as("outcome with wrong credentials: %s", result).isEqualTo(ErrorKind.AUTH);
    }

    @Test
    @Timeout(120)
    void concurrentSessionsAllSucceed() throws Exception {
        ConcurrentRun run = new ConcurrentRun(adaptor, token(), containerName(), 8, 50);
        run.writeReadAll();
        assertThat(run.failures()).as("failed operations").isEmpty();
        assertThat(run.succeeded()).as("successful writes + reads").isEqualTo(2L * 8 * 50);
        RecordingListSink listing = new RecordingListSink();
        assertOk(session.list(containerName(), "w", listing), "list after concurrent writes");
        assertThat(listing.entries()).as("objects listed after concurrent writes").hasSize(8 * 50);
        run.deleteAll();
        assertThat(run.failures()).as("failed deletes").isEmpty();
        assertThat(run.succeeded()).as("successful writes + reads + deletes").isEqualTo(3L * 8 * 50);
    }

    @Test
    @Timeout(300)
    void largeObjectsAreStreamed() throws Exception {
        long size = largeObjectSize();
        try (StorageAdaptor large = factory().create(largeObjectConfig());
             StorageSession largeSession = large.openSession(WORKER + 1, token())) {
            GeneratedSource source = new GeneratedSource(size);
            assertOk(largeSession.put(containerName(), "large", source), "write " + size + " bytes");
            assertThat(source.consumed()).as("bytes the adaptor consumed of the body").isEqualTo(size);
            assertThat(source.largestRead()).as("largest single read of the body (the whole body at once is buffering)")
                    .isLessThanOrEqualTo(size / 4);
            CountingSink sink = new CountingSink();
            assertOk(largeSession.get(containerName(), "large", sink), "read the large object");
            assertThat(sink.count()).as("bytes read back").isEqualTo(size);
            assertOk(largeSession.delete(containerName(), "large"), "delete the large object");
        }
    }

    @Test
    void hashCheckTrailerSurvivesARoundTrip() {
        byte[] body = TrailerCheck.withTrailer(bytes(new SplittableRandom(7), 300_000));
        assertOk(session.put(containerName(), "hashed", new ByteArraySource(body)), "write with trailer");
        TrailerCheck check = new TrailerCheck();
        CountingSink sink = new CountingSink(check);
        assertOk(session.get(containerName(), "hashed", sink), "read with trailer");
        assertThat(sink.count()).as("bytes read").isEqualTo(body.length);
        assertThat(check.verify()).as("the !!!!<md5>!!!! trailer matches the bytes before it").isTrue();
    }

    /** Fails with the operation and the adaptor's own message unless {@code result} is a success. */
    protected static void assertOk(OpResult result, String what) {
        assertThat(result.ok()).as(() -> String.format(Locale.ROOT, "%s: %s %d %s",
                what, result.kind(), result.code(), result.message())).isTrue();
    }

    private static byte[] bytes(SplittableRandom random, int length) {
        byte[] data = new byte[length];
        random.nextBytes(data);
        return data;
    }
}
