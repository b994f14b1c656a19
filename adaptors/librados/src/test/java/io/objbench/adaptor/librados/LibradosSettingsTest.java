package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The storage config keys: COSBench's meanings, defaults, and failures that name the key. */
class LibradosSettingsTest {

    private static LibradosSettings parse(Map<String, String> keys) throws AdaptorException {
        return LibradosSettings.of(AdaptorConfig.of(keys));
    }

    @Test
    void cosbenchKeysMapToMonitorUserAndKey() throws Exception {
        LibradosSettings s = parse(Map.of("endpoint", "10.0.0.1:6789", "accesskey", "client.bench", "secretkey", "AQkey=="));
        assertThat(s.cluster().monHost()).isEqualTo("10.0.0.1:6789");
        assertThat(s.cluster().user()).as("librados adds 'client.' itself").isEqualTo("bench");
        assertThat(s.cluster().key()).isEqualTo("AQkey==");
        assertThat(s.cluster().toString()).doesNotContain("AQkey==");
    }

    @Test
    void defaultsAreSafeForAProvisionedCluster() throws Exception {
        LibradosSettings s = parse(Map.of("ceph_conf", "/etc/ceph/ceph.conf"));
        assertThat(s.cluster().user()).isEqualTo("admin");
        assertThat(s.cluster().mountTimeoutSeconds()).as("fails fast, not after librados's 300 s").isEqualTo(10);
        assertThat(s.cluster().opTimeoutSeconds()).isEqualTo(60);
        assertThat(s.chunkSize()).isEqualTo(4 * 1024 * 1024);
        assertThat(s.createPool()).isFalse();
        assertThat(s.deletePool()).isFalse();
        assertThat(s.pgNum()).isEqualTo(8);
    }

    @Test
    void optionsAreParsed() throws Exception {
        LibradosSettings s = parse(Map.of("endpoint", "m", "keyring", "/k", "client_mount_timeout", "3",
                "op_timeout", "0", "chunk_size", "1MiB", "create_pool", "true", "pg_num", "32", "delete_pool", "yes"));
        assertThat(s.cluster().keyring()).isEqualTo("/k");
        assertThat(s.cluster().mountTimeoutSeconds()).isEqualTo(3);
        assertThat(s.cluster().opTimeoutSeconds()).isZero();
        assertThat(s.chunkSize()).isEqualTo(1024 * 1024);
        assertThat(s.createPool()).isTrue();
        assertThat(s.pgNum()).isEqualTo(32);
        assertThat(s.deletePool()).isTrue();
    }

    @Test
    void connectionKeysDecideWhichMissionsShareAHandle() throws Exception {
        ClusterSettings a = parse(Map.of("endpoint", "m", "chunk_size", "1MiB", "create_pool", "true")).cluster();
        ClusterSettings b = parse(Map.of("endpoint", "m")).cluster();
        ClusterSettings c = parse(Map.of("endpoint", "m", "secretkey", "other")).cluster();
        assertThat(a).isEqualTo(b).isNotEqualTo(c);
    }

    @Test
    void aMissingMonitorOrBadValueFailsNamingTheKey() {
        assertThatThrownBy(() -> parse(Map.of("accesskey", "admin")))
                .isInstanceOf(AdaptorException.class).hasMessageContaining("endpoint").hasMessageContaining("ceph_conf");
        assertThatThrownBy(() -> parse(Map.of("endpoint", "m", "client_mount_timeout", "0")))
                .hasMessageContaining("client_mount_timeout");
        assertThatThrownBy(() -> parse(Map.of("endpoint", "m", "chunk_size", "1GiB"))).hasMessageContaining("chunk_size");
        assertThatThrownBy(() -> parse(Map.of("endpoint", "m", "pg_num", "x"))).hasMessageContaining("pg_num");
        assertThatThrownBy(() -> parse(Map.of("endpoint", "m", "create_pool", "maybe"))).hasMessageContaining("create_pool");
    }

    @Test
    void theFactoryChecksTheConfigBeforeTouchingLibrados() {
        assertThatThrownBy(() -> new LibradosStorageFactory().create(AdaptorConfig.empty()))
                .isInstanceOf(AdaptorException.class).hasMessageContaining("endpoint");
        assertThat(new LibradosStorageFactory().type()).isEqualTo("librados");
    }

    @Test
    void deleteAfterIsNotAppliedAndSaysSo() {
        assertThat(LibradosStorageFactory.ignoredExpiry(AdaptorConfig.of(Map.of("delete_after", " 60 ")))).hasValue(
                "storage type librados: config key 'delete_after' (60) is not applied: RADOS objects do not expire,"
                        + " so they are kept");
        assertThat(LibradosStorageFactory.ignoredExpiry(AdaptorConfig.of(Map.of("delete_after", "0")))).isEmpty();
        assertThat(LibradosStorageFactory.ignoredExpiry(AdaptorConfig.empty())).isEmpty();
    }
}
