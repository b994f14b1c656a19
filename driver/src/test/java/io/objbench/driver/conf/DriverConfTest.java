package io.objbench.driver.conf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.config.IniException;
import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** driver.conf: COSBench's keys accepted, ours validated, mistakes reported with file:line. */
class DriverConfTest {

    @Test
    void readsCosbenchDriverConfUnchanged() throws Exception {
        DriverConf c = DriverConf.parse("""
                [driver]
                name = driver1
                url = http://127.0.0.1:18088/driver
                log_level = debug
                log_file = log/system.log
                """, "driver.conf");
        assertThat(c.name()).isEqualTo("driver1");
        assertThat(c.url()).isEqualTo(URI.create("http://127.0.0.1:18088/driver"));
        assertThat(c.logLevel()).isEqualTo("DEBUG");
        assertThat(c.logFile()).isEqualTo("log/system.log");
        assertThat(c.port()).isNull();
        assertThat(c.effectivePort()).as("the url's port").hasValue(18088);
        assertThat(c.host()).isNull();
        assertThat(c.token()).isNull();
    }

    @Test
    void readsOurKeys() throws Exception {
        DriverConf c = DriverConf.parse("""
                [driver]
                name = d7
                url = http://h:18088/driver
                host = 0.0.0.0
                port = 18188
                token = s3cret
                scripts_dir = /opt/objbench/triggers
                """, "driver.conf");
        assertThat(c.host()).isEqualTo("0.0.0.0");
        assertThat(c.scriptsDir()).isEqualTo("/opt/objbench/triggers");
        assertThat(DriverConf.EMPTY.scriptsDir()).as("default: TriggerScripts.defaultDir()").isNull();
        assertThat(c.port()).isEqualTo(18188);
        assertThat(c.effectivePort()).as("port= wins over the url").hasValue(18188);
        assertThat(c.token()).isEqualTo("s3cret");
        assertThat(c.toString()).doesNotContain("s3cret");
    }

    @Test
    void missingSectionOrEmptyFileMeansDefaults() throws Exception {
        assertThat(DriverConf.parse("", "driver.conf")).isEqualTo(DriverConf.EMPTY);
        assertThat(DriverConf.parse("[other]\nanything=1\n", "driver.conf")).isEqualTo(DriverConf.EMPTY);
        assertThat(DriverConf.parse("[driver]\ntoken=\nname=\n", "driver.conf")).isEqualTo(DriverConf.EMPTY);
        assertThat(DriverConf.EMPTY.effectivePort()).isEmpty();
    }

    @Test
    void mistakesAreReportedAtTheirLine() {
        assertError("[driver]\nname=a\ntokne=x\n",
                "driver.conf:3: unknown key 'tokne' in [driver]; known keys: name, url, log_level, log_file, host, port, token, max_workers, lease_ticks, scripts_dir, link_speed, "
                        + "tls_cert, tls_key, tls_keystore, tls_keystore_password, tls_client_auth, tls_client_ca, tls_ca");
        assertError("[driver]\nlease_ticks=1\n",
                "driver.conf:2: key 'lease_ticks' in [driver] has value '1': expected a whole number of intervals from 2 to 9999");
        assertError("[driver]\nport=http\n",
                "driver.conf:2: key 'port' in [driver] has value 'http': expected a port number 0..65535 (0 = any free port)");
        assertError("[driver]\nport=70000\n",
                "driver.conf:2: key 'port' in [driver] has value '70000': expected a port number 0..65535 (0 = any free port)");
        assertError("[driver]\n\nlog_level=verbose\n",
                "driver.conf:3: key 'log_level' in [driver] has value 'verbose': expected one of TRACE, DEBUG, INFO, WARN, ERROR");
        assertError("[driver]\nurl=http://a b/\n",
                "driver.conf:2: key 'url' in [driver] has value 'http://a b/': expected a URL like http://host:18088/driver");
        assertError("[driver]\nname\n", "driver.conf:2: cannot read 'name': expected key=value, [section], "
                + "or a comment starting with # or ;");
    }

    @Test
    void theShippedDriverConfParses() throws Exception {
        Path shipped = Path.of("../conf/driver.conf");
        if (shipped.toFile().isFile()) {
            assertThat(DriverConf.read(shipped).name()).isEqualTo("driver1");
        }
    }

    private static void assertError(String text, String message) {
        assertThatThrownBy(() -> DriverConf.parse(text, "driver.conf")).isInstanceOf(IniException.class).hasMessage(message);
    }

    @Test
    void storageAliasesSectionIsReadWithItsLines() throws Exception {
        DriverConf c = DriverConf.parse("[storage_aliases]\nacme = s3\necs =\n", "driver.conf");
        assertThat(c.storageAliases()).containsExactly(java.util.Map.entry("acme", "s3"), java.util.Map.entry("ecs", ""));
        assertThat(io.objbench.driver.StorageAliases.defaultsWith(c.storageAliases()).targets())
                .as("an empty value drops the shipped ecs alias").containsExactly(java.util.Map.entry("acme", "s3"));
        assertThat(io.objbench.driver.StorageAliases.defaultsWith(java.util.Map.of()).target("ecs")).isEqualTo("s3");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> DriverConf.parse("[storage_aliases]\n\nbad = s3 x\n", "driver.conf"))
                .hasMessageStartingWith("driver.conf:3:").hasMessageContaining("key 'bad' in [storage_aliases]");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> DriverConf.parse("[storage_aliases]\ns3 = s3\n", "driver.conf"))
                .hasMessageStartingWith("driver.conf:2:");
    }

    @Test
    void linkSpeedsAreBitsPerSecondAndAMistakeNamesItsLine() throws Exception {
        DriverConf c = DriverConf.parse("[driver]\nlink_speed = eth0:1000M, veth1:40M\n", "driver.conf");
        assertThat(c.linkSpeeds()).isEqualTo(java.util.Map.of("eth0", 1_000_000_000L, "veth1", 40_000_000L));
        assertThat(DriverConf.EMPTY.linkSpeeds()).isEmpty();
        assertThatThrownBy(() -> DriverConf.parse("[driver]\nname=a\nlink_speed = eth0:1000\n", "driver.conf"))
                .isInstanceOf(IniException.class).hasMessageStartingWith("driver.conf:3: key 'link_speed' in [driver]"
                        + " has value 'eth0:1000': expected interface:speed");
    }
}
