package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TokenCacheTest {

    private final AtomicInteger logins = new AtomicInteger();

    private Supplier<LoginResult> login(long expiresAt) {
        return () -> {
            int n = logins.incrementAndGet();
            return LoginResult.success(new AuthToken(Map.of(AuthToken.TOKEN, "t" + n, TokenCache.EXPIRES, Long.toString(expiresAt))));
        };
    }

    private static long inAnHour() {
        return System.currentTimeMillis() / 1000 + 3600;
    }

    @AfterEach
    void clear() {
        TokenCache.clear();
    }

    @Test
    void oneLoginPerKeyUntilTheTokenIsReportedStale() {
        AuthToken first = TokenCache.get("k", null, login(inAnHour())).token();
        assertThat(TokenCache.get("k", null, login(inAnHour())).token()).isEqualTo(first);
        assertThat(TokenCache.get("other", null, login(inAnHour())).token()).isNotEqualTo(first);
        assertThat(logins).hasValue(2);
        AuthToken renewed = TokenCache.get("k", first, login(inAnHour())).token();
        assertThat(renewed.get(AuthToken.TOKEN)).isEqualTo("t3");
        assertThat(TokenCache.get("k", first, login(inAnHour())).token()).as("a second stale report after renewal")
                .isEqualTo(renewed);
        assertThat(logins).hasValue(3);
    }

    @Test
    void tokensAboutToExpireAreRenewed() {
        long soon = System.currentTimeMillis() / 1000 + 30;
        TokenCache.get("k", null, login(soon));
        TokenCache.get("k", null, login(inAnHour()));
        assertThat(logins).hasValue(2);
    }

    @Test
    void failuresAreNotCached() {
        LoginResult refused = LoginResult.failure(OpResult.failure(ErrorKind.AUTH, 401, "no"));
        assertThat(TokenCache.get("k", null, () -> refused)).isSameAs(refused);
        TokenCache.get("k", null, login(inAnHour()));
        assertThat(logins).hasValue(1);
    }
}
