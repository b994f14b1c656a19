package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.app.client.ControllerClient;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.stats.OpTotals;
import io.objbench.driver.MissionManager;
import io.objbench.driver.MissionTotals;
import io.objbench.http.tls.TlsSettings;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Keeps the fleet benchmark's fixture honest: a controller (the real command, over HTTP) runs a
 * stage of the benchmark's four operations on three {@link DriverFleet} drivers, and what it merged
 * per operation equals what the drivers measured ({@link MissionManager#totals()}), which is the
 * work asked for. So {@code scripts/bench-fleet} measures a controller that polls and merges real
 * snapshots, not one that idles.
 */
class DriverFleetTest {

    private static final String TOKEN = "fleet-" + UUID.randomUUID();

    @TempDir
    Path dir;

    @Test
    void theControllerMergesExactlyWhatTheFleetsDriversMeasured() throws Exception {
        long totalOps = 1200;
        try (DriverFleet fleet = DriverFleet.start(3, TOKEN, TlsSettings.NONE)) {
            Path conf = Files.writeString(dir.resolve("controller.conf"), "[controller]\ndrivers = 3\narchive_dir = "
                    + dir.resolve("archive") + "\ntoken = " + TOKEN + "\n" + fleet.controllerSections());
            ControllerCommand command = new ControllerCommand();
            StringWriter out = new StringWriter();
            CommandLine cl = new CommandLine(command);
            cl.setOut(new PrintWriter(out, true));
            CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
                    () -> cl.execute("--conf", conf.toString(), "--port", "0"), Thread::startVirtualThread);
            try {
                Matcher m = Pattern.compile("listening on (http://127\\.0\\.0\\.1:\\d+),").matcher("");
                for (int i = 0; i < 1200 && !m.reset(out.toString()).find(); i++) {
                    Thread.sleep(50);
                }
                assertThat(m.find(0)).as(out.toString()).isTrue();
                ControllerClient client = new ControllerClient(m.group(1), TOKEN);
                // the benchmark's stage (scripts/bench-fleet), bounded by a count so it ends soon
                String spread = "containers=u(1,4);objects=u(1,1000)";
                String xml = WorkloadXml.named("fleet-check")
                        .storage("mock", "latency=lognormal(1,0.8);size=4KB")
                        .stage("main", Work.named("main", 6).totalOps(totalOps).interval(5)
                                .op("read", 55, spread)
                                .op("write", 25, spread + ";sizes=c(4)KB")
                                .op("delete", 10, spread)
                                .op("list", 10, "containers=u(1,4)"))
                        .xml();
                WorkloadView view = client.submit(xml, "fleet-check.xml");
                for (int i = 0; i < 1200 && !ended(view.state()); i++) {
                    Thread.sleep(50);
                    view = client.workload(view.id());
                }
                assertThat(view.state()).as("%s", view).isEqualTo("FINISHED");

                Map<String, Long> merged = new TreeMap<>();
                for (JsonSummary.StageJson stage : client.report(view.id()).stages()) {
                    for (JsonSummary.OpJson op : stage.ops()) {
                        merged.merge(op.type(), op.opCount() + op.failures(), Long::sum);
                    }
                }
                Map<String, Long> measured = new TreeMap<>();
                int missions = 0;
                for (MissionManager manager : fleet.managers()) {
                    for (MissionTotals mission : manager.totals()) {
                        missions++;
                        mission.ops().forEach((op, totals) -> measured.merge(op.type(), count(totals), Long::sum));
                    }
                }
                assertThat(missions).as("one mission per driver").isEqualTo(3);
                assertThat(merged).containsOnlyKeys("read", "write", "delete", "list").isEqualTo(measured);
                assertThat(merged.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(totalOps);
            } finally {
                command.requestStop();
            }
            assertThat(exit.get(30, TimeUnit.SECONDS)).isZero();
        }
    }

    private static long count(OpTotals totals) {
        return totals.successes() + totals.failures();
    }

    private static boolean ended(String state) {
        return switch (state) {
            case "FINISHED", "FAILED", "CANCELLED", "TERMINATED", "ABORTED" -> true;
            default -> false;
        };
    }
}
