package io.objbench.driver.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.protocol.DriverRoutes;
import org.junit.jupiter.api.Test;

/** Paths resolve to the routes of DriverRoutes and nothing else; tokens compare exactly. */
class RoutingTest {

    @Test
    void everyRouteOfDriverRoutesResolves() {
        assertThat(DriverAction.match(DriverRoutes.INFO)).isEqualTo(new DriverAction.Match(DriverAction.INFO, null));
        assertThat(DriverAction.match(DriverRoutes.MISSIONS)).isEqualTo(new DriverAction.Match(DriverAction.SUBMIT, null));
        assertThat(DriverAction.match(DriverRoutes.mission("w3-s2-main-w1-d1", DriverRoutes.LOGIN)))
                .isEqualTo(new DriverAction.Match(DriverAction.LOGIN, "w3-s2-main-w1-d1"));
        assertThat(DriverAction.match(DriverRoutes.mission("m", DriverRoutes.LAUNCH)).action()).isEqualTo(DriverAction.LAUNCH);
        assertThat(DriverAction.match(DriverRoutes.mission("m", DriverRoutes.STATUS)).action()).isEqualTo(DriverAction.STATUS);
        assertThat(DriverAction.match(DriverRoutes.mission("m", DriverRoutes.CLOSE)).action()).isEqualTo(DriverAction.CLOSE);
        assertThat(DriverAction.match(DriverRoutes.mission("m", DriverRoutes.ABORT)).action()).isEqualTo(DriverAction.ABORT);
        assertThat(DriverAction.match(DriverRoutes.TRIGGERS)).isEqualTo(new DriverAction.Match(DriverAction.TRIGGER_START, null));
        assertThat(DriverAction.match(DriverRoutes.trigger("t12")))
                .isEqualTo(new DriverAction.Match(DriverAction.TRIGGER_STOP, "t12"));
        assertThat(DriverAction.TRIGGER_START.method).isEqualTo("POST");
        assertThat(DriverAction.STATUS.method).isEqualTo("GET");
        assertThat(DriverAction.CLOSE.method).isEqualTo("POST");
    }

    @Test
    void otherPathsDoNotResolve() {
        for (String p : new String[] {"/", DriverRoutes.PREFIX, DriverRoutes.MISSIONS + "/", DriverRoutes.MISSIONS + "//login",
                DriverRoutes.MISSIONS + "/m", DriverRoutes.mission("m", "kill"), DriverRoutes.mission("m", "login/x"),
                DriverRoutes.INFO + "x", "/objbench/v2/driver/info", DriverRoutes.TRIGGERS + "/",
                DriverRoutes.TRIGGERS + "/stop", DriverRoutes.TRIGGERS + "//stop", DriverRoutes.TRIGGERS + "/a/b/stop",
                DriverRoutes.TRIGGERS + "/t1", DriverRoutes.TRIGGERS + "/t1/kill"}) {
            assertThat(DriverAction.match(p)).as(p).isNull();
        }
    }

    @Test
    void bearerTokenAcceptsOnlyTheExactToken() {
        BearerToken t = new BearerToken("abc");
        assertThat(t.accepts("Bearer abc")).isTrue();
        assertThat(t.accepts("bearer abc")).isTrue();
        assertThat(t.accepts("Bearer abcd")).isFalse();
        assertThat(t.accepts("Bearer ab")).isFalse();
        assertThat(t.accepts("Basic abc")).isFalse();
        assertThat(t.accepts("abc")).isFalse();
        assertThat(t.accepts(null)).isFalse();
        assertThat(new BearerToken(null).accepts(null)).isTrue();
    }
}
