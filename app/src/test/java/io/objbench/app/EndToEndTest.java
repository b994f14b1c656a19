package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.archive.RunHistoryCsv;
import io.objbench.controller.archive.SummaryCsv;
import io.objbench.controller.archive.WorkloadsCsv;
import io.objbench.app.ObjbenchCommand;
import io.objbench.core.driver.DriverClient;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.StageState;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whole runs in process: the real runner and MissionManager on the mock adaptor, then the archive. */
class EndToEndTest {

    @TempDir
    Path dir;

    /** Copies a workload from the test resources with a container prefix of its own (the mock store is JVM-wide). */
    private Path workload(String name) throws Exception {
        try (InputStream in = EndToEndTest.class.getResourceAsStream("/e2e/" + name)) {
            String xml = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replace("PREFIX", "e2e" + UUID.randomUUID().toString().substring(0, 8));
            Path file = dir.resolve(name);
            Files.writeString(file, xml);
            return file;
        }
    }

    private static WorkloadRunner runner(RunListener listener) {
        Map<String, DriverClient> drivers = Map.of("driver1",
                new LocalDriverClient(MissionManager.withDefaults("driver1")));
        return new WorkloadRunner(drivers, RunSettings.defaults().withTick(java.time.Duration.ofMillis(500)), listener);
    }

    private static long successes(StageResult stage, int op) {
        return stage.works().get(0).ops().get(op).successes();
    }

