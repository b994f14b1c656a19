package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthToken;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SwiftSettingsTest {

    private static final AuthToken LOGIN = new AuthToken(Map.of(AuthToken.TOKEN, "AUTH_tk1",
            AuthToken.STORAGE_URL, "http://s:8080/v1/AUTH_test/"));

    @Test
    void defaultsAndKeys() throws AdaptorException {
        SwiftSettings d = SwiftSettings.of(AdaptorConfig.empty());
        assertThat(d.timeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(d.policy()).isNull();
        assertThat(d.deleteAfter()).isZero();
        SwiftSettings s = SwiftSettings.of(AdaptorConfig.of(Map.of("timeout", "500", "policy", "gold",
                "storage_url", "http://x/v1/AUTH_a//", "token", "t")));
        assertThat(s).isEqualTo(new SwiftSettings(Duration.ofMillis(500), "t", "http://x/v1/AUTH_a", "gold", 0));
        assertThatThrownBy(() -> SwiftSettings.of(AdaptorConfig.of(Map.of("timeout", "0")))).hasMessageContaining("timeout");
        assertThatThrownBy(() -> SwiftSettings.of(AdaptorConfig.of(Map.of("storage_url", "x:8080"))))
                .hasMessageContaining("storage_url");
    }

    @Test
    void deleteAfterIsWholeSecondsAndZeroMeansNone() throws AdaptorException {
        assertThat(SwiftSettings.of(AdaptorConfig.of(Map.of("delete_after", "60"))).deleteAfter()).isEqualTo(60);
        assertThat(SwiftSettings.of(AdaptorConfig.of(Map.of("delete_after", " 86400 "))).deleteAfter()).isEqualTo(86_400);
        assertThat(SwiftSettings.of(AdaptorConfig.of(Map.of("delete_after", "0"))).deleteAfter()).as("ssbench: 0 is none").isZero();
        assertThat(SwiftSettings.of(AdaptorConfig.of(Map.of("delete_after", ""))).deleteAfter()).isZero();
        for (String bad : new String[] {"-1", "1.5", "60s", "1e3", "99999999999999999999"}) {
            assertThatThrownBy(() -> SwiftSettings.of(AdaptorConfig.of(Map.of("delete_after", bad))))
                    .as(bad).isInstanceOf(AdaptorException.class)
                    .hasMessage("config key 'delete_after' has value '" + bad
                            + "': expected a whole number of seconds >= 0 (0: objects do not expire)");
        }
        assertThatThrownBy(() -> SwiftSettings.of(AdaptorConfig.of(Map.of("deleteAfter", "60"))))
                .isInstanceOf(AdaptorException.class).hasMessageContaining("'delete_after'");
    }

    @Test
    void theLoginGivesTokenAndUrlUnlessTheConfigOverridesTheUrl() throws AdaptorException {
        assertThat(SwiftEndpoint.of(LOGIN, SwiftSettings.of(AdaptorConfig.empty())))
                .isEqualTo(new SwiftEndpoint("http://s:8080/v1/AUTH_test", "AUTH_tk1"));
        SwiftSettings override = SwiftSettings.of(AdaptorConfig.of(Map.of("storage_url", "http://lb/v1/AUTH_test", "token", "cfg")));
        assertThat(SwiftEndpoint.of(LOGIN, override)).isEqualTo(new SwiftEndpoint("http://lb/v1/AUTH_test", "AUTH_tk1"));
        assertThat(SwiftEndpoint.of(AuthToken.NONE, override)).as("auth none: the bypass")
                .isEqualTo(new SwiftEndpoint("http://lb/v1/AUTH_test", "cfg"));
    }

    @Test
    void withoutAnyStorageUrlTheSessionCannotOpen() {
        assertThatThrownBy(() -> SwiftEndpoint.of(AuthToken.NONE, SwiftSettings.of(AdaptorConfig.empty())))
                .isInstanceOf(AdaptorException.class).hasMessageContaining("storage_url").hasMessageContaining("swauth");
    }

    @Test
    void aReloginReplacesTheToken() throws AdaptorException {
        SwiftEndpoint e = SwiftEndpoint.of(LOGIN, SwiftSettings.of(AdaptorConfig.empty()));
        SwiftEndpoint renewed = e.with(new AuthToken(Map.of(AuthToken.TOKEN, "AUTH_tk2")), SwiftSettings.of(AdaptorConfig.empty()));
        assertThat(renewed).isEqualTo(new SwiftEndpoint("http://s:8080/v1/AUTH_test", "AUTH_tk2"));
    }
}
