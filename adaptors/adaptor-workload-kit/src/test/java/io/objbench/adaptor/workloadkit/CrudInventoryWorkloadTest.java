package io.objbench.adaptor.workloadkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.adaptor.mock.MockStorageFactory;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The CRUD inventory workload on the mock's store: what it leaves passes the checks, a doctored listing does not. */
class CrudInventoryWorkloadTest {

    private static final String MOCK = "store=true;delay=0";

    @Test
    void whatTheRunLeavesInTheStorePassesAndAnythingElseFails() throws Exception {
        CrudInventoryWorkload workload = CrudInventoryWorkload.on("mock", MOCK);

        CrudInventoryResult result = workload.run().assertFinishedWithoutFailures().assertEveryClassRan();

        Map<String, Long> stored = stored(workload);
        result.assertStored(stored);
        Map<String, Long> oneLost = new TreeMap<>(stored);
        oneLost.remove(oneLost.keySet().iterator().next());
        assertThatThrownBy(() -> result.assertStored(oneLost)).hasMessageContaining("objects in the run's containers");
        Map<String, Long> neverUpdated = new TreeMap<>(stored);
        neverUpdated.replaceAll((name, size) -> name.startsWith("small_") ? 16_000L : size);
        assertThatThrownBy(() -> result.assertStored(neverUpdated)).hasMessageContaining("small objects at the update size");
        Map<String, Long> wrongSize = new TreeMap<>(stored);
        wrongSize.put(wrongSize.keySet().iterator().next(), 7L);
        assertThatThrownBy(() -> result.assertStored(wrongSize)).hasMessageContaining("sizes of the");
    }

    @Test
    void failedOperationsFailTheCheck() throws Exception {
        // 5 % of the mock's calls answer 500
        CrudInventoryResult result = CrudInventoryWorkload.on("mock", "store=true;delay=0;errors=0.05;seed=3").run();

        assertThatThrownBy(result::assertFinishedWithoutFailures).isInstanceOf(AssertionError.class);
    }

    @Test
    void theDocumentNamesOneInventoryPerClassAndEscapesConfig() {
        String xml = CrudInventoryWorkload.on("s3", "endpoint=http://h/?a=1&b=2").withAuth("swauth", "username=a<b").xml();

        assertThat(xml).contains("config=\"endpoint=http://h/?a=1&amp;b=2\"").contains("config=\"username=a&lt;b\"")
                .contains("name=update-medium;inventory=medium;update=true;sizes=c(150000)B")
                .contains("inventory=tiny;containers=r(1,3);objects=r(1,12);sizes=c(1000)B;headFirst=true;spread=true");
    }

    private static Map<String, Long> stored(CrudInventoryWorkload workload) throws Exception {
        Map<String, Long> stored = new TreeMap<>();
        try (StorageAdaptor adaptor = new MockStorageFactory().create(AdaptorConfig.of(Map.of("store", "true", "delay", "0")));
             StorageSession session = adaptor.openSession(1, AuthToken.NONE)) {
            for (String container : workload.containers()) {
                assertThat(session.list(container, "", stored::put).ok()).isTrue();
            }
        }
        return stored;
    }
}
