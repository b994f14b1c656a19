package io.objbench.web.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.config.IniException;
import io.objbench.web.pages.login.LoginPages;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class SessionsTest {

    /** A clock the test moves. */
    static final class Manual extends Clock {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    @Test
    void sessionsExpireAfterTwelveHoursIdleAndUseRestartsTheClock() {
        Manual clock = new Manual();
        Sessions s = new Sessions(clock);
        String id = s.open("alice");
        assertThat(s.open("alice")).isNotEqualTo(id).hasSize(64);
        clock.now = clock.now.plus(Duration.ofHours(11));
        assertThat(s.user(id)).contains("alice");
        clock.now = clock.now.plus(Duration.ofHours(11));
        assertThat(s.user(id)).contains("alice");
        clock.now = clock.now.plus(Duration.ofHours(12).plusSeconds(1));
        assertThat(s.user(id)).isEmpty();
        assertThat(s.user("nonsense")).isEmpty();
        assertThat(s.user((String) null)).isEmpty();
    }

    @Test
    void closedSessionsAreGone() {
        Sessions s = new Sessions(new Manual());
        String id = s.open("bob");
        s.close(id);
        assertThat(s.user(id)).isEmpty();
    }

    @Test
    void usersCheckHashedAndPlainPasswords() throws IniException {
        Users u = Users.parse("[users]\na = sha256:2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b\n"
                + "b = plain:pw\n", "users.conf");
        assertThat(u.check("a", "secret")).isTrue();
        assertThat(u.check("a", "Secret")).isFalse();
        assertThat(u.check("b", "pw")).isTrue();
        assertThat(u.check("c", "pw")).isFalse();
        assertThat(u.isEmpty()).isFalse();
        assertThat(Users.parse("# nobody\n", "users.conf").isEmpty()).isTrue();
    }

    @Test
    void badUserLinesAreErrorsWithTheirLine() {
        assertThatThrownBy(() -> Users.parse("[users]\na = secret\n", "users.conf"))
                .isInstanceOf(IniException.class).hasMessageContaining("users.conf").hasMessageContaining("2");
        assertThatThrownBy(() -> Users.parse("[users]\na = sha256:abc\n", "users.conf"))
                .isInstanceOf(IniException.class);
    }

    @Test
    void nextMustStayInTheUi() {
        assertThat(LoginPages.safeNext("/ui/matrix?x=1")).isEqualTo("/ui/matrix?x=1");
        assertThat(LoginPages.safeNext("https://evil.example/")).isEqualTo("/ui/");
        assertThat(LoginPages.safeNext("//evil.example/ui/")).isEqualTo("/ui/");
        assertThat(LoginPages.safeNext(null)).isEqualTo("/ui/");
        assertThat(LoginPages.safeNext("/ui/login")).isEqualTo("/ui/");
    }
}
