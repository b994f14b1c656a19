package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValidateCommandTest {

    @TempDir
    Path dir;

    record Result(int exit, String out, String err) {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ObjbenchCommand.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(exit, out.toString(), err.toString());
    }

    private Path file(String name, String xml) throws Exception {
        return Files.writeString(dir.resolve(name), xml);
    }

    private static final String VALID = """
            <workload name="ok"><storage type="mock" config="STORE"/><workflow>
              <workstage name="prepare">
                <work type="prepare" workers="3" config="containers=r(1,2);objects=r(1,9);sizes=c(1)KB"/>
              </workstage>
              <workstage name="main">
                <work name="main" workers="4" runtime="30" rampup="10">
                  <operation type="read" ratio="100" config="containers=u(1,2);objects=u(1,9)"/>
                </work>
              </workstage>
            </workflow></workload>
            """;

    private static final String THREE_ERRORS = """
            <workload name="bad"><storage type="mock"/><workflow>
              <workstage name="a">
                <work name="w" workers="0" runtime="5">
                  <operation type="read" ratio="100" config="containers=u(1,2);objects=u(1,9)"/>
                </work>
              </workstage>
              <workstage name="b">
                <work name="x" workers="2" runtime="5">
                  <operation type="read" ratio="50" config="containers=u(1,2);objects=u(1,9)"/>
                  <operation type="read" ratio="5O" config="containers=u(1,2);objects=u(1,9)"/>
                </work>
                <work name="y" workers="2" runtime="5">
                  <operation type="read" ratio="90" config="containers=u(1,2);objects=u(1,9)"/>
                </work>
              </workstage>
            </workflow></workload>
            """;

    @Test
    void listsEveryErrorOfEveryFileWithItsLocationAndExitsWithTwo() throws Exception {
        Path ok = file("ok.xml", VALID.replace("STORE", ""));
        Path bad = file("bad.xml", THREE_ERRORS);
        Path bad2 = file("bad2.xml", "<workload name=\"b\"><workflow></workload>");
        Result r = run("validate", ok.toString(), bad.toString(), bad2.toString());
        assertThat(r.exit()).isEqualTo(ExitCodes.BAD_INPUT).isEqualTo(2);
        assertThat(r.out().lines().toList()).containsExactly(
                ok + ": valid (workload 'ok')",
                bad + ":3:20: workers must be a whole number between 1 and 1000000, found 0",
                bad + ":10:30: ratio='5O' is not a whole number: expected a whole number between 0 and 100",
                bad + ":12:5: the ratios of work 'y' sum to 90: the ratios of its operations must sum to 100",
                r.out().lines().toList().get(4),
                "3 files: 1 valid, 2 with errors (4 errors), 0 warnings");
        assertThat(r.out().lines().toList().get(4)).startsWith(bad2 + ":1:").contains("malformed XML");
    }

    @Test
    void ssbenchScenariosAreRecognisedByContentWithEveryErrorLocated() throws Exception {
        // a shipped ssbench scenario (core's test data) under a name without the usual extension
        Path shipped = Files.copy(Path.of("../core/src/test/resources/ssbench/scenarios/very_small.scenario"),
                dir.resolve("very_small.txt"));
        Path warned = file("warned.json", """
                {"name": "w", "block_size": 4096, "sizes": [{"name": "a", "size_min": 1, "size_max": 2}],
                 "initial_files": {"a": 1}, "operation_count": 3, "crud_profile": [1, 0, 0, 0], "user_count": 1}
                """);
        Path bad = file("bad.scenario", """
                {"name": "b", "sizes": [{"name": "a", "size_min": 9, "size_max": 2}],
                 "initial_files": {"a": 1}, "operation_count": 3, "crud_profile": [1, 0, 0], "user_count": 1}
                """);
        Result r = run("validate", shipped.toString(), warned.toString(), bad.toString());
        assertThat(r.exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(r.out().lines().toList()).containsExactly(
                shipped + ": valid (ssbench scenario 'Small test scenario')",
                // the workload it runs as: whole-percent ratios, so its smallest (class, op) shares round to 0
                shipped + ": warning: delete-tiny: 0.244 % of the operations rounds to a ratio of 0: this operation is"
                        + " not run",
                shipped + ": warning: create-small: 0.244 % of the operations rounds to a ratio of 0: this operation is"
                        + " not run",
                shipped + ": warning: update-small: 0.366 % of the operations rounds to a ratio of 0: this operation is"
                        + " not run",
                warned + ": valid (ssbench scenario 'w')",
                warned + ": warning: 1:15: unknown key 'block_size' ignored (as ssbench); block_size is ssbench's"
                        + " command-line option -b",
                bad + ":1:39: sizes[0]: size_min (9) is greater than size_max (2): sizes are drawn from size_min"
                        + " to size_max, both included",
                bad + ":2:51: crud_profile has 3 weights: expected 4 weights [create, read, update, delete],"
                        + " e.g. [3, 4, 2, 2]",
                "3 files: 2 valid, 1 with errors (2 errors), 4 warnings");
        assertThat(run("validate", "--strict", warned.toString()).exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run("validate", "--json", shipped.toString()).out()).contains("\"format\" : \"ssbench-scenario\"");
    }

    @Test
    void allValidExitsWithZero() throws Exception {
        Result r = run("validate", file("a.xml", VALID.replace("STORE", "")).toString(),
                file("b.xml", VALID.replace("STORE", "store=false")).toString());
        assertThat(r.exit()).isZero();
        assertThat(r.out()).endsWith("2 files: 2 valid, 0 with errors (0 errors), 0 warnings\n");
    }

    @Test
    void warnsAboutAKeepingMockThatWouldBeSplitAndFailsOnlyWhenStrict() throws Exception {
        Path keeping = file("keep.xml", VALID.replace("STORE", "store=true"));
        Result r = run("validate", keeping.toString());
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains(keeping + ": warning: stage s1-prepare: work 'prepare' on storage mock with"
                + " store=true would be split over the drivers of a controller with more than one driver");
        assertThat(r.out()).endsWith("1 file: 1 valid, 0 with errors (0 errors), 2 warnings\n");
        assertThat(run("validate", "--strict", keeping.toString()).exit()).isEqualTo(2);
        // on one named driver there is nothing to split
        Result one = run("validate", "--drivers", "1", keeping.toString());
        assertThat(one.out()).doesNotContain(": warning:").endsWith("0 warnings for 1 driver\n");
        assertThat(run("validate", "--strict", "--drivers", "1", keeping.toString()).exit()).isZero();
        Result conf = run("validate", "--controller-conf", file("controller.conf", """
                [controller]
                drivers = 2
                [driver1]
                name = alpha
                url = http://127.0.0.1:9
                [driver2]
                name = beta
                url = http://127.0.0.1:10
                """).toString(), keeping.toString());
        assertThat(conf.out()).contains("would run on drivers alpha, beta;").endsWith("2 warnings for 2 drivers\n");
    }

    @Test
    void jsonListsFilesErrorsAndWarnings() throws Exception {
        Result r = run("validate", "--json", file("bad.xml", THREE_ERRORS).toString());
        assertThat(r.exit()).isEqualTo(2);
        var tree = io.objbench.core.json.Json.mapper().readTree(r.out());
        var f = tree.get("files").get(0);
        assertThat(f.get("valid").asBoolean()).isFalse();
        assertThat(f.get("errors")).hasSize(3);
        assertThat(f.get("errors").get(0).get("line").asInt()).isEqualTo(3);
        assertThat(f.get("errors").get(0).get("column").asInt()).isEqualTo(20);
    }

    @Test
    void badOptionsAndMissingFilesAreBadInput() throws Exception {
        assertThat(run("validate").exit()).isEqualTo(2); // picocli: a file is required
        Path ok = file("ok.xml", VALID.replace("STORE", ""));
        Result both = run("validate", "--drivers", "2", "--controller-conf", "x.conf", ok.toString());
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).contains("give --drivers or --controller-conf, not both");
        Result missing = run("validate", dir.resolve("nope.xml").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.out()).contains(dir.resolve("nope.xml") + ":0:0: cannot read the workload file");
    }

    @Test
    void dryRunPrintsTheScheduleOverThreeDrivers() throws Exception {
        Path ok = file("ok.xml", VALID.replace("STORE", ""));
        Result r = run("run", "--dry-run", "--drivers", "3", ok.toString());
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).isEqualTo("""
                dry run of workload 'ok' over 3 drivers: driver1, driver2, driver3 (nothing is run)
                expected duration: unknown, at least 40 s (not known in advance: s1-prepare)

                s1-prepare
                  work 'prepare' (prepare, 3 workers, storage mock): one pass: writes 18 objects
                    op1 prepare 100%: containers r(1,2), objects r(1,9), 18 names
                    driver1: worker 1, containers 1-2 (shared), objects 1-3 (own slice), 6 names
                    driver2: worker 2, containers 1-2 (shared), objects 4-6 (own slice), 6 names
                    driver3: worker 3, containers 1-2 (shared), objects 7-9 (own slice), 6 names

                s2-main: 40 s
                  work 'main' (normal, 4 workers, storage mock): runtime 30 s after 10 s ramp-up
                    op1 read 100%: containers u(1,2), objects u(1,9), 18 names
                    driver1: workers 1-2 (2), containers 1-2 (shared), objects 1-9 (shared), 18 names
                    driver2: worker 3, containers 1-2 (shared), objects 1-9 (shared), 18 names
                    driver3: worker 4, containers 1-2 (shared), objects 1-9 (shared), 18 names
                """);
    }

    @Test
    void dryRunDefaultsToTheEmbeddedRunsOneDriverAndWarnsOnTheKeepingMockOnlyWhenSplit() throws Exception {
        Path keeping = file("keep.xml", VALID.replace("STORE", "store=true"));
        Result one = run("run", "--dry-run", keeping.toString());
        assertThat(one.exit()).isZero();
        assertThat(one.out()).startsWith("dry run of workload 'ok' over 1 driver: driver1 (nothing is run)\n")
                .contains("    driver1: workers 1-3 (3), containers 1-2 (shared), objects 1-9 (own slice), 18 names\n")
                .doesNotContain("warning");
        Result three = run("run", "--dry-run", "--drivers", "3", keeping.toString());
        assertThat(three.out()).contains("warning: stage s1-prepare: work 'prepare' on storage mock with store=true"
                + " would run on drivers driver1, driver2, driver3;");
    }

    @Test
    void dryRunJsonCarriesTheMissions() throws Exception {
        Result r = run("run", "--dry-run", "--json", "--drivers", "2", file("ok.xml", VALID.replace("STORE", "")).toString());
        assertThat(r.exit()).isZero();
        var tree = io.objbench.core.json.Json.mapper().readTree(r.out());
        var missions = tree.get("stages").get(0).get("works").get(0).get("missions");
        assertThat(missions).hasSize(2);
        assertThat(missions.get(1).get("driver").asText()).isEqualTo("driver2");
        assertThat(missions.get(1).get("firstWorker").asInt()).isEqualTo(3);
        assertThat(missions.get(1).get("workerOffset").asInt()).isEqualTo(2);
        assertThat(missions.get(1).get("workers").asInt()).isEqualTo(1);
        assertThat(missions.get(1).get("operations").get(0).get("objects").get("first").asLong()).isEqualTo(7);
        assertThat(tree.get("seconds").asLong()).isEqualTo(40);
    }

    @Test
    void dryRunOfAnInvalidFileListsEveryErrorAndRunsNothing() throws Exception {
        Path bad = file("bad.xml", THREE_ERRORS);
        Result r = run("run", "--dry-run", "--archive", dir.resolve("archive").toString(), bad.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().lines()).hasSize(3).allSatisfy(l -> assertThat(l).startsWith("bad.xml:"));
        assertThat(dir.resolve("archive")).doesNotExist();
    }

    @Test
    void fleetOptionsWithoutDryRunAreRefused() throws Exception {
        Result r = run("run", "--drivers", "2", file("ok.xml", VALID.replace("STORE", "")).toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("apply to --dry-run only");
    }

    @Test
    void warnsOfAWorkOnStorageNoneThatEndsOnlyOnBytes() throws Exception {
        Path endless = file("endless.xml", """
                <workload name="endless"><storage type="none"/><workflow>
                  <workstage name="main">
                    <work name="fill" workers="2" totalBytes="1000000">
                      <operation type="write" ratio="100" config="containers=c(1);objects=u(1,9);sizes=c(1)KB"/>
                    </work>
                  </workstage>
                </workflow></workload>
                """);
        String warning = "warning: stage s1-main: work 'fill' on storage none ends only on totalBytes, but storage"
                + " none moves no bytes: it would never end";
        Result any = run("validate", endless.toString());
        assertThat(any.out()).contains(endless + ": " + warning).endsWith("1 warning\n");
        assertThat(run("validate", "--strict", endless.toString()).exit()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run("validate", "--drivers", "2", endless.toString()).out()).contains(warning);
        Path bounded = file("bounded.xml", Files.readString(endless).replace("totalBytes=\"1000000\"",
                "totalBytes=\"1000000\" runtime=\"30\""));
        assertThat(run("validate", bounded.toString()).out()).doesNotContain(": warning:");
    }
}
