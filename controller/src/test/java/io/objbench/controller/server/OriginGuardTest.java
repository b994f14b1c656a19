package io.objbench.controller.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Host check of {@link OriginGuard}: configured {@code server_names} are ours, other names are not. */
class OriginGuardTest {

    @Test
    void serverNamesAreAcceptedBesidesOwnNamesAndIpLiterals() {
        OriginGuard guard = new OriginGuard("0.0.0.0", List.of("objbench-controller",
                "objbench-controller.bench.svc.cluster.local"), null);
        assertThat(guard.hostAllowed("objbench-controller:19088")).isTrue();
        assertThat(guard.hostAllowed("OBJBENCH-CONTROLLER.bench.svc.cluster.local.:19088")).isTrue();
        assertThat(guard.hostAllowed("10.1.2.3:19088")).isTrue();
        assertThat(guard.hostAllowed("localhost")).isTrue();
        // a rebinding page's name is still refused, and so is a name that only ends like ours
        assertThat(guard.hostAllowed("evil.example:19088")).isFalse();
        assertThat(guard.hostAllowed("x.objbench-controller:19088")).isFalse();
    }

    @Test
    void withoutServerNamesAServiceNameIsRefused() {
        OriginGuard guard = new OriginGuard("0.0.0.0", null);
        assertThat(guard.hostAllowed("objbench-controller:19088")).isFalse();
    }
}
