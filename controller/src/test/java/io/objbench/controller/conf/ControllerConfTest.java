package io.objbench.controller.conf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.controller.driver.DriverEndpoint;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ControllerConfTest {

    /** COSBench's own sample controller.conf (two drivers), unchanged. */
    private static final String COSBENCH_SAMPLE = """
            [controller]
            drivers = 2
            log_level = INFO
            log_file = log/system.log
            archive_dir = archive

            [driver1]
            name = driver1
            url = http://127.0.0.1:18088/driver

            [driver2]
            name = driver2
            url = http://192.168.1.12:18088/driver/
            """;

    @Test
    void readsCosbenchSampleWithDefaultsAndStripsTheDriverSuffix() throws Exception {
        ControllerConf c = ControllerConf.parse(COSBENCH_SAMPLE, "controller.conf");
        assertThat(c.drivers()).containsExactly(new DriverEndpoint("driver1", "http://127.0.0.1:18088"),
                new DriverEndpoint("driver2", "http://192.168.1.12:18088"));
        assertThat(c.concurrency()).isEqualTo(1);
        assertThat(c.archiveDir()).isEqualTo(Path.of("archive"));
        assertThat(c.port()).isEqualTo(19088);
        assertThat(c.host()).isEqualTo("127.0.0.1");
        assertThat(c.token()).isEmpty();
        assertThat(c.missedPolls()).isEqualTo(3);
        assertThat(c.logLevel()).isEqualTo("INFO");
    }

    @Test
    void readsObjbenchKeysAndCommandLineOverrides() throws Exception {
        ControllerConf c = ControllerConf.parse("""
                [controller]
                drivers = 1
                concurrency = 3
                archive_dir = /data/archive
                host = 0.0.0.0
                port = 19999
                token = s3cr3t
                missed_polls = 5
                [driver1]
                name = d1
                url = https://h1:18088
                """, "c.conf");
        assertThat(c.concurrency()).isEqualTo(3);
        assertThat(c.archiveDir()).isEqualTo(Path.of("/data/archive"));
        assertThat(c.host()).isEqualTo("0.0.0.0");
        assertThat(c.port()).isEqualTo(19999);
        assertThat(c.token()).isEqualTo("s3cr3t");
        assertThat(c.missedPolls()).isEqualTo(5);
        assertThat(c.drivers()).containsExactly(new DriverEndpoint("d1", "https://h1:18088"));
        ControllerConf o = c.with("127.0.0.1", 0, null);
        assertThat(o.host()).isEqualTo("127.0.0.1");
        assertThat(o.port()).isZero();
        assertThat(o.token()).isEqualTo("s3cr3t");
    }

    @Test
    void theShippedSampleParses() throws Exception {
        ControllerConf c = ControllerConf.read(Path.of("../conf/controller.conf"));
        assertThat(c.drivers()).extracting(DriverEndpoint::name).containsExactly("driver1");
    }

    @Test
    void errorsNameFileLineAndKey() {
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\nlog_level = INFO\n", "a.conf"))
                .isInstanceOf(ConfException.class).hasMessageStartingWith("a.conf:1: ").hasMessageContaining("'drivers'");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 1\nconcurrency = two\n"
                + "[driver1]\nname=a\nurl=http://h:1\n", "b.conf"))
                .hasMessageStartingWith("b.conf:3: ").hasMessageContaining("concurrency").hasMessageContaining("two");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 2\n[driver1]\nname=a\nurl=http://h:1\n",
                "c.conf")).hasMessageStartingWith("c.conf:2: ").hasMessageContaining("[driver2]");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 1\n[driver1]\nname=a\nurl=h:18088\n",
                "d.conf")).hasMessageStartingWith("d.conf:5: ").hasMessageContaining("url");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 2\n[driver1]\nname=a\nurl=http://h:1\n"
                + "[driver2]\nname=a\nurl=http://h:2\n", "e.conf"))
                .hasMessageStartingWith("e.conf:7: ").hasMessageContaining("'a' is used twice");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 1\nconcurency = 2\n", "f.conf"))
                .hasMessageStartingWith("f.conf:3: ").hasMessageContaining("concurency");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 1\n[driver1]\nurl=http://h:1\n", "g.conf"))
                .hasMessageStartingWith("g.conf:3: ").hasMessageContaining("'name'");
        assertThatThrownBy(() -> ControllerConf.parse("drivers = 1\n", "h.conf")).hasMessageStartingWith("h.conf:1: ");
        assertThatThrownBy(() -> ControllerConf.parse("[driver]\nname=x\n", "i.conf"))
                .hasMessageContaining("[controller]");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 1\nport = 70000\n", "j.conf"))
                .hasMessageStartingWith("j.conf:3: ").hasMessageContaining("port");
    }

    @Test
    void itsTextNeverShowsTheToken() throws Exception {
        ControllerConf c = ControllerConf.parse("[controller]\ndrivers = 0\ntoken = s3cr3t-t0ken\n", "t.conf");
        assertThat(c.token()).isEqualTo("s3cr3t-t0ken");
        assertThat(c.toString()).doesNotContain("s3cr3t-t0ken").contains("token=***");
    }

    @Test
    void baseUrlDropsCosbenchDriverSuffixOnly() {
        assertThat(ControllerConf.baseUrl("http://h:18088/driver")).isEqualTo("http://h:18088");
        assertThat(ControllerConf.baseUrl("http://h:18088/driver/")).isEqualTo("http://h:18088");
        assertThat(ControllerConf.baseUrl("http://h:18088/")).isEqualTo("http://h:18088");
        assertThat(ControllerConf.baseUrl("http://h:18088/drivers")).isEqualTo("http://h:18088/drivers");
    }

    @Test
    void aFleetOfRegisteredDriversOnlyAndItsHeartbeat() throws Exception {
        ControllerConf c = ControllerConf.parse("[controller]\ndrivers = 0\nheartbeat_interval = 2\nmissed_heartbeats = 4\n",
                "fleet.conf");
        assertThat(c.drivers()).isEmpty();
        assertThat(c.heartbeat().interval()).isEqualTo(java.time.Duration.ofSeconds(2));
        assertThat(c.heartbeat().limit()).isEqualTo(java.time.Duration.ofSeconds(8));
        assertThat(ControllerConf.parse("[controller]\ndrivers = 0\n", "d.conf").heartbeat())
                .isEqualTo(ControllerConf.Heartbeat.DEFAULT);
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 0\nmissed_heartbeats = 0\n", "m.conf"))
                .hasMessageContaining("m.conf:3").hasMessageContaining("missed_heartbeats");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 0\nheartbeat_interval = 0.5\n", "h.conf"))
                .hasMessageContaining("h.conf:3").hasMessageContaining("heartbeat_interval");
    }

    @Test
    void readsServerNamesLowerCasedAndRejectsWhatIsNotADnsName() throws Exception {
        ControllerConf c = ControllerConf.parse("""
                [controller]
                drivers = 0
                server_names = objbench-controller, Objbench-Controller.bench.svc.cluster.local
                """, "k.conf");
        assertThat(c.serverNames()).containsExactly("objbench-controller", "objbench-controller.bench.svc.cluster.local");
        assertThat(ControllerConf.parse("[controller]\ndrivers = 0\n", "k.conf").serverNames()).isEmpty();
        // a command-line override keeps them
        assertThat(c.with("0.0.0.0", 1, "t").serverNames()).isEqualTo(c.serverNames());
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 0\nserver_names = ok, http://bad:1\n",
                "k.conf")).hasMessageStartingWith("k.conf:3: ").hasMessageContaining("server_names")
                .hasMessageContaining("'http://bad:1' is not one");
        assertThatThrownBy(() -> ControllerConf.parse("[controller]\ndrivers = 0\nserver_names = a,,b\n", "k.conf"))
                .hasMessageStartingWith("k.conf:3: ").hasMessageContaining("DNS names");
    }
}
