package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.archive.ArchiveReader;
import io.objbench.controller.archive.JsonSummary;
import io.objbench.core.ssbench.CrudProfile;
import io.objbench.core.ssbench.Scenario;
import io.objbench.core.ssbench.ScenarioOverrides;
import io.objbench.core.ssbench.ScenarioReader;
import io.objbench.core.ssbench.ScenarioTarget;
import io.objbench.core.ssbench.ScenarioWorkload;
import io.objbench.core.ssbench.SizeClass;
import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Workload;
import io.objbench.testsupport.ChiSquareFit;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every scenario shipped with ssbench 0.3.9 runs to FINISHED in this process (one driver) and
 * executes the mix of (class, operation) it was converted to: a Pearson chi-square test of the
 * executed counts of the main stage's {@code <kind>-<class>} operations against the workload's
 * ratios, at a family-wise alpha of 0.001 (Bonferroni over the scenarios). The ratios are whole
 * percentages, so they differ from the scenario's exact shares: that difference is bounded apart
 * (below one point per operation, the largest-remainder rule) and printed. A negative control, the
 * same run with 5 points moved from one operation to another, must be rejected, so the test has
 * the power to see such a skew. docs/ssbench.md, "Is the mix the scenario's?".
 */
class ShippedScenarioMixTest {

