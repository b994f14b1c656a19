package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link WorkloadReader#check}: every error of a file, each where it is, and nothing echoed. */
class WorkloadCheckTest {

    private static Locale saved;

    @BeforeAll
    static void englishParserMessages() {
        saved = Locale.getDefault();
        Locale.setDefault(Locale.ROOT);
    }

    @AfterAll
    static void restoreLocale() {
        Locale.setDefault(saved);
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(WorkloadCheckTest.class.getResource(name).toURI());
    }

    @Test
    void aFileWithSeveralIndependentErrorsGetsThemAllListedInReadingOrder() throws Exception {
        WorkloadCheck check = WorkloadReader.check(resource("/multi/several-errors.xml"));
        assertThat(check.valid()).isFalse();
        assertThat(check.workload()).isNull();
        assertThat(check.errors()).extracting(WorkloadException::getMessage).containsExactly(
                "several-errors.xml:3:26: unknown attribute 'colour' on <workload>: expected one of name,"
                        + " description, config, trigger, onDriverLoss",
                "several-errors.xml:23:9: unknown element <operaton> inside <work>: expected one of <auth>,"
                        + " <storage>, <operation>",
                "several-errors.xml:10:26: workers='two' is not a whole number: expected a whole number between 1"
                        + " and 1000000",
                "several-errors.xml:10:40: interval must be a whole number ≥ 1, found 0",
                "several-errors.xml:14:44: objects: bad selector 'u(10,1)': the lower bound 10 is greater than the"
                        + " upper bound 1",
                // set on the stage, inherited by both works: listed once
                "several-errors.xml:17:30: hashCheck='maybe' is not a boolean: expected true or false",
                "several-errors.xml:18:7: the ratios of work 'mixed' sum to 90: the ratios of its operations must"
                        + " sum to 100");
    }

    @Test
    void theFirstErrorListedIsTheOneARunStopsAt() throws Exception {
        Path file = resource("/multi/several-errors.xml");
        WorkloadCheck check = WorkloadReader.check(file);
        assertThatThrownBy(() -> WorkloadReader.read(file)).isInstanceOf(WorkloadException.class)
                .hasMessage(check.errors().getFirst().getMessage());
    }

    static Stream<Path> malformed() throws IOException, URISyntaxException {
        return MalformedWorkloadsTest.corpus();
    }

    /**
     * Each corpus file has one mistake: checking lists it first, worded as a run reports it, and
     * lists nothing that is only its consequence (a misspelled {@code totalops} is not also "no
     * ending condition"). One file makes its mistake in two operations: both are listed.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void aFileWithOneProblemGetsExactlyThatOne(Path file) throws IOException {
        Matcher m = Pattern.compile("<!-- expected: (.*) -->").matcher(Files.readString(file));
        assertThat(m.find()).isTrue();
        WorkloadCheck check = WorkloadReader.check(file);
        int expectedCount = file.getFileName().toString().equals("division-more-workers-than-containers.xml") ? 2 : 1;
        assertThat(check.errors()).hasSize(expectedCount);
        assertThat(check.errors().getFirst()).hasMessage(m.group(1));
    }

    @Test
    void aValidFileGivesItsWorkloadAndNoError() {
        WorkloadCheck check = WorkloadReader.check("""
                <workload name="ok"><storage type="mock"/><workflow><workstage name="s">
                <work name="w" workers="2" runtime="5"><operation type="read" ratio="100"
                 config="containers=u(1,2);objects=u(1,3)"/></work></workstage></workflow></workload>""", "ok.xml");
        assertThat(check.valid()).isTrue();
        assertThat(check.errors()).isEmpty();
        assertThat(check.workload().name()).isEqualTo("ok");
    }

    @Test
    void malformedXmlStopsAtTheFirstErrorBecauseNothingAfterItCanBeRead() {
        WorkloadCheck check = WorkloadReader.check("<workload name=\"x\" colour=\"1\"><workflow></workload>",
                "broken.xml");
        assertThat(check.errors()).hasSize(1);
        assertThat(check.errors().getFirst().getMessage()).startsWith("broken.xml:1:").contains("malformed XML");
    }

    @Test
    void anUnreadableFileIsOneError(@org.junit.jupiter.api.io.TempDir Path dir) {
        WorkloadCheck check = WorkloadReader.check(dir.resolve("missing.xml"));
        assertThat(check.errors()).extracting(WorkloadException::getMessage)
                .singleElement().asString().startsWith("missing.xml:0:0: cannot read the workload file");
        assertThat(List.of(check.file())).containsExactly("missing.xml");
    }
}
