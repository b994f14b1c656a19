package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.ByteArraySource;
import io.objbench.adaptor.testkit.CollectingSink;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Connection handling and pool policy against the real Ceph: clear failures for a wrong key and an
 * unreachable monitor, one shared handle per settings, and pools created or deleted only when
 * asked to.
 */
class LibradosClusterIT {

    private static CephEnv ceph;
    private final LibradosStorageFactory factory = new LibradosStorageFactory();

    @BeforeAll
    static void ceph() {
        ceph = CephEnv.require();
        CephEnv.requireLibrados();
    }

    @Test
    void aWrongKeyIsAnAuthFailureNamingTheUser() throws Exception {
        Map<String, String> wrong = new HashMap<>(ceph.config());
        wrong.remove("keyring");
        wrong.put("secretkey", WrongKey.KEY);
        try (StorageAdaptor adaptor = factory.create(AdaptorConfig.of(wrong));
             StorageSession session = adaptor.openSession(1, io.objbench.api.AuthToken.NONE)) {
            OpResult result = session.put(ceph.pool(), "x", new ByteArraySource(new byte[1]));
            assertThat(result.kind()).as("%s", result).isEqualTo(ErrorKind.AUTH);
            assertThat(result.message()).contains("cephx authentication of client." + ceph.user())
                    .contains("check accesskey, secretkey or keyring");
            assertThat(session.head(ceph.pool(), "x")).as("every call reports it").isEqualTo(result);
        }
    }

    @Test
    @Timeout(20)
    void anUnreachableMonitorFailsFastAsATimeout() throws Exception {
        Map<String, String> config = new HashMap<>(ceph.config());
        config.put("endpoint", "127.0.0.1:9"); // nothing listens on discard
        config.put("client_mount_timeout", "2");
        long start = System.nanoTime();
        try (StorageAdaptor adaptor = factory.create(AdaptorConfig.of(config));
             StorageSession session = adaptor.openSession(1, io.objbench.api.AuthToken.NONE)) {
            OpResult result = session.createContainer(ceph.pool());
            assertThat(result.kind()).as("%s", result).isEqualTo(ErrorKind.TIMEOUT);
            assertThat(result.message()).contains("127.0.0.1:9").contains("client_mount_timeout=2s");
        }
        assertThat((System.nanoTime() - start) / 1_000_000_000.0).as("seconds to give up").isLessThan(10);
    }

    @Test
    void missionsWithTheSameSettingsShareOneHandleUntilTheLastCloses() throws Exception {
        StorageAdaptor first = factory.create(ceph.config(Map.of()));
        StorageAdaptor second = factory.create(ceph.config(Map.of("chunk_size", "1MiB"))); // not a connection key
        StorageAdaptor other = factory.create(ceph.config(Map.of("client_mount_timeout", "9")));
        assertThat(factory.clusterHandles()).isEqualTo(2);
        try (StorageSession a = first.openSession(1, io.objbench.api.AuthToken.NONE); StorageSession b = second.openSession(2, null)) {
            assertThat(a.put(ceph.pool(), "shared-handle", new ByteArraySource(new byte[] {7}))).isEqualTo(OpResult.OK);
            CollectingSink sink = new CollectingSink();
            assertThat(b.get(ceph.pool(), "shared-handle", sink)).isEqualTo(OpResult.OK);
            assertThat(sink.bytes()).containsExactly(7);
            assertThat(b.delete(ceph.pool(), "shared-handle")).isEqualTo(OpResult.OK);
        }
        first.close();
        first.close(); // a second close must not release the others' reference
        assertThat(factory.clusterHandles()).isEqualTo(2);
        second.close();
        other.close();
        assertThat(factory.clusterHandles()).isZero();
    }

    @Test
    void poolsAreOnlyCheckedUnlessCreationAndDeletionAreAllowed() throws Exception {
        String pool = "objbench-it-" + Long.toString(System.nanoTime(), 36);
        try (StorageAdaptor adaptor = factory.create(ceph.config(Map.of()));
             StorageSession session = adaptor.openSession(1, io.objbench.api.AuthToken.NONE)) {
            OpResult missing = session.createContainer(pool);
            assertThat(missing.kind()).as("%s", missing).isEqualTo(ErrorKind.NOT_FOUND);
            assertThat(missing.message()).contains("create_pool=true");
            assertThat(session.createContainer(ceph.pool())).as("the provisioned pool").isEqualTo(OpResult.OK);
            assertThat(session.deleteContainer(ceph.pool())).as("dispose without delete_pool keeps it").isEqualTo(OpResult.OK);
            assertThat(session.head(ceph.pool(), "none").kind()).as("pool still there").isEqualTo(ErrorKind.NOT_FOUND);
            assertThat(session.deleteContainer(pool).kind()).isEqualTo(ErrorKind.NOT_FOUND);
        }
    }

    @Test
    void anOverwriteWithAShorterBodyLeavesNoOldTail() throws Exception {
        try (StorageAdaptor adaptor = factory.create(ceph.config(Map.of("chunk_size", "4KiB")));
             StorageSession session = adaptor.openSession(1, io.objbench.api.AuthToken.NONE)) {
            byte[] longBody = new byte[10_000];
            Arrays.fill(longBody, (byte) 1);
            assertThat(session.put(ceph.pool(), "overwrite", new ByteArraySource(longBody))).isEqualTo(OpResult.OK);
            byte[] shortBody = {2, 3, 4};
            assertThat(session.put(ceph.pool(), "overwrite", new ByteArraySource(shortBody))).isEqualTo(OpResult.OK);
            CollectingSink sink = new CollectingSink();
            assertThat(session.get(ceph.pool(), "overwrite", sink)).isEqualTo(OpResult.OK);
            assertThat(sink.bytes()).containsExactly(2, 3, 4);
            assertThat(session.put(ceph.pool(), "overwrite", new ByteArraySource(longBody))).isEqualTo(OpResult.OK);
            CollectingSink chunked = new CollectingSink();
            assertThat(session.get(ceph.pool(), "overwrite", chunked)).isEqualTo(OpResult.OK);
            assertThat(chunked.bytes()).as("read back in 4 KiB chunks").isEqualTo(longBody);
            assertThat(session.delete(ceph.pool(), "overwrite")).isEqualTo(OpResult.OK);
        }
    }
}
