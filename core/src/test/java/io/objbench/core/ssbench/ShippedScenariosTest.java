package io.objbench.core.ssbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The 25 scenario files shipped with ssbench 0.3.9 (test resources, see ORIGIN.md) all read, with their meaning. */
class ShippedScenariosTest {

    private static final Path DIR = Path.of("src/test/resources/ssbench/scenarios");

    private static Scenario read(String name) throws Exception {
        return ScenarioReader.read(DIR.resolve(name), ScenarioOverrides.NONE);
    }

    @Test
    void everyShippedScenarioReadsWithoutWarnings() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.walk(DIR)) {
            files = s.filter(p -> p.toString().endsWith(".scenario")).sorted().toList();
        }
        assertThat(files).hasSize(25);
        for (Path f : files) {
            Scenario s = ScenarioReader.read(f, ScenarioOverrides.NONE);
            assertThat(s.warnings()).as(f.toString()).isEmpty();
            assertThat(ScenarioReader.looksLikeScenario(Files.readString(f))).as(f.toString()).isTrue();
            double total = 0;
            for (SizeClass c : s.sizes()) {
                for (CrudProfile.Op op : CrudProfile.Op.values()) {
                    total += s.mixShare(c, op);
                }
            }
            assertThat(total).as(f.toString()).isCloseTo(1, within(1e-12));
        }
    }

    @Test
    void perClassProfilesAndWeightsOfVerySmall() throws Exception {
        Scenario s = read("very_small.scenario");
        assertThat(s.sizes()).extracting(SizeClass::name).containsExactly("zero", "tiny", "small");
        SizeClass zero = s.sizes().get(0);
        SizeClass small = s.sizes().get(2);
        assertThat(s.classShare(zero)).isCloseTo(300.0 / 410, within(1e-12));
        // zero has its own [60, 15, 20, 5]; small falls back to the scenario's [10, 75, 15, 0]
        assertThat(s.mixShare(zero, CrudProfile.Op.CREATE)).isCloseTo(300.0 / 410 * 0.6, within(1e-12));
        assertThat(s.mixShare(small, CrudProfile.Op.DELETE)).isZero();
        assertThat(s.profileOf(small).read()).isEqualTo(75);
        assertThat(s.containerName(7)).isEqualTo("ssbench_000007_default_policy");
        assertThat(s.timed()).isFalse();
        assertThat(s.operationCount()).hasValue(500);
    }

    @Test
    void ecScenariosAreTimedWithTheirOwnContainers() throws Exception {
        Scenario s = read("ec_test_scenarios/ec_huge_test_read_only.scenario");
        assertThat(s.timed()).isTrue();
        assertThat(s.runSeconds()).hasValue(1200);
        assertThat(s.sizes().get(0).sizeMax()).isEqualTo(5L * 1024 * 1024 * 1024);
        assertThat(s.containerName(0)).isEqualTo("ssbench-ectest-huge-readonly_000000_default_policy");
    }

    @Test
    void commandLineOverridesBeatTheFile() throws Exception {
        ScenarioOverrides o = new ScenarioOverrides(OptionalInt.of(32), OptionalLong.of(50), OptionalLong.empty(),
                OptionalInt.of(3), Optional.of("gold"), OptionalLong.of(60));
        Scenario s = ScenarioReader.read(DIR.resolve("ec_test_scenarios/ec_tiny_test.scenario"), o);
        assertThat(s.userCount()).isEqualTo(32);
        // an override of either limit replaces both of the file's: 50 operations, no longer 1200 s
        assertThat(s.timed()).isFalse();
        assertThat(s.operationCount()).hasValue(50);
        assertThat(s.containerCount()).isEqualTo(3);
        assertThat(s.containerName(2)).isEqualTo("ssbench-ectest-tiny-mixed_000002_gold");
        assertThat(s.deleteAfter()).hasValue(60);
    }

    @Test
    void unknownKeysAndUnusedClassesAreNamedInWarnings() throws Exception {
        String text = """
                {"name": "w", "block_size": 4096,
                 "sizes": [{"name": "a", "size_min": 1, "size_max": 2, "colour": "red"}],
                 "initial_files": {"a": 1, "b": 4}, "operation_count": 3, "run_seconds": 9,
                 "crud_profile": [1, 0, 0, 0], "user_count": 1}
                """;
        Scenario s = ScenarioReader.read(text, "w.json", ScenarioOverrides.NONE);
        assertThat(s.warnings()).hasSize(4).anySatisfy(w -> assertThat(w)
                        .isEqualTo("w.json:1:15: unknown key 'block_size' ignored (as ssbench); block_size is ssbench's"
                                + " command-line option -b"))
                .anySatisfy(w -> assertThat(w).contains("unknown key 'colour' in sizes[0]"))
                .anySatisfy(w -> assertThat(w).contains("initial_files names class 'b', which is not in sizes"))
                .anySatisfy(w -> assertThat(w).contains("run_seconds wins"));
        assertThat(s.timed()).isTrue();
        assertThat(s.classShare(s.sizes().get(0))).isEqualTo(1);
    }

    @Test
    void everyClassWithItsOwnProfileNeedsNoScenarioProfile() throws Exception {
        String text = """
                {"name": "p", "sizes": [{"name": "a", "size_min": 1, "size_max": 2, "crud_profile": [0, 1, 0, 0]}],
                 "initial_files": {"a": 1}, "operation_count": 3, "user_count": 1}
                """;
        Scenario s = ScenarioReader.read(text, "p.json", ScenarioOverrides.NONE);
        assertThat(s.crudProfile()).isEmpty();
        assertThat(s.mixShare(s.sizes().get(0), CrudProfile.Op.READ)).isEqualTo(1);
    }

    @Test
    void cosbenchXmlAndOtherJsonAreNotScenarios() {
        assertThat(ScenarioReader.looksLikeScenario("<workload name='x'/>")).isFalse();
        assertThat(ScenarioReader.looksLikeScenario("{\"name\": \"x\"}")).isFalse();
        assertThat(ScenarioReader.looksLikeScenario("{ broken")).isFalse();
    }
}
