package io.objbench.adaptor.mock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MockAuthTest {

    @Test
    void loginReturnsTheConfiguredTokenAfterTheDelay() throws Exception {
        var auth = new MockAuthFactory().create(AdaptorConfig.of(Map.of("token", "AUTH_tk", "delay", "30")));
        long start = System.nanoTime();
        LoginResult login = auth.login(3);
        assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(30_000_000L);
        assertThat(login.result().ok()).isTrue();
        assertThat(login.token().get(AuthToken.TOKEN)).isEqualTo("AUTH_tk");
    }

    @Test
    void tokenDefaultsToToken() throws Exception {
        var login = new MockAuthFactory().create(AdaptorConfig.of(Map.of("delay", "0"))).login(1);
        assertThat(login.token().get(AuthToken.TOKEN)).isEqualTo("token");
    }

    @Test
    void failTrueRefusesEveryLoginWithAnAuthError() throws Exception {
        var login = new MockAuthFactory().create(AdaptorConfig.of(Map.of("fail", "true", "delay", "0"))).login(1);
        assertThat(login.result().ok()).isFalse();
        assertThat(login.result().kind()).isEqualTo(ErrorKind.AUTH);
        assertThat(login.token()).isEqualTo(AuthToken.NONE);
    }

    @Test
    void badKeysAreRejected() {
        assertThatThrownBy(() -> new MockAuthFactory().create(AdaptorConfig.of(Map.of("fail", "perhaps"))))
                .hasMessageContaining("fail");
        assertThatThrownBy(() -> new MockAuthFactory().create(AdaptorConfig.of(Map.of("delay", "-3"))))
                .hasMessageContaining("delay");
    }
}
