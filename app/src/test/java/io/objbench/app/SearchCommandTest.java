package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.search.SearchReport;
import io.objbench.core.json.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code objbench search} on the mock's server of fixed capacity, whose answer the model gives:
 * open loop with fixed arrivals queues nothing below the capacity and piles up a backlog above
 * it; a closed loop of w workers with latency L gets min(w / (1/C + L), C) and a latency of
 * w / C beyond the knee (docs/README.md, the mock's models).
 */
class SearchCommandTest {

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = ObjbenchCommand.execute(args, new PrintWriter(o, true), new PrintWriter(e, true));
        out = o.toString();
        err = e.toString();
        System.out.println(out); // the table, for reading the test's log
        return code;
    }

    private Path workload(String storageConfig, String workAttributes) throws Exception {
        Path file = dir.resolve("w.xml");
        Files.writeString(file, """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload name="search">
                  <storage type="mock" config="%s" />
                  <workflow>
                    <workstage name="main">
                      <work name="main" interval="1" runtime="10" %s>
                        <operation type="read" ratio="100" config="containers=u(1,4);objects=u(1,100)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(storageConfig, workAttributes));
        return file;
    }

    private SearchReport report() throws Exception {
        Path runDir;
        try (Stream<Path> s = Files.list(dir.resolve("archive"))) {
            runDir = s.filter(Files::isDirectory).filter(p -> p.getFileName().toString().startsWith("w1-"))
                    .findFirst().orElseThrow();
        }
        SearchReport fromFile = Json.mapper().readValue(runDir.resolve("search.json").toFile(), SearchReport.class);
        var summary = Json.mapper().readTree(runDir.resolve("w1-search.json").toFile());
        assertThat(Json.mapper().treeToValue(summary.get("search"), SearchReport.class)).isEqualTo(fromFile);
        return fromFile;
    }

    @Test
    void openLoopRateSearchFindsTheMockCapacityWithinThePrecision() throws Exception {
        double capacity = 400; // per driver process; this run has one driver
        int drivers = 1;
        double sloMs = 100;
        int step = 3;
        int warmup = 1;
        double precision = 0.05;
        Path file = workload("latency=fixed(1);capacity=" + (int) capacity, "workers=\"64\" rate=\"100\"");
        int code = run("search", "--archive", dir.resolve("archive").toString(), "--quiet",
                "--slo", "read.p99<=" + (int) sloMs + "ms", "--slo", "errors<0.1%", "--from", "120", "--to", "3200",
                "--step-time", step + "s", "--warmup", warmup + "s", "--precision", "5%", file.toString());
        assertThat(code).as(out + err).isZero();
        SearchReport r = report();
        double known = capacity * drivers;
        // a load passes when the backlog it piles up, (load/C - 1) × elapsed, stays under the SLO at
        // the p99 of the window; below C nothing queues. So every load up to C passes and none
        // above C × (1 + slo / (warmup + step)) does; the bisection ends within the precision.
        double highestPassing = known * (1 + sloMs / 1000 / (warmup + 0.99 * step));
        assertThat(r.outcome()).isEqualTo("found");
        assertThat(r.answer().load()).isBetween(known / (1 + precision), highestPassing);
        assertThat(r.bracket().low()).isEqualTo(r.answer().load());
        assertThat((r.bracket().high() - r.bracket().low()) / r.bracket().low()).isLessThanOrEqualTo(precision);
        assertThat(r.answer().throughput()).isCloseTo(r.answer().load(), org.assertj.core.data.Percentage.withPercentage(3));
        assertThat(r.steps()).allSatisfy(s -> assertThat(s.stage()).matches("s1-search-[0-9]+-rate-[0-9.]+"));
        assertThat(r.steps().getFirst().load()).isEqualTo(120);
        assertThat(r.vary()).isEqualTo("rate");
        assertThat(r.slos()).extracting(SearchReport.SloJson::text).containsExactly("read.p99<=100ms", "errors<0.1%");
        assertThat(out).contains("answer: " + io.objbench.core.workload.Steps.format(r.answer().load()) + " ops/s");
        // COSBench's per-stage CSVs are there for every step
        Path runDir = dir.resolve("archive").resolve("w1-search");
        for (SearchReport.StepJson s : r.steps()) {
            assertThat(runDir.resolve(s.stage() + ".csv")).exists();
        }
    }

    @Test
    void closedLoopWorkerSearchFindsTheWorkersWhoseLatencyMeetsTheSlo() throws Exception {
        double capacity = 1000;
        double latencyMs = 20;
        double sloMs = 30.5;
        double precision = 0.05;
        Path file = workload("latency=fixed(" + (int) latencyMs + ");capacity=" + (int) capacity, "workers=\"4\"");
        int code = run("search", "--archive", dir.resolve("archive").toString(), "--quiet", "--vary", "workers",
                "--slo", "avg<=" + sloMs + "ms", "--from", "4", "--to", "256", "--step-time", "3s", "--warmup", "1s",
                file.toString());
        assertThat(code).as(out + err).isZero();
        SearchReport r = report();
        // w workers: min(w / (1/C + L), C) ops/s; beyond the knee w = 1 + C·L the latency is w / C,
        // so the most workers meeting avg <= X is floor(X · C)
        double knee = 1 + capacity * latencyMs / 1000;
        double known = Math.floor(sloMs / 1000 * capacity);
        assertThat(known).isGreaterThan(knee);
        assertThat(r.outcome()).isEqualTo("found");
        assertThat(r.answer().load()).isBetween(known / (1 + precision), known);
        assertThat(r.answer().throughput()).isBetween(0.85 * capacity, 1.02 * capacity);
        for (SearchReport.StepJson s : r.steps()) {
            double model = Math.min(s.load() / (1 / capacity + latencyMs / 1000), capacity);
            // never above the model; below it by the sleeps' overshoot on a loaded machine (past the
            // knee an overshoot longer than the queue's slack empties the server for a while)
            assertThat(s.throughput()).as(s.stage()).isBetween(0.7 * model, 1.02 * model);
        }
    }

    @Test
    void untilPlateauFindsTheKneeOfTheMocksClosedLoopCurve() throws Exception {
        double capacity = 200;
        double latencyMs = 50;
        double threshold = 0.05;
        Path file = workload("latency=fixed(" + (int) latencyMs + ");capacity=" + (int) capacity, "workers=\"4\"");
        int code = run("search", "--archive", dir.resolve("archive").toString(), "--quiet", "--until-plateau", "5%",
                "--from", "4", "--to", "64", "--step-time", "2s", "--warmup", "1s", file.toString());
        assertThat(code).as(out + err).isZero();
        SearchReport r = report();
        // w workers get min(w / (1/C + L), C): the knee, the fewest workers within X of the plateau C,
        // is the smallest w with w / (1/C + L) >= (1 - X) C, i.e. ceil((1 - X)(1 + C·L))
        double knee = Math.ceil((1 - threshold) * (1 + capacity * latencyMs / 1000));
        assertThat(r.mode()).isEqualTo("plateau");
        assertThat(r.threshold()).isEqualTo(threshold);
        assertThat(r.outcome()).isEqualTo("found");
        // tolerance: a loaded machine's sleeps overshoot by a few ms, lowering each step's throughput by a few
        // percent, which can move the measured knee up by a worker or two (one below: the plateau measured low)
        assertThat(r.answer().load()).isBetween(knee - 1, knee + 2);
        assertThat(r.bracket().high()).isEqualTo(r.answer().load());
        assertThat(r.bracket().high() - r.bracket().low()).isEqualTo(1); // adjacent: the 5% precision is finer here
        assertThat(r.plateau()).isBetween(0.9 * capacity, 1.02 * capacity);
        assertThat(r.curve()).extracting(SearchReport.CurvePoint::load).isSorted();
        assertThat(r.curve()).hasSameSizeAs(r.steps());
        for (SearchReport.CurvePoint p : r.curve()) {
            double model = Math.min(p.load() / (1 / capacity + latencyMs / 1000), capacity);
            assertThat(p.throughput()).as(p.stage()).isBetween(0.7 * model, 1.02 * model);
            assertThat(p.p99Ms()).as(p.stage()).isGreaterThanOrEqualTo(p.p50Ms()).isGreaterThanOrEqualTo(latencyMs);
        }
        assertThat(r.slos()).isEmpty();
        assertThat(out).contains("knee: " + (int) r.answer().load() + " workers");
        assertThat(out).contains("plateau search over work 'main', workers from 4 to 64, threshold 5%");
    }

    @Test
    void aSearchWhoseFirstLoadFailsSaysNoPassingLoadAndExits8() throws Exception {
        Path file = workload("latency=fixed(2)", "workers=\"4\"");
        int code = run("search", "--archive", dir.resolve("archive").toString(), "--quiet", "--vary", "workers",
                "--slo", "p99<=1ms", "--from", "2", "--step-time", "1s", "--warmup", "0s", file.toString());
        assertThat(code).as(out + err).isEqualTo(ExitCodes.SEARCH_INCONCLUSIVE);
        SearchReport r = report();
        assertThat(r.outcome()).isEqualTo("no-passing-load");
        assertThat(r.steps()).hasSize(1);
        assertThat(r.answer()).isNull();
        assertThat(r.bracket()).isNull();
        assertThat(out).contains("no answer: no passing load");
    }

    @Test
    void aSearchThatNeverFailsWithinToSaysSoAndExits8() throws Exception {
        Path file = workload("latency=fixed(1)", "workers=\"4\"");
        int code = run("search", "--archive", dir.resolve("archive").toString(), "--quiet", "--vary", "workers",
                "--slo", "p99<=1000ms", "--from", "1", "--to", "3", "--step-time", "1s", "--warmup", "0s",
                file.toString());
        assertThat(code).as(out + err).isEqualTo(ExitCodes.SEARCH_INCONCLUSIVE);
        SearchReport r = report();
        assertThat(r.outcome()).isEqualTo("never-failed");
        assertThat(r.steps()).extracting(SearchReport.StepJson::load).containsExactly(1.0, 2.0, 3.0);
        assertThat(r.answer().load()).isEqualTo(3);
        assertThat(out).contains("no answer: never failed");
    }

    @Test
    void aBadSloIsBadInputWithTheReason() throws Exception {
        Path file = workload("latency=fixed(1)", "workers=\"4\"");
        for (List<String> bad : List.of(List.of("--slo", "read.p99<=20parsecs"), List.of("--slo", "read.p99 20ms"),
                List.of("--slo", "p99<=1ms", "--vary", "speed"), List.of("--slo", "p99<=1ms", "--precision", "0%"),
                List.of("--until-plateau", "2%", "--slo", "p99<=1ms"), List.of("--until-plateau", "0%"),
                List.of("--until-plateau", "100%"), List.of("--until-plateau", "2%", "--vary", "rate"))) {
            List<String> args = new java.util.ArrayList<>(List.of("search", "--archive", dir.resolve("archive").toString()));
            args.addAll(bad);
            args.add(file.toString());
            assertThat(run(args.toArray(String[]::new))).as(bad.toString()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(err).as(bad.toString()).startsWith("objbench search: --");
        }
        assertThat(run("search", "--slo", "read.p99<=20parsecs", file.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).contains("--slo 'read.p99<=20parsecs'").contains("unit");
        assertThat(run("search", file.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).contains("has no <search>: give at least one --slo");
        assertThat(run("search", "--slo", "p99<=1ms", "--work", "nope", file.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).contains("no normal work named 'nope'");
        assertThat(dir.resolve("archive")).doesNotExist();
    }

    @Test
    void runsComparisonOptionsAreRefusedBeforeAnythingRuns() throws Exception {
        Path file = workload("latency=fixed(1)", "workers=\"4\"");
        String archive = dir.resolve("archive").toString();
        for (List<String> bad : List.of(List.of("--repeat", "3"), List.of("--baseline", "w1"),
                List.of("--baseline", dir.toString(), "--fail-on-regression", "5%"), List.of("--min-change", "2%"))) {
            List<String> args = new java.util.ArrayList<>(List.of("search", "--archive", archive, "--quiet",
                    "--slo", "p99<=50ms", "--from", "2", "--step-time", "1s", "--warmup", "0s"));
            args.addAll(bad);
            args.add(file.toString());
            assertThat(run(args.toArray(String[]::new))).as(bad.toString()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(err).as(bad.toString()).isEqualTo("objbench search: " + SearchCommand.NOT_FOR_SEARCH + "\n");
        }
        assertThat(dir.resolve("archive")).doesNotExist();
        // --repeat 1 is the default: not refused (one step at --to, which passes: never failed)
        assertThat(run("search", "--archive", archive, "--quiet", "--repeat", "1", "--vary", "workers", "--slo",
                "p99<=1000ms", "--from", "1", "--to", "1", "--step-time", "1s", "--warmup", "0s", file.toString()))
                .as(out + err).isEqualTo(ExitCodes.SEARCH_INCONCLUSIVE);

        String nowhere = "http://127.0.0.1:1"; // nothing listens: a request would be exit 4
        assertThat(run("submit", "--url", nowhere, "--search", "--slo", "p99<=50ms", "--wait", "--baseline", "w1",
                file.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).contains("objbench submit --search: " + SearchCommand.NOT_FOR_SEARCH);
    }

    @Test
    void submitChecksTheSearchOptionsBeforeItSendsAnything() throws Exception {
        Path file = workload("latency=fixed(1)", "workers=\"4\"");
        String nowhere = "http://127.0.0.1:1"; // nothing listens: a request would be exit 4
        assertThat(run("submit", "--url", nowhere, "--search", "--slo", "read.p99<=20parsecs", file.toString()))
                .isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).contains("objbench submit --search: --slo 'read.p99<=20parsecs'").contains("unit");
        assertThat(run("submit", "--url", nowhere, "--slo", "p99<=1ms", file.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).contains("need --search");
        assertThat(run("submit", "--url", nowhere, "--search", "--until-plateau", "2%", "--slo", "p99<=1ms",
                file.toString())).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).contains("objbench submit --search: --until-plateau and --slo are exclusive");
        assertThat(run("submit", "--url", nowhere, "--until-plateau", "2%", file.toString()))
                .isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(err).contains("need --search");
    }

    @Test
    void theOptionsBecomeTheWorkloadsSearchElement() {
        SearchOptions o = new SearchOptions();
        o.slos = List.of("read.p99<=20ms", "errors<0.1%");
        o.vary = "workers";
        o.from = "4";
        o.stepTime = "10s";
        String xml = o.applyTo("<workload name=\"w\"><workflow/></workload>\n");
        assertThat(xml).isEqualTo("<workload name=\"w\"><workflow/>  <search vary=\"workers\" from=\"4\" stepTime=\"10s\">\n"
                + "    <slo check=\"read.p99&lt;=20ms\"/>\n    <slo check=\"errors&lt;0.1%\"/>\n  </search>\n</workload>\n");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> o.applyTo(xml))
                .hasMessageContaining("has its own <search> already");
        SearchOptions p = new SearchOptions();
        p.untilPlateau = "2%";
        p.from = "4";
        assertThat(p.applyTo("<workload name=\"w\"><workflow/></workload>\n"))
                .isEqualTo("<workload name=\"w\"><workflow/>  <search from=\"4\" untilPlateau=\"2%\"/>\n</workload>\n");
    }
}