    @Test
    void fiveStageRunThroughTheCommandLineWritesTheWholeArchive() throws Exception {
        Path file = workload("five-stages.xml");
        Path archive = dir.resolve("archive");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = ObjbenchCommand.execute(new String[] {"run", "--archive", archive.toString(), file.toString()},
                new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(err.toString()).isEmpty();
        assertThat(code).as(out.toString()).isZero();
        assertThat(out.toString()).contains("workload w1 finished; archive: ").contains("s3-main")
                .contains("p99 ms");

        Path run = archive.resolve("w1-e2e");
        assertThat(Files.readString(archive.resolve(".meta")).trim()).isEqualTo("1");
        for (String f : List.of("w1-e2e.csv", "w1-e2e-rt-histogram.csv", "w1-e2e.json", "workload-config.xml",
                "workload.log", "s1-init.csv", "s2-prepare.csv", "s3-main.csv", "s4-cleanup.csv", "s5-dispose.csv",
                "s3-main-read.hlog", "s3-main-write.hlog", "s2-prepare-prepare-write.hlog")) {
            assertThat(run.resolve(f)).as(f).exists();
        }
        assertThat(Files.readString(run.resolve("workload-config.xml"))).isEqualTo(Files.readString(file));

        List<String> summary = Files.readAllLines(run.resolve("w1-e2e.csv"));
        assertThat(summary.get(0) + "\n").isEqualTo(SummaryCsv.HEADER);
        assertThat(summary).hasSize(1 + 6);
        String prepare = row(summary, "s2-prepare,prepare-write,");
        assertThat(cell(prepare, 3)).isEqualTo("40");
        assertThat(cell(prepare, 4)).isEqualTo("80000");
        assertThat(cell(prepare, 15)).isEqualTo("100%");
        long reads = Long.parseLong(cell(row(summary, "s3-main,read,"), 3));
        long writes = Long.parseLong(cell(row(summary, "s3-main,write,"), 3));
        assertThat(reads + writes).isEqualTo(400);
        assertThat(reads).isBetween(240L, 380L);
        // every read found an object prepare wrote
        assertThat(cell(row(summary, "s3-main,read,"), 15)).isEqualTo("100%");
        assertThat(cell(row(summary, "s4-cleanup,cleanup-delete,"), 3)).isEqualTo("40");
        assertThat(summary.subList(1, summary.size())).allMatch(l -> l.contains(",completed,waiting @ "));

        List<String> timeline = Files.readAllLines(run.resolve("s3-main.csv"));
        assertThat(timeline.get(0)).isEqualTo("Timestamp,Op-Count,,Byte-Count,,Avg-ResTime,,Avg-ProcTime,,"
                + "Throughput,,Bandwidth,,Succ-Ratio,,Version-Info,,");
        assertThat(timeline.get(1)).isEqualTo(",read,write,read,write,read,write,read,write,read,write,read,write,"
                + "read,write,Min-Version,Version,Max-Version");
        long timelineOps = timeline.stream().skip(2)
                .mapToLong(l -> Long.parseLong(cell(l, 1)) + Long.parseLong(cell(l, 2))).sum();
        assertThat(timelineOps).isEqualTo(400);
        assertThat(Files.readAllLines(run.resolve("s2-prepare.csv")).get(0))
                .isEqualTo("Timestamp,Op-Count,Byte-Count,Avg-ResTime,Avg-ProcTime,Throughput,Bandwidth,"
                        + "Succ-Ratio,Version-Info,,");

        List<String> histogram = Files.readAllLines(run.resolve("w1-e2e-rt-histogram.csv"));
        assertThat(histogram.get(0)).isEqualTo("ResTime,s3-main-w1-main-read,(%),s3-main-w1-main-write,(%)");
        assertThat(histogram).hasSize(772);
        assertThat(histogram.get(771)).startsWith("500000~+INF,0,100%,0,100%");

        List<String> history = Files.readAllLines(archive.resolve("run-history.csv"));
        assertThat(history.get(0) + "\n").isEqualTo(RunHistoryCsv.HEADER);
        assertThat(history.get(1)).startsWith("w1,e2e,").contains(",init prepare read write cleanup dispose,finished,");
        List<String> matrix = Files.readAllLines(archive.resolve("workloads.csv"));
        assertThat(matrix.get(0) + "\n").isEqualTo(WorkloadsCsv.HEADER);
        assertThat(matrix).hasSize(1 + 6).anyMatch(l -> l.startsWith("w1-s3-main-1,read,"));
        assertThat(Files.readString(run.resolve("workload.log"))).contains("== stage s3-main: completed")
                .contains("-- mission w1-s3-main-w1-driver1 on driver driver1: accomplished");
        assertThat(Files.readString(run.resolve("w1-e2e.json"))).contains("\"state\" : \"finished\"");
    }

    @Test
    void twoInProcessDriversShareEachWorkWithGlobalSlices() throws Exception {
        Map<String, DriverClient> drivers = new java.util.LinkedHashMap<>();
        drivers.put("d1", new LocalDriverClient(MissionManager.withDefaults("d1")));
        drivers.put("d2", new LocalDriverClient(MissionManager.withDefaults("d2")));
        WorkloadResult r = new WorkloadRunner(drivers, RunSettings.defaults(), RunListener.NONE)
                .run("w1", WorkloadReader.read(workload("five-stages.xml")));
        assertThat(r.state()).isEqualTo(WorkloadState.FINISHED);
        // prepare's 4 workers split 2 + 2: with global offsets they write 40 distinct objects
        assertThat(r.stages().get(1).missions()).extracting(m -> m.driverName()).containsExactly("d1", "d2");
        assertThat(successes(r.stages().get(1), 0)).isEqualTo(40);
        StageResult main = r.stages().get(2);
        assertThat(successes(main, 0) + successes(main, 1)).isEqualTo(400);
        assertThat(main.works().get(0).ops().get(0).failures()).isZero();
        // cleanup deletes exactly the 40 objects, so dispose finds empty containers
        assertThat(successes(r.stages().get(3), 0)).isEqualTo(40);
        assertThat(r.stages().get(4).works().get(0).ops().get(0).failures()).isZero();
    }

    @Test
    void cancelAbortsTheRunningStageKeepsPartialResultsAndArchives() throws Exception {
        Workload w = WorkloadReader.read(workload("long-main.xml"));
        CountDownLatch rows = new CountDownLatch(2);
        WorkloadRunner runner = runner(new RunListener() {
            @Override
            public void timelineRow(String id, Stage stage, TimelineRow row) {
                if (stage.name().equals("main")) {
                    rows.countDown();
                }
            }
        });
        CompletableFuture<WorkloadResult> f = CompletableFuture.supplyAsync(() -> runner.run("w1", w), Thread::startVirtualThread);
        assertThat(rows.await(20, TimeUnit.SECONDS)).isTrue();
        long cancelledAt = System.nanoTime();
        runner.cancel();
        WorkloadResult r = f.get(20, TimeUnit.SECONDS);
        assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - cancelledAt)).isLessThan(10);

