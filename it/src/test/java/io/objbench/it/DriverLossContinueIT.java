package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * onDriverLoss="continue" with three separate driver processes: a driver killed (SIGKILL) or
 * stopped (SIGSTOP) longer than the liveness limit is lost, the stage and the workload go on with
 * the others and finish, the lost driver's results stop at its last accepted snapshot (checked
 * against the archive's driver-events.csv and JSON summary), and a stop under the limit loses
 * nobody.
 */
class DriverLossContinueIT {

    private static final String CONTINUE = "onDriverLoss=\"continue\"";
    /** "… 1234 of the stage's 5678 operations so far (22 %) were its own …" in a LOST event's detail. */
    private static final Pattern CARRIED = Pattern.compile("(\\d+) of the stage's (\\d+) operations so far \\((\\d+) %\\)");

    @RegisterExtension
    final Cluster cluster = new Cluster(3).missedPolls(3);

    /**
     * init on every driver, {@code main} writing for {@code runtime} s (interval 1, the window not
     * cut: its counts are the missions' whole), then a short {@code after} stage over the live drivers.
     */
    private static String workload(String name, int runtime) {
        Work[] init = new Work[3];
        for (int i = 1; i <= 3; i++) {
            init[i - 1] = Work.init(1, "cprefix=" + name + ";containers=r(1,1)").name("init-d" + i).interval(1)
                    .driver("d" + i);
        }
        String xml = WorkloadXml.named(name).storage("mock", "delay=5")
                .stage("init", init)
                .stage("main", Work.named("main", 6).interval(1).runtime(runtime).attr("warmup", "fixed")
                        .op("write", 100, "cprefix=" + name + ";containers=c(1);objects=u(1,1000);sizes=c(1)KB"))
                .stage("after", Work.named("after", 4).interval(1).runtime(2).attr("warmup", "fixed")
                        .op("write", 100, "cprefix=" + name + ";containers=c(1);objects=u(1,1000);sizes=c(1)KB"))
                .bare();
        assertThat(xml).startsWith("<workload ");
        return xml.replaceFirst("<workload ", "<workload " + CONTINUE + " ");
    }

    private static void awaitMainRunning(Api api, String id) {
        Waits.until(id + "'s main stage runs and reports operations", Duration.ofSeconds(60), () -> {
            WorkloadView.StageView main = api.workload(id).stages().get(1);
            return main.state().equals("RUNNING") && main.ops().stream().anyMatch(o -> o.ops() > 0);
        });
    }

    /** The LOST rows of driver-events.csv for the main stage. */
    private static List<String> lostRows(String events) {
        List<String> rows = new ArrayList<>();
        events.lines().filter(l -> l.contains(",s2-main,") && l.contains(",lost,")).forEach(rows::add);
        return rows;
    }

    /** True once the run's driver-events.csv (written as events happen) has a LOST row for the main stage. */
    private static boolean declaredLost(Api api, String id) {
        try {
            return api.files(id).contains("driver-events.csv") && !lostRows(api.file(id, "driver-events.csv")).isEmpty();
        } catch (AssertionError | RuntimeException e) {
            return false; // not served yet
        }
    }

    /**
     * The archive says the same thing everywhere: the stage completed with a suspect verdict naming
     * {@code driver}, the merge is exact, and the lost driver's operations in the summary are exactly
     * those it had delivered when it was declared lost (nothing merged after).
     */
    private static void assertLossRecorded(Api api, String id, String driver) {
        WorkloadView end = api.workload(id);
        assertThat(end.state()).as("workload: %s", end).isEqualTo("FINISHED");
        assertThat(end.stages().get(1).state()).isEqualTo("COMPLETED");
        String base = id + "-" + end.name();
        List<String> files = api.files(id);
        assertThat(files).contains(base + ".csv", base + ".json", "s1-init.csv", "s2-main.csv", "s3-after.csv",
                "workload-config.xml", "workload.log", "driver-events.csv");
        for (String f : files) {
            assertThat(api.get(ControllerRoutes.workload(id, ControllerRoutes.FILES) + "/" + f).statusCode())
                    .as("GET file %s", f).isEqualTo(200);
        }
        List<String> lost = lostRows(api.file(id, "driver-events.csv"));
        assertThat(lost).as("LOST rows of driver-events.csv").hasSize(1);
        assertThat(lost.get(0)).contains(",s2-main," + driver + ",lost,").contains("onDriverLoss=continue");
        Matcher carried = CARRIED.matcher(lost.get(0));
        assertThat(carried.find()).as("carried share in %s", lost.get(0)).isTrue();
        long carriedOps = Long.parseLong(carried.group(1));
        assertThat(carriedOps).as("the lost driver's operations before its loss").isPositive();

        // from the archived JSON summary, not the live view
        JsonNode report = Api.tree(api.file(id, base + ".json"));
        JsonNode main = Reports.stage(report, "s2-main");
        JsonNode write = Reports.ops(main, "write").get(0);
        Reports.assertExactMerge(write);
        var byDriver = Reports.opCountByDriver(write);
        assertThat(byDriver).containsOnlyKeys("d1", "d2", "d3");
        assertThat(byDriver.get(driver)).as("the lost driver's count: what it had delivered at its loss")
                .isEqualTo(carriedOps);
        long survivors = byDriver.entrySet().stream().filter(e -> !e.getKey().equals(driver))
                .mapToLong(java.util.Map.Entry::getValue).sum();
        assertThat(write.path("opCount").asLong()).isEqualTo(survivors + carriedOps);
        for (JsonNode m : main.path("missions")) {
            String state = m.path("state").asText();
            assertThat(state).as("mission of %s", m.path("driver").asText())
                    .isEqualTo(m.path("driver").asText().equals(driver) ? "terminated" : "accomplished");
        }
        assertThat(main.path("partial").asBoolean()).isTrue();
        JsonNode validity = main.path("validity");
        assertThat(validity.path("verdict").asText()).isEqualTo("suspect");
        JsonNode reason = null;
        for (JsonNode r : validity.path("reasons")) {
            if (r.path("code").asText().equals("driver-lost")) {
                reason = r;
            }
        }
        assertThat(reason).as("driver-lost reason in %s", validity).isNotNull();
        assertThat(reason.path("subject").asText()).isEqualTo(driver);
        assertThat(api.file(id, "workload.log")).as("workload.log").contains("suspect: ")
                .contains("driver " + driver + " lost at ");
        assertThat(reason.path("message").asText())
                .matches("driver " + driver + " lost at \\d\\d:\\d\\d:\\d\\d \\(carried " + carried.group(3)
                        + " % of operations up to then, " + carriedOps + " of " + carried.group(2) + "\\): .*");
    }

