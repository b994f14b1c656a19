package io.objbench.controller.conf;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The web UI's {@code users} key of {@code [controller]}. */
class ControllerConfUsersTest {

    private static final String BASE = "[controller]\ndrivers = 1\n%s\n[driver1]\nname = d1\nurl = http://h:18088/driver\n";

    @Test
    void usersFileIsReadAndSurvivesOverrides() throws Exception {
        ControllerConf c = ControllerConf.parse(BASE.formatted("users = conf/users.conf"), "controller.conf");
        assertThat(c.usersFile()).isEqualTo(Path.of("conf/users.conf"));
        assertThat(c.with("0.0.0.0", 1, "t").usersFile()).isEqualTo(Path.of("conf/users.conf"));
    }

    @Test
    void withoutTheKeyThereAreNoUsers() throws Exception {
        assertThat(ControllerConf.parse(BASE.formatted(""), "controller.conf").usersFile()).isNull();
        assertThat(ControllerConf.parse(BASE.formatted("users ="), "controller.conf").usersFile()).isNull();
    }
}
