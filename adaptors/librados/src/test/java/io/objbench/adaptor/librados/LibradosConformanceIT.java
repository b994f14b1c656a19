package io.objbench.adaptor.librados;

import io.objbench.adaptor.testkit.StorageAdaptorConformance;
import io.objbench.adaptor.testkit.WrongCredentials;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.StorageAdaptorFactory;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;

/**
 * The adaptor test kit against the real Ceph: each test works in a pool of its own, created and
 * deleted through the adaptor ({@code create_pool}, {@code delete_pool}). The large object is
 * 100 MB, read and written under the failsafe heap cap of 64 MiB. Wrong credentials are a
 * well-formed but wrong cephx key for the real user.
 */
class LibradosConformanceIT extends StorageAdaptorConformance {

    private static CephEnv ceph;

    @BeforeAll
    static void ceph() {
        ceph = CephEnv.require();
        CephEnv.requireLibrados();
    }

    @Override
    protected StorageAdaptorFactory factory() {
        return new LibradosStorageFactory();
    }

    @Override
    protected AdaptorConfig config() {
        return ceph.config(Map.of("create_pool", "true", "delete_pool", "true", "pg_num", "8"));
    }

    @Override
    protected long largeObjectSize() {
        return 100_000_000L;
    }

    @Override
    protected Optional<WrongCredentials> wrongCredentials() {
        Map<String, String> wrong = new LinkedHashMap<>(ceph.config());
        wrong.remove("keyring");
        wrong.put("secretkey", WrongKey.KEY);
        return Optional.of(WrongCredentials.storage(AdaptorConfig.of(wrong)));
    }
}
