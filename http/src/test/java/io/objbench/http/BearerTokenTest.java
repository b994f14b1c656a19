package io.objbench.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The one token check of the driver and the controller: exact token only, scheme in any case. */
class BearerTokenTest {

    @Test
    void acceptsOnlyTheExactToken() {
        BearerToken t = new BearerToken("abc");
        assertThat(t.required()).isTrue();
        assertThat(t.accepts("Bearer abc")).isTrue();
        assertThat(t.accepts("bearer abc")).isTrue();
        assertThat(t.accepts("Bearer  abc ")).isTrue();
        assertThat(t.accepts("Bearer abcd")).isFalse();
        assertThat(t.accepts("Bearer ab")).isFalse();
        assertThat(t.accepts("Basic abc")).isFalse();
        assertThat(t.accepts("abc")).isFalse();
        assertThat(t.accepts(null)).isFalse();
        assertThat(t.matches("abc")).isTrue();
        assertThat(t.matches("ab")).isFalse();
        assertThat(t.matches("")).isFalse();
        assertThat(t.matches(null)).isFalse();
    }

    @Test
    void noTokenAcceptsEverything() {
        for (BearerToken none : new BearerToken[] {new BearerToken(null), new BearerToken("")}) {
            assertThat(none.required()).isFalse();
            assertThat(none.accepts(null)).isTrue();
            assertThat(none.accepts("Bearer x")).isTrue();
            assertThat(none.matches(null)).isTrue();
        }
    }
}
