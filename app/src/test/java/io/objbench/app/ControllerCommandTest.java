package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ControllerCommandTest {

    @TempDir
    Path dir;

    private Path conf(String extra) throws Exception {
        return Files.writeString(dir.resolve("controller.conf"), """
                [controller]
                drivers = 1
                archive_dir = ARCHIVE
                EXTRA
                [driver1]
                name = d1
                url = http://127.0.0.1:9/driver
                """.replace("ARCHIVE", dir.resolve("archive").toString()).replace("EXTRA", extra));
    }

    @Test
    void startsServesAndStopsCleanly() throws Exception {
        Path conf = conf("token = t0k");
        ControllerCommand command = new ControllerCommand();
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out, true));
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
                () -> cl.execute("--conf", conf.toString(), "--port", "0"));
        Pattern listening = Pattern.compile("objbench controller listening on (http://\\S+), 1 drivers");
        Matcher m = listening.matcher("");
        for (int i = 0; i < 1200 && !m.reset(out.toString()).find(); i++) { // up to 60 s: a loaded CI machine starts slowly
            Thread.sleep(50);
        }
        assertThat(m.find(0)).as(out.toString()).isTrue();
        HttpResponse<String> index = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create(m.group(1) + "/controller/cli/index.action")).header("Authorization", "Bearer t0k").build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(index.body()).startsWith("Drivers:\nd1\thttp://127.0.0.1:9\nTotal: 1 drivers\n");
        command.requestStop();
        assertThat(exit.get(30, TimeUnit.SECONDS)).isZero();
        assertThat(dir.resolve("archive")).isDirectory();
    }

    @Test
    void refusesAnOpenBindWithoutTokenAndBadConf() throws Exception {
        Path conf = conf("host = 0.0.0.0");
        StringWriter err = new StringWriter();
        int code = runController(err, "--conf", conf.toString());
        assertThat(code).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err.toString()).contains("without a token").contains("token = ");
        Files.writeString(conf, "[controller]\ndrivers = x\n");
        StringWriter err2 = new StringWriter();
        assertThat(runController(err2, "--conf", conf.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err2.toString()).contains(conf + ":2:");
    }

    /** Runs the controller command (the lead registers it in ObjbenchCommand) with its errors captured. */
    private static int runController(StringWriter err, String... args) {
        CommandLine cl = new CommandLine(new ControllerCommand());
        cl.setErr(new PrintWriter(err, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        return cl.execute(args);
    }
}
