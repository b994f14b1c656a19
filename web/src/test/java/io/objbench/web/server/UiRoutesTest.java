package io.objbench.web.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class UiRoutesTest {

    @Test
    void exactAndPrefixRoutesMatchByMethodFirstRegisteredWins() {
        UiHandler a = ex -> { };
        UiHandler b = ex -> { };
        UiHandler c = ex -> { };
        UiRoutes r = new UiRoutes().get("/ui/workloads/special", c).get("/ui/workloads/**", a).post("/ui/submit", b);
        assertThat(r.find("GET", "/ui/workloads/w1/report")).containsSame(a);
        assertThat(r.find("GET", "/ui/workloads")).containsSame(a);
        assertThat(r.find("GET", "/ui/workloads/special")).containsSame(c);
        assertThat(r.find("HEAD", "/ui/workloads/w1")).containsSame(a);
        assertThat(r.find("POST", "/ui/submit")).containsSame(b);
        assertThat(r.find("GET", "/ui/submit")).isEmpty();
        assertThat(r.knowsPath("/ui/submit")).isTrue();
        assertThat(r.find("GET", "/ui/workloadsx")).isEmpty();
        assertThatThrownBy(() -> r.get("/other", a)).isInstanceOf(IllegalArgumentException.class);
    }
}