        assertThat(r.state()).isEqualTo(WorkloadState.CANCELLED);
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.CANCELLED, StageState.CANCELLED);
        assertThat(successes(r.stages().get(1), 0)).isPositive();
        Path runDir = new Archive(dir.resolve("archive"), ZoneOffset.UTC).write(r);
        assertThat(Files.readAllLines(dir.resolve("archive/run-history.csv")).get(1)).contains(",cancelled,");
        assertThat(Files.readString(runDir.resolve("w1-long.csv"))).contains("s2-main,write,write,")
                .contains("s3-after,N/A");
    }

    @Test
    void cancelDuringLoginCancelsTheStageWithoutLaunching() throws Exception {
        Workload w = WorkloadReader.read(workload("slow-login.xml"));
        CountDownLatch authing = new CountDownLatch(1);
        WorkloadRunner runner = runner(new RunListener() {
            @Override
            public void stageState(String id, Stage stage, StageState state) {
                if (state == StageState.AUTHING) {
                    authing.countDown();
                }
            }
        });
        CompletableFuture<WorkloadResult> f = CompletableFuture.supplyAsync(() -> runner.run("w1", w), Thread::startVirtualThread);
        assertThat(authing.await(10, TimeUnit.SECONDS)).isTrue();
        Thread.sleep(200);
        runner.cancel();
        WorkloadResult r = f.get(10, TimeUnit.SECONDS);
        assertThat(r.state()).isEqualTo(WorkloadState.CANCELLED);
        assertThat(r.stages().get(0).state()).isEqualTo(StageState.CANCELLED);
        assertThat(r.stages().get(0).history()).extracting(c -> c.state()).doesNotContain(StageState.LAUNCHING);
        assertThat(r.stages().get(0).missions()).extracting(m -> m.report().state())
                .containsOnly(io.objbench.core.mission.MissionState.ABORTED);
    }

    @Test
    void failuresAboveAfrFailTheStageAndTheWorkloadButLaterStagesRun() throws Exception {
        WorkloadResult r = runner(RunListener.NONE).run("w1", WorkloadReader.read(workload("afr.xml")));
        assertThat(r.stages()).extracting(StageResult::state)
                .containsExactly(StageState.COMPLETED, StageState.FAILED, StageState.COMPLETED);
        OpStats flaky = r.stages().get(1).works().get(0).ops().get(0);
        assertThat(flaky.failures()).isPositive();
        assertThat(r.stages().get(1).message()).contains("acceptable failure ratio");
        assertThat(r.state()).isEqualTo(WorkloadState.FAILED);
    }

    @Test
    void loginFailureTerminatesTheStageAndAbortsTheRest() throws Exception {
        WorkloadResult r = runner(RunListener.NONE).run("w1", WorkloadReader.read(workload("login-fails.xml")));
        assertThat(r.stages()).extracting(StageResult::state).containsExactly(StageState.COMPLETED,
                StageState.COMPLETED, StageState.TERMINATED, StageState.ABORTED);
        assertThat(r.stages().get(2).message()).contains("login");
        assertThat(r.state()).isEqualTo(WorkloadState.TERMINATED);
    }

    @Test
    void invalidWorkloadExitsTwoWithFileLineColumn() throws Exception {
        Path bad = dir.resolve("bad.xml");
        Files.writeString(bad, "<workload name=\"x\">\n  <workflow>\n    <bogus/>\n  </workflow>\n</workload>\n");
        StringWriter err = new StringWriter();
        int code = ObjbenchCommand.execute(new String[] {"run", "--archive", dir.resolve("a").toString(), bad.toString()},
                new PrintWriter(new StringWriter(), true), new PrintWriter(err, true));
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).matches("(?s)bad\\.xml:\\d+:\\d+: .*");
        assertThat(dir.resolve("a")).doesNotExist();
    }

    @Test
    void versionAndHelp() {
        StringWriter out = new StringWriter();
        assertThat(ObjbenchCommand.execute(new String[] {"--version"}, new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true))).isZero();
        assertThat(out.toString()).startsWith("objbench ");
        StringWriter help = new StringWriter();
        ObjbenchCommand.execute(new String[] {"run", "--help"}, new PrintWriter(help, true), new PrintWriter(help, true));
        assertThat(help.toString()).contains("--archive").contains("--driver-name").contains("--quiet");
    }

    private static String row(List<String> lines, String prefix) {
        return lines.stream().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + prefix + " in " + lines));
    }

    private static String cell(String line, int index) {
        return line.split(",", -1)[index];
    }
}