    static final Path DIR = Path.of("../core/src/test/resources/ssbench/scenarios");
    /** Operations per run: a 5-point skew then gives a chi-square statistic in the hundreds. */
    static final long OPS = 20_000;
    /** The family-wise level over the 25 scenarios and the control. */
    static final double ALPHA = 0.001;
    /** The multi-gigabyte scenarios: initial files above this many bytes at their largest size. */
    static final long HUGE_POPULATION = 1_000_000_000L;
    /** Above this many body bytes for the mock to read (the run's writes at their largest), a scenario runs on {@code none}. */
    static final long MOCK_BYTES = 4_000_000_000L;

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void everyShippedScenarioExecutesItsMix() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.walk(DIR)) {
            files = s.filter(p -> p.toString().endsWith(".scenario")).sorted().toList();
        }
        assertThat(files).hasSize(25);
        double alpha = ALPHA / (files.size() + 1);
        StringBuilder table = new StringBuilder();
        int onMock = 0;
        for (Path f : files) {
            Scenario s = ScenarioReader.read(f, ScenarioOverrides.NONE);
            boolean huge = huge(s);
            onMock += huge ? 0 : 1;
            long started = System.nanoTime();
            Path run = run(f, huge ? "none" : "mock", huge ? "" : "delay=0;store=false");
            Mix mix = Mix.of(run, s);
            assertThat(mix.executed().values().stream().mapToLong(Long::longValue).sum())
                    .as("%s: every operation drawn is counted once (success, failure or unavailable)", f)
                    .isEqualTo(OPS);
            assertThat(mix.failures()).as("%s: failures", f).isZero();
            ChiSquareFit fit = ChiSquareFit.of(mix.executed(), mix.ratios());
            assertThat(fit.rejects(alpha)).as("%s on %s: %s", f, huge ? "none" : "mock", fit).isFalse();
            // the ratios against the scenario: whole percents, each within a point of its exact share
            assertThat(mix.maxDeviation()).as("%s: ratios vs exact shares", f).isLessThan(0.01);
            table.append(String.format(Locale.ROOT, "%-45s %-4s p=%.3f  max |ratio-share| %.2f pt  not run %.2f %%"
                            + "  unavailable %d  %d ms%n", DIR.relativize(f), huge ? "none" : "mock", fit.pValue(),
                    100 * mix.maxDeviation(), 100 * mix.notRun(), mix.unavailable(),
                    (System.nanoTime() - started) / 1_000_000));
        }
        System.out.print(table);
        assertThat(onMock).as("scenarios run on the mock").isGreaterThanOrEqualTo(5);
    }

    @Test
    void aMixSkewedByFivePointsIsRejected() throws Exception {
        Path f = DIR.resolve("small_test.scenario");
        Scenario s = ScenarioReader.read(f, ScenarioOverrides.NONE);
        ScenarioWorkload converted = ScenarioWorkload.convert(Files.readString(f), f.toString(), overrides(),
                ScenarioTarget.of("mock", "delay=0;store=false", null, null, null, Map.of(), false));
        // create-tiny 15 → 20, create-small 15 → 10: the scenario's other operations unchanged
        String xml = converted.xml();
        String skewed = skew(skew(xml, "create-tiny", 5), "create-small", -5);
        assertThat(skewed).isNotEqualTo(xml);
        Path w = dir.resolve("skewed.xml");
        Files.writeString(w, skewed);
        Path run = run(w, null, null);
        Mix control = Mix.of(run, s);
        Path original = dir.resolve("original.xml");
        Files.writeString(original, xml);
        Mix expected = Mix.of(run(original, null, null), s);
        ChiSquareFit fit = ChiSquareFit.of(control.executed(), expected.ratios());
        assertThat(fit.rejects(ALPHA / 26)).as("the skewed run against the scenario's ratios: %s", fit).isTrue();
        // and the skewed run fits its own ratios: the rejection is the skew's, not the test's
        assertThat(ChiSquareFit.of(control.executed(), control.ratios()).rejects(ALPHA / 26)).isFalse();
    }

    /** {@code ratio="R"} of operation {@code name} plus {@code delta}. */
    private static String skew(String xml, String name, int delta) {
        Matcher m = Pattern.compile("ratio=\"(\\d+)\" config=\"name=" + name + ";").matcher(xml);
        assertThat(m.find()).as(name).isTrue();
        int ratio = Integer.parseInt(m.group(1));
        return xml.substring(0, m.start(1)) + (ratio + delta) + xml.substring(m.end(1));
    }

    private static ScenarioOverrides overrides() {
        return new ScenarioOverrides(OptionalInt.empty(), OptionalLong.of(OPS), OptionalLong.empty(),
                OptionalInt.of(4), Optional.empty(), OptionalLong.empty());
    }

    /**
     * Runs {@code file} (a scenario with {@code --ops} and 4 containers on {@code storage}, or a
     * workload XML when {@code storage} is null) to FINISHED; its archive folder.
     */
    private Path run(Path file, String storage, String config) {
        out.getBuffer().setLength(0);
        List<String> args = new java.util.ArrayList<>(List.of("run", "--quiet", "--archive",
                dir.resolve("archive").toString()));
        if (storage != null) {
            args.addAll(List.of("--ops", Long.toString(OPS), "--containers", "4", "--storage", storage));
            if (!config.isEmpty()) {
                args.addAll(List.of("--storage-config", config));
            }
        }
        args.add(file.toString());
        int code = ObjbenchCommand.execute(args.toArray(String[]::new), new PrintWriter(out, true),
                new PrintWriter(err, true));
        assertThat(code).as("%s: %s%n%s", file, out, err).isZero();
        Matcher m = Pattern.compile("workload w\\d+ finished; archive: (.+)").matcher(out.toString());
        assertThat(m.find()).as(out.toString()).isTrue();
        return Path.of(m.group(1).trim());
    }

    /**
     * A scenario that runs on {@code none}: its initial files take more than
     * {@link #HUGE_POPULATION} bytes, or the mock would read more than {@link #MOCK_BYTES} of
     * bodies in this test's run. The mock is stateless here ({@code store=false}): it reads every
     * body it is sent, and its HEAD finds every initial file, so the prepare writes nothing.
     */
    static boolean huge(Scenario s) {
        return bodyBytes(s, 0) > HUGE_POPULATION || bodyBytes(s, OPS) > MOCK_BYTES;
    }

    /**
     * The bytes a mock would receive: the initial files and {@code ops} operations' creates and
     * updates, at each class's largest size (the mock reads every body).
     */
    static long bodyBytes(Scenario s, long ops) {
        double bytes = 0;
        for (SizeClass c : s.sizes()) {
            bytes += (double) s.initialFiles().getOrDefault(c.name(), 0L) * c.sizeMax();
            if (s.classShare(c) > 0) {
                double writes = s.mixShare(c, CrudProfile.Op.CREATE) + s.mixShare(c, CrudProfile.Op.UPDATE);
                bytes += ops * writes * c.sizeMax();
            }
        }
        return (long) Math.min(bytes, Long.MAX_VALUE);
    }

    /**
     * A run's main stage as executed, against the workload's ratios and the scenario's exact shares.
     *
     * @param executed    per operation name, operations drawn: successes, failures and turns that
     *                    found the class's inventory empty (unavailable), every one a draw
     * @param ratios      per operation name, its ratio / 100 in the run's workload
     * @param exact       per (class, operation) name, the scenario's exact share
     * @param failures    failed operations
     * @param unavailable turns that found nothing of their class
     */
    record Mix(Map<String, Long> executed, Map<String, Double> ratios, Map<String, Double> exact, long failures,
               long unavailable) {

        static Mix of(Path run, Scenario s) throws Exception {
            Workload w = ArchiveReader.workload(run).orElseThrow();
            Stage main = w.stages().stream().filter(st -> st.name().equals("main")).findFirst().orElseThrow();
            Map<String, String> names = new LinkedHashMap<>();
            Map<String, Double> ratios = new LinkedHashMap<>();
            for (Operation op : main.works().getFirst().operations()) {
                names.put(op.id(), op.name());
                ratios.put(op.name(), op.ratio() / 100.0);
            }
            JsonSummary.RunJson summary = ArchiveReader.summary(run).orElseThrow();
            JsonSummary.StageJson stage = summary.stages().stream().filter(st -> st.id().endsWith("-main"))
                    .findFirst().orElseThrow();
            Map<String, Long> executed = new LinkedHashMap<>();
            long failures = 0;
            long unavailable = 0;
            for (JsonSummary.OpJson op : stage.ops()) {
                executed.merge(names.get(op.opId()), op.opCount() + op.failures() + op.unavailable(), Long::sum);
                failures += op.failures();
                unavailable += op.unavailable();
            }
            return new Mix(executed, ratios, exactShares(s), failures, unavailable);
        }

        /** The scenario's share of every (class, operation) with a share above 0, named as the converter names them. */
        static Map<String, Double> exactShares(Scenario s) {
            Map<String, Double> exact = new LinkedHashMap<>();
            for (SizeClass c : s.sizes()) {
                for (CrudProfile.Op op : CrudProfile.Op.values()) {
                    if (s.classShare(c) > 0 && s.mixShare(c, op) > 0) {
                        exact.put(op.name().toLowerCase(Locale.ROOT) + "-" + c.name(), s.mixShare(c, op));
                    }
                }
            }
            return exact;
        }

        /** The largest |ratio − exact share| over the scenario's operations (ratio 0 for one not run). */
        double maxDeviation() {
            double max = 0;
            for (var e : exact.entrySet()) {
                max = Math.max(max, Math.abs(ratios.getOrDefault(e.getKey(), 0.0) - e.getValue()));
            }
            return max;
        }

        /** The exact share of the operations whose ratio rounded to 0 (not run). */
        double notRun() {
            return exact.entrySet().stream().filter(e -> !ratios.containsKey(e.getKey()))
                    .mapToDouble(Map.Entry::getValue).sum();
        }
    }
}
