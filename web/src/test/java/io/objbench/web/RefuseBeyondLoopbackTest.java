package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bound beyond loopback without users, the UI serves only a page saying how to add them. */
class RefuseBeyondLoopbackTest {

    @TempDir
    Path dir;

    @Test
    void everyPageSaysHowToConfigureUsers() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, null, "tok", "0.0.0.0")) {
            HttpResponse<String> r = kit.get("/ui/", null);
            assertThat(r.statusCode()).isEqualTo(503);
            assertThat(r.body()).contains("users.conf", "users = conf/users.conf").doesNotContain("drivers-table");
            assertThat(kit.get("/ui/submit", null).statusCode()).isEqualTo(503);
            assertThat(kit.get("/ui/static/app.css", null).statusCode()).isEqualTo(200);
        }
    }
}
