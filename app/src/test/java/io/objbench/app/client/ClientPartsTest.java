package io.objbench.app.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.conf.ControllerConf;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.protocol.WorkloadView.OpView;
import io.objbench.core.protocol.WorkloadView.StageView;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The client's pieces without a server: option resolution, error bodies, tables, progress lines. */
class ClientPartsTest {

    @TempDir
    Path dir;

    @Test
    void urlAndTokenComeFromOptionsThenEnvironmentThenConf() throws Exception {
        Path conf = Files.writeString(dir.resolve("c.conf"), """
                [controller]
                drivers = 1
                host = 0.0.0.0
                port = 19100
                token = from-conf
                [driver1]
                name = d
                url = http://10.0.0.5:18088/driver
                """);
        ClientOptions o = new ClientOptions();
        o.env = k -> null;
        assertThat(o.target()).isEqualTo(new ClientOptions.Target("http://127.0.0.1:19088", ""));
        o.conf = conf;
        assertThat(o.target()).isEqualTo(new ClientOptions.Target("http://127.0.0.1:19100", "from-conf"));
        o.env = k -> k.equals("OBJBENCH_TOKEN") ? "from-env" : null;
        assertThat(o.target().token()).isEqualTo("from-env");
        o.token = "from-option";
        o.url = "http://h:1";
        assertThat(o.target()).isEqualTo(new ClientOptions.Target("http://h:1", "from-option"));
    }

    @Test
    void theConfsUrlNamesTheHostItsPortThePort() throws Exception {
        ControllerConf c = ControllerConf.parse("[controller]\ndrivers = 1\nurl = http://bench-ctl:19088/controller\nport = 19200\n[driver1]\nname = d\nurl = http://d:18088\n", "c");
        assertThat(ClientOptions.urlOf(c)).isEqualTo("http://bench-ctl:19200");
        assertThat(new ControllerClient("bench-ctl:19088/controller/", "").baseUrl()).isEqualTo("http://bench-ctl:19088");
    }

    @Test
    void errorBodiesKeepTheControllersMessage() {
        assertThat(ControllerClient.errorMessage(400, "{\"status\":400,\"message\":\"w.xml:3:7: bad ratio\"}"))
                .isEqualTo("w.xml:3:7: bad ratio");
        assertThat(ControllerClient.errorMessage(502, "<html>Bad Gateway</html>")).isEqualTo("HTTP 502: <html>Bad Gateway</html>");
        assertThat(ControllerClient.errorMessage(500, "")).isEqualTo("HTTP 500");
    }

    @Test
    void tablesPadColumnsAndShowMissingCells() {
        String t = new TextTable("id", "name", "stage").row("w1", "long-name", "s1").row("w10", null).render();
        assertThat(t).isEqualTo("""
                id   name       stage
                w1   long-name  s1
                w10  -
                """);
    }

    @Test
    void progressLinesAccumulateErrorsOncePerNewRowAndEndEachStage() {
        StringWriter sw = new StringWriter();
        MutableClock clock = new MutableClock();
        WorkloadWatcher w = new WorkloadWatcher(null, new PrintWriter(sw), false, clock, Duration.ofSeconds(1),
                Map.of("s1-main", 60L), Map.of());
        OpView row1 = new OpView("read", 90, 90_000, 90, 2_000_000, 1.5, 3.25, 4, 10, 0.9);
        OpView row2 = new OpView("read", 100, 100_000, 100, 3_000_000, 1.5, 2.5, 4, 5, 0.95);
        OpView write = new OpView("write", 10, 10_000, 10, 1_000_000, 1.5, 7.0, 9, 0, 1.0);
        w.show(view("PROCESSING", new StageView("s1-main", "RUNNING", List.of(row1, write))));
        clock.now = clock.now.plusSeconds(5);
        w.show(view("PROCESSING", new StageView("s1-main", "RUNNING", List.of(row1, write))));
        w.show(view("PROCESSING", new StageView("s1-main", "RUNNING", List.of(row2, write))));
        clock.now = clock.now.plusSeconds(5);
        w.show(view("FINISHED", new StageView("s1-main", "COMPLETED", List.of(row2, write))));
        assertThat(sw.toString()).isEqualTo("""
                s1-main  0s elapsed, 60s left  100.0 ops/s  3.00 MB/s  p99 7.00 ms  errors 10
                s1-main  5s elapsed, 55s left  110.0 ops/s  4.00 MB/s  p99 7.00 ms  errors 15
                s1-main: completed (10 s)
                """);
    }

    @Test
    void thePlanComesFromTheLocalCopy() {
        Map<String, Long> planned = new HashMap<>();
        Map<String, Long> budgets = new HashMap<>();
        SubmitCommand.plan(io.objbench.controller.queue.QueueTestKit.slow("x"), planned, budgets);
        assertThat(planned).containsEntry("s2-main", 60L).containsEntry("s1-init", 0L);
        assertThat(budgets).containsEntry("s3-after", 5L).containsEntry("s1-init", 0L);
        planned.clear();
        SubmitCommand.plan("<not xml", planned, budgets);
        assertThat(planned).isEmpty();
    }

    private static WorkloadView view(String state, StageView... stages) {
        return new WorkloadView("w1", "n", state, 1, 1, 0, "", List.of(stages), "");
    }

    /** A clock the test moves. */
    static final class MutableClock extends Clock {
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
}
