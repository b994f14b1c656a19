package io.objbench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Without a token a server listens on loopback only; the refusal says what to do. */
class LoopbackRuleTest {

    @Test
    void loopbackOrATokenIsFine() {
        for (String host : new String[] {"127.0.0.1", "localhost", "::1"}) {
            assertThat(LoopbackRule.refusal(host, false, "run things", "Set a token")).as(host).isEmpty();
        }
        assertThat(LoopbackRule.refusal("0.0.0.0", true, "run things", "Set a token")).isEmpty();
    }

    @Test
    void beyondLoopbackWithoutATokenIsRefused() {
        assertThat(LoopbackRule.refusal("0.0.0.0", false, "run things", "Set a token")).hasValue(
                "refusing to listen on 0.0.0.0 without a token: anyone who can reach it could run things. Set a token;"
                        + " or bind to 127.0.0.1 (--host 127.0.0.1).");
        assertThat(LoopbackRule.refusal("::", false, "x", "y")).isPresent();
    }

    @Test
    void unresolvableHostIsReported() {
        assertThatThrownBy(() -> LoopbackRule.refusal("no-such-host.invalid", false, "x", "y"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cannot resolve bind address 'no-such-host.invalid'");
    }
}