    @Test
    void aKilledDriverIsLostAndTheWorkloadFinishesOnTheOthers() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(workload("kill", 8)).id();
        awaitMainRunning(api, id);
        Thread.sleep(1500); // a few snapshots of d3 first
        cluster.driver(3).kill();
        WorkloadView end = api.await(id, Api.ENDED, Duration.ofSeconds(90));
        assertThat(end.state()).as("workload: %s", end).isEqualTo("FINISHED");
        assertLossRecorded(api, id, "d3");
        assertThat(api.file(id, "driver-events.csv")).contains("connection refused");
        // the next stage ran without it
        JsonNode after = Reports.stage(api.report(id), "s3-after");
        List<String> drivers = new ArrayList<>();
        after.path("missions").forEach(m -> drivers.add(m.path("driver").asText()));
        assertThat(drivers).containsExactly("d1", "d2");
    }

    @Test
    void aDriverStoppedLongerThanTheLimitIsLostAndItsLateAnswersAreNotMerged() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(workload("stop", 14)).id();
        awaitMainRunning(api, id);
        Thread.sleep(1500);
        String oldMission = cluster.unended(3).stream().filter(m -> m.stageId().equals("s2-main")).findFirst()
                .orElseThrow().missionId();
        cluster.driver(3).signal("STOP");
        try {
            // 3 missed polls of 1 s: lost within about 4 s
            Waits.until("d3 is declared lost", Duration.ofSeconds(20), () -> declaredLost(api, id));
            Thread.sleep(1000);
        } finally {
            cluster.driver(3).signal("CONT");
        }
        // the continued driver's old mission does not run on beside the others: it ends at once (its
        // runtime or lease ran out while it was stopped, or the pool aborts it), and whatever it
        // answers or reports now is not merged (checked below against the count at the loss)
        Waits.until("d3's old mission ends", Duration.ofSeconds(15),
                () -> cluster.missions(3).stream().anyMatch(m -> m.missionId().equals(oldMission) && m.state().isFinal()));
        WorkloadView end = api.await(id, Api.ENDED, Duration.ofSeconds(90));
        assertThat(end.state()).as("workload: %s", end).isEqualTo("FINISHED");
        assertLossRecorded(api, id, "d3");
    }

    @Test
    void aStopUnderTheLimitLosesNobody() throws Exception {
        cluster.start();
        Api api = cluster.api();
        String id = api.submit(workload("pause", 6)).id();
        awaitMainRunning(api, id);
        cluster.driver(3).signal("STOP");
        Thread.sleep(1500);
        cluster.driver(3).signal("CONT");
        WorkloadView end = api.await(id, Api.ENDED, Duration.ofSeconds(60));
        assertThat(end.state()).as("after a 1.5 s stop (limit 3 polls of 1 s): %s", end).isEqualTo("FINISHED");
        JsonNode main = Reports.stage(api.report(id), "s2-main");
        for (JsonNode m : main.path("missions")) {
            assertThat(m.path("state").asText()).as("mission of %s", m.path("driver").asText()).isEqualTo("accomplished");
        }
        assertThat(main.path("validity").toString()).doesNotContain("driver-lost");
        if (api.files(id).contains("driver-events.csv")) {
            assertThat(lostRows(api.file(id, "driver-events.csv"))).isEmpty();
        }
        List<String> drivers = new ArrayList<>();
        Reports.stage(api.report(id), "s3-after").path("missions").forEach(m -> drivers.add(m.path("driver").asText()));
        assertThat(drivers).containsExactly("d1", "d2", "d3");
    }
}
