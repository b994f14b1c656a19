package io.objbench.driver.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.driver.http.DriverServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code objbench driver}: options over environment over driver.conf over defaults; clear refusals. */
class DriverCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private DriverCommand command(Map<String, String> env, String... args) {
        DriverCommand cmd = new DriverCommand();
        cmd.env = env::get;
        CommandLine cl = new CommandLine(cmd).setOut(new PrintWriter(out)).setErr(new PrintWriter(err));
        cl.parseArgs(args);
        return cmd;
    }

    @Test
    void startsPrintsItsLineAndServes(@TempDir Path dir) throws Exception {
        Path conf = dir.resolve("driver.conf");
        Files.writeString(conf, "[driver]\nname = from-conf\nport = 1\ntoken = conf-token\n");
        DriverCommand cmd = command(Map.of(), "--conf", conf.toString(), "--port", "0", "--name", "d9");
        DriverServer server = cmd.start();
        try {
            assertThat(out.toString()).startsWith("objbench driver d9 listening on http://127.0.0.1:" + server.port()
                    + " (storage types: ").contains("mock").contains("none").endsWith(")" + System.lineSeparator());
            HttpResponse<String> info = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                            URI.create(server.url() + "/objbench/v1/driver/info")).header("Authorization", "Bearer conf-token").build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(info.statusCode()).isEqualTo(200);
            assertThat(info.body()).contains("\"name\":\"d9\"");
        } finally {
            server.stop();
        }
    }

    @Test
    void precedenceIsOptionThenEnvironmentThenConfThenDefault(@TempDir Path dir) throws Exception {
        Path conf = dir.resolve("driver.conf");
        Files.writeString(conf, "[driver]\nname = c\nurl = http://h:18188/driver\nhost = 127.0.0.2\ntoken = conf-token\n");

        DriverSetup fromConf = command(Map.of(), "--conf", conf.toString()).setup();
        assertThat(fromConf.name()).isEqualTo("c");
        assertThat(fromConf.settings().port()).as("the url's port").isEqualTo(18188);
        assertThat(fromConf.settings().host()).isEqualTo("127.0.0.2");
        assertThat(fromConf.settings().token()).isEqualTo("conf-token");
        assertThat(fromConf.confFile()).isEqualTo(conf);

        DriverSetup fromEnv = command(Map.of("OBJBENCH_TOKEN", "env-token"), "--conf", conf.toString()).setup();
        assertThat(fromEnv.settings().token()).isEqualTo("env-token");

        DriverSetup fromOptions = command(Map.of("OBJBENCH_TOKEN", "env-token"), "--conf", conf.toString(),
                "--token", "opt-token", "--port", "7", "--host", "localhost", "--name", "o").setup();
        assertThat(fromOptions.name()).isEqualTo("o");
        assertThat(fromOptions.settings().port()).isEqualTo(7);
        assertThat(fromOptions.settings().host()).isEqualTo("localhost");
        assertThat(fromOptions.settings().token()).isEqualTo("opt-token");

        Path empty = dir.resolve("empty.conf");
        Files.writeString(empty, "");
        DriverSetup defaults = command(Map.of(), "--conf", empty.toString()).setup();
        assertThat(defaults.name()).isEqualTo("driver1");
        assertThat(defaults.settings().port()).isEqualTo(18088);
        assertThat(defaults.settings().host()).isEqualTo("127.0.0.1");
        assertThat(defaults.settings().token()).isNull();
    }

    @Test
    void badConfIsReportedWithFileAndLine(@TempDir Path dir) throws Exception {
        Path conf = dir.resolve("driver.conf");
        Files.writeString(conf, "[driver]\nport = eighty\n");
        int code = new CommandLine(new DriverCommand()).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
                .execute("--conf", conf.toString());
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains(conf + ":2: key 'port' in [driver] has value 'eighty'");
    }

    @Test
    void allInterfacesWithoutTokenRefusesToStart(@TempDir Path dir) throws Exception {
        Path empty = dir.resolve("empty.conf");
        Files.writeString(empty, "");
        DriverCommand cmd = new DriverCommand();
        cmd.env = k -> null;
        int code = new CommandLine(cmd).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
                .execute("--conf", empty.toString(), "--host", "0.0.0.0", "--port", "0");
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("refusing to listen on 0.0.0.0 without a token").contains("--token");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void cosbenchLogLevelsMapToJulLevels() {
        assertThat(DriverLogging.level("TRACE")).isEqualTo(Level.FINEST);
        assertThat(DriverLogging.level("DEBUG")).isEqualTo(Level.FINE);
        assertThat(DriverLogging.level("INFO")).isEqualTo(Level.INFO);
        assertThat(DriverLogging.level("WARN")).isEqualTo(Level.WARNING);
        assertThat(DriverLogging.level("ERROR")).isEqualTo(Level.SEVERE);
    }
}
