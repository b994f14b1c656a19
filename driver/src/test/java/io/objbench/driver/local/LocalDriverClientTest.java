package io.objbench.driver.local;

import io.objbench.core.protocol.ApiErrorKind;
import io.objbench.core.driver.DriverException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.mission.Mission;
import io.objbench.core.workload.AdaptorSpec;
import io.objbench.core.workload.Division;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkType;
import io.objbench.driver.MissionManager;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LocalDriverClientTest {

    private final LocalDriverClient client = new LocalDriverClient(MissionManager.withDefaults("driver1"));

    @Test
    void infoComesFromTheManager() throws Exception {
        assertThat(client.info().name()).isEqualTo("driver1");
        assertThat(client.info().storageTypes()).contains("mock", "none");
    }

    @Test
    void refusalsKeepTheirKindAndTheDriversMessage() {
        Operation read = new Operation("op1", "read", 100, Division.NONE, "containers=c(1);objects=c(1)",
                Map.of("containers", "c(1)", "objects", "c(1)"), "read", "read");
        Work w = new Work("w", WorkType.NORMAL, 1, 5, Division.NONE, 0, 0, 0, 10, 0, 0, null, Map.of(),
                AdaptorSpec.NONE, new AdaptorSpec("nosuchstorage", ""), List.of(read));
        assertThatThrownBy(() -> client.submit(new Mission("m1", "w1", "s1-x", w, 1, 0, 1)))
                .isInstanceOfSatisfying(DriverException.class, e -> {
                    assertThat(e.kind()).isEqualTo(ApiErrorKind.BAD_REQUEST);
                    assertThat(e.driverName()).isEqualTo("driver1");
                    assertThat(e.getMessage()).startsWith("driver1: ").contains("nosuchstorage");
                });
        assertThatThrownBy(() -> client.status("nope", 0)).isInstanceOfSatisfying(DriverException.class,
                e -> assertThat(e.kind()).isEqualTo(ApiErrorKind.NOT_FOUND));
    }
}
