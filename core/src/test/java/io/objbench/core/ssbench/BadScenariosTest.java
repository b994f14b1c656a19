package io.objbench.core.ssbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** One file per rule on which ssbench stops with a Python error or accepts nonsense: each gets its located message. */
class BadScenariosTest {

    static Stream<Arguments> corpus() {
        return Stream.of(
                Arguments.of("missing-name", "1:1: missing key 'name'"),
                Arguments.of("missing-sizes", "1:1: missing key 'sizes'"),
                Arguments.of("missing-initial-files", "1:1: missing key 'initial_files'"),
                Arguments.of("missing-crud-profile", "1:1: missing key 'crud_profile'"),
                Arguments.of("missing-user-count", "1:1: missing key 'user_count'"),
                Arguments.of("missing-size-max", "3:13: missing key 'size_max' in sizes[0]"),
                Arguments.of("profile-three-weights", "4:3: crud_profile has 3 weights: expected 4 weights"),
                Arguments.of("profile-sums-to-zero", "4:3: crud_profile sums to 0"),
                Arguments.of("class-profile-short", "4:14: sizes[0].crud_profile has 2 weights"),
                Arguments.of("negative-weight", "4:23: crud_profile[1] is -1: expected a weight >= 0"),
                Arguments.of("initial-files-sum-zero", "3:3: initial_files: the counts of the classes in sizes sum to 0"),
                Arguments.of("initial-files-empty", "3:3: initial_files: the counts of the classes in sizes sum to 0"),
                Arguments.of("initial-files-only-unknown", "3:3: initial_files names only classes that are not in sizes (huge)"),
                Arguments.of("size-min-greater", "4:31: sizes[1]: size_min (30000) is greater than size_max (20000)"),
                Arguments.of("duplicate-class", "4:14: sizes[1].name: class 'tiny' is defined twice"),
                Arguments.of("user-count-zero", "4:3: user_count is 0: expected at least 1"),
                Arguments.of("no-limit", "1:1: neither operation_count nor run_seconds"),
                Arguments.of("fractional-size", "3:30: sizes[0].size_min is 10.5: expected a whole number"),
                Arguments.of("duplicate-key", "4:15: not valid JSON: Duplicate field 'user_count'"),
                Arguments.of("not-json", "4:31: not valid JSON"),
                Arguments.of("not-an-object", "1:1: the file is not an ssbench scenario"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void eachRuleHasItsLocatedMessage(String file, String expected) throws Exception {
        Path path = Path.of("src/test/resources/ssbench/bad", file + ".scenario");
        assertThatThrownBy(() -> ScenarioReader.read(path, ScenarioOverrides.NONE))
                .isInstanceOf(ScenarioException.class)
                .hasMessageStartingWith(file + ".scenario:" + expected);
    }

    @Test
    void theCorpusHasOneFilePerRuleAndNoStrayFile() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/ssbench/bad"))) {
            assertThat(files.map(p -> p.getFileName().toString().replace(".scenario", "")))
                    .containsExactlyInAnyOrderElementsOf(corpus().map(a -> (String) a.get()[0]).toList());
        }
    }

    @Test
    void everyIndependentProblemIsListedInOnePass() {
        String text = """
                {"sizes": [{"name": "a", "size_min": 5, "size_max": 1}],
                 "initial_files": {"a": 1}, "crud_profile": [1, 1], "user_count": 0}
                """;
        assertThatThrownBy(() -> ScenarioReader.read(text, "x.json", ScenarioOverrides.NONE))
                .isInstanceOfSatisfying(ScenarioException.class, e -> assertThat(e.problems()).hasSize(5)
                        .extracting(Throwable::getMessage).anySatisfy(m -> assertThat(m).contains("missing key 'name'"))
                        .anySatisfy(m -> assertThat(m).contains("size_min (5) is greater than size_max (1)"))
                        .anySatisfy(m -> assertThat(m).contains("crud_profile has 2 weights"))
                        .anySatisfy(m -> assertThat(m).contains("user_count is 0"))
                        .anySatisfy(m -> assertThat(m).contains("neither operation_count nor run_seconds")));
    }
}
