package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
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

/**
 * The corpus of malformed workloads under {@code src/test/resources/malformed/}: each file has
 * exactly one problem and starts with a comment {@code <!-- expected: file:line:col: message -->}
 * holding the exact message the reader must give.
 */
class MalformedWorkloadsTest {

    private static final Pattern EXPECTED = Pattern.compile("<!-- expected: (.*) -->");
    private static Locale saved;

    @BeforeAll
    static void englishParserMessages() {
        saved = Locale.getDefault();
        Locale.setDefault(Locale.ROOT); // the JDK's XML parser localizes its messages
    }

    @AfterAll
    static void restoreLocale() {
        Locale.setDefault(saved);
    }

    static Stream<Path> corpus() throws IOException, URISyntaxException {
        Path dir = Path.of(MalformedWorkloadsTest.class.getResource("/malformed").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".xml")).sorted().toList().stream();
        }
    }

    @Test
    void corpusHasAtLeastFortyFiles() throws Exception {
        assertThat(corpus().count()).isGreaterThanOrEqualTo(40);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void rejectedWithTheExactMessage(Path file) throws IOException {
        String expected = expectedMessage(file);
        assertThat(expected).startsWith(file.getFileName() + ":");
        assertThatThrownBy(() -> WorkloadReader.read(file))
                .isInstanceOf(WorkloadException.class)
                .hasMessage(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void locationIsParsedBackIntoTheException(Path file) throws IOException {
        String expected = expectedMessage(file);
        List<String> parts = List.of(expected.split(":", 4));
        assertThatThrownBy(() -> WorkloadReader.read(Files.readString(file), "x.xml"))
                .isInstanceOfSatisfying(WorkloadException.class, e -> {
                    assertThat(e.file()).isEqualTo("x.xml");
                    assertThat(e.line()).isEqualTo(Integer.parseInt(parts.get(1)));
                    assertThat(e.column()).isEqualTo(Integer.parseInt(parts.get(2)));
                    assertThat(" " + e.problem()).isEqualTo(parts.get(3));
                });
    }

    private static String expectedMessage(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        Matcher m = EXPECTED.matcher(text);
        assertThat(m.find()).as("%s has an expected comment", file).isTrue();
        return m.group(1);
    }
}
