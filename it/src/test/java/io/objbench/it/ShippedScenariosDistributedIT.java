package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
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
import io.objbench.core.workload.WorkloadReader;
import io.objbench.testsupport.ChiSquareFit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every scenario shipped with ssbench 0.3.9, converted as {@code objbench submit} converts it, runs
 * to FINISHED on a controller with three HTTP driver processes, and the executed mix of its main
 * stage's {@code <kind>-<class>} operations, merged over the drivers, fits the workload's ratios
 * (Pearson chi-square, family-wise alpha 0.001). The small scenarios run on a stateless mock with
 * no latency (the mock's {@code store=true} keeps objects per driver process, and init creates each
 * container on one driver only), the multi-gigabyte ones on {@code none}; each with 20,000
 * operations and 4 containers (ssbench's {@code -o}, {@code -c}). The same rules as the in-process
 * {@code ShippedScenarioMixTest} of the app module; docs/ssbench.md, "Is the mix the scenario's?".
 */
class ShippedScenariosDistributedIT {

    private static final Path DIR = Path.of("../core/src/test/resources/ssbench/scenarios");
    private static final long OPS = 20_000;
    private static final double ALPHA = 0.001;
    private static final long HUGE_POPULATION = 1_000_000_000L;
    private static final long MOCK_BYTES = 4_000_000_000L;

    @RegisterExtension
    final Cluster cluster = new Cluster(3);

    @Test
    void everyShippedScenarioExecutesItsMixOnThreeDrivers() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.walk(DIR)) {
            files = s.filter(p -> p.toString().endsWith(".scenario")).sorted().toList();
        }
        assertThat(files).hasSize(25);
        cluster.start();
        Api api = cluster.api();
        ScenarioOverrides overrides = new ScenarioOverrides(OptionalInt.empty(), OptionalLong.of(OPS),
                OptionalLong.empty(), OptionalInt.of(4), Optional.empty(), OptionalLong.empty());
        StringBuilder table = new StringBuilder();
        for (Path f : files) {
            Scenario s = ScenarioReader.read(f, ScenarioOverrides.NONE);
            boolean huge = bodyBytes(s, 0) > HUGE_POPULATION || bodyBytes(s, OPS) > MOCK_BYTES;
            ScenarioTarget target = huge ? ScenarioTarget.of("none", null, null, null, null, Map.of(), false)
                    : ScenarioTarget.of("mock", "delay=0;store=false", null, null, null, Map.of(), false);
            String xml = ScenarioWorkload.convert(Files.readString(f), f.getFileName().toString(), overrides, target)
                    .xml();
            Workload w = WorkloadReader.read(xml, "scenario.xml");
            Stage main = w.stages().stream().filter(st -> st.name().equals("main")).findFirst().orElseThrow();
            Map<String, String> names = new LinkedHashMap<>();
            Map<String, Double> ratios = new LinkedHashMap<>();
            for (Operation op : main.works().getFirst().operations()) {
                names.put(op.id(), op.name());
                ratios.put(op.name(), op.ratio() / 100.0);
            }
            long started = System.nanoTime();
            JsonNode report = api.runToFinished(xml, Duration.ofMinutes(2));
            JsonNode stage = Reports.stage(report, "s" + main.index() + "-main");
            Map<String, Long> executed = new LinkedHashMap<>();
            long failures = 0;
            java.util.Set<String> drivers = new java.util.TreeSet<>();
            for (JsonNode op : stage.path("ops")) {
                Reports.assertExactMerge(op);
                // a draw is a success, a failure, or a turn that found its class's inventory empty
                long drawn = op.path("opCount").asLong() + op.path("failures").asLong()
                        + op.path("unavailable").asLong(0);
                executed.merge(names.get(op.path("opId").asText()), drawn, Long::sum);
                failures += op.path("failures").asLong();
                op.path("missions").forEach(m -> drivers.add(m.path("driver").asText()));
            }
            // the scenario's users are its workers, spread over the drivers: small_test's 2 use two of them
            assertThat(drivers).as("%s: drivers of the main stage", f).hasSize(Math.min(3, s.userCount()));
            assertThat(executed.values().stream().mapToLong(Long::longValue).sum()).as("%s: draws", f).isEqualTo(OPS);
            assertThat(failures).as("%s: failures", f).isZero();
            ChiSquareFit fit = ChiSquareFit.of(executed, ratios);
            assertThat(fit.rejects(ALPHA / files.size())).as("%s: %s", f, fit).isFalse();
            table.append(String.format(Locale.ROOT, "%-55s %-4s p=%.3f %d ms%n", DIR.relativize(f),
                    huge ? "none" : "mock", fit.pValue(), (System.nanoTime() - started) / 1_000_000));
        }
        System.out.print(table);
    }

    /** Body bytes of the initial files and {@code ops} operations' writes, at each class's largest size. */
    private static long bodyBytes(Scenario s, long ops) {
        double bytes = 0;
        for (SizeClass c : s.sizes()) {
            bytes += (double) s.initialFiles().getOrDefault(c.name(), 0L) * c.sizeMax();
            if (s.classShare(c) > 0) {
                bytes += ops * (s.mixShare(c, CrudProfile.Op.CREATE) + s.mixShare(c, CrudProfile.Op.UPDATE))
                        * c.sizeMax();
            }
        }
        return (long) bytes;
    }
}
