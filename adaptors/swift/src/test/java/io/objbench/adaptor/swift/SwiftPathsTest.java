package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SwiftPathsTest {

    @Test
    void plainNamesAreKeptAsTheyAre() {
        String name = "mycontainers1";
        assertThat(SwiftPaths.path(name)).isSameAs(name);
        assertThat(SwiftPaths.path("dir/sub/obj-1_x.~")).isEqualTo("dir/sub/obj-1_x.~");
    }

    @Test
    void reservedAndNonAsciiCharactersArePercentEncodedAsUtf8() {
        assertThat(SwiftPaths.path("a b?c#d%e")).isEqualTo("a%20b%3Fc%23d%25e");
        assertThat(SwiftPaths.path("é/x")).isEqualTo("%C3%A9/x");
    }

    @Test
    void queryValuesEncodeTheSlashToo() {
        assertThat(SwiftPaths.query("kit/obj&x=1")).isEqualTo("kit%2Fobj%26x%3D1");
    }
}
