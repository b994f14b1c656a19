package io.objbench.driver.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.protocol.DriverRoutes;
import io.objbench.driver.MissionManager;
import org.junit.jupiter.api.Test;

/** A driver without a token only listens where nobody else can reach it. */
class BindPolicyTest {

    private final MissionManager manager = MissionManager.withDefaults("bind");

    @Test
    void refusesAllInterfacesWithoutAToken() {
        assertThatThrownBy(() -> DriverServer.newServer(DriverServerSettings.of("0.0.0.0", 0, null), manager))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("refusing to listen on 0.0.0.0 without a token")
                .hasMessageContaining("token=")
                .hasMessageContaining("--token")
                .hasMessageContaining("OBJBENCH_TOKEN");
        assertThatThrownBy(() -> DriverServer.newServer(DriverServerSettings.of("::", 0, ""), manager))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void allInterfacesWithATokenStartsAndChecksIt() throws Exception {
        DriverServer server = DriverServer.newServer(DriverServerSettings.of("0.0.0.0", 0, "s3cret"), manager);
        server.start();
        try {
            String loopbackUrl = "http://127.0.0.1:" + server.port();
            assertThat(new DriverClient(loopbackUrl, "s3cret").get(DriverRoutes.INFO).statusCode()).isEqualTo(200);
            assertThat(new DriverClient(loopbackUrl, null).get(DriverRoutes.INFO).statusCode()).isEqualTo(401);
        } finally {
            server.stop();
        }
    }

    @Test
    void loopbackNamesNeedNoToken() {
        for (String host : new String[] {"127.0.0.1", "localhost", "::1"}) {
            DriverServer.newServer(DriverServerSettings.of(host, 0, null), manager);
        }
    }

    @Test
    void unresolvableHostIsReported() {
        assertThatThrownBy(() -> DriverServer.newServer(DriverServerSettings.of("no-such-host.invalid", 0, null), manager))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cannot resolve bind address 'no-such-host.invalid'");
    }

    @Test
    void settingsNeverPrintTheToken() {
        assertThat(DriverServerSettings.of("127.0.0.1", 1, "s3cret").toString()).doesNotContain("s3cret").contains("***");
        assertThatThrownBy(() -> DriverServerSettings.of("", 1, null)).hasMessageContaining("0.0.0.0");
        assertThatThrownBy(() -> DriverServerSettings.of("127.0.0.1", 70000, null)).hasMessageContaining("0..65535");
    }
}
