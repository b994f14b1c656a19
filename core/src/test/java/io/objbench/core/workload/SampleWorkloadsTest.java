package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.DynamicTest;

/** Every sample workload shipped in the repository's {@code workloads/} directory parses. */
class SampleWorkloadsTest {

    /** The repository's workloads/ directory, next to the core module. */
    static final Path SAMPLES = Path.of(System.getProperty("basedir", "."), "..", "workloads").normalize();

    static List<Path> samples() throws IOException {
        if (!Files.isDirectory(SAMPLES)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(SAMPLES)) {
            return files.filter(p -> p.toString().endsWith(".xml")).sorted().toList();
        }
    }

    @Test
    void thereAreSamples() throws IOException {
        assertThat(samples()).as("xml files under %s", SAMPLES.toAbsolutePath()).isNotEmpty();
    }

    @TestFactory
    Stream<DynamicTest> everySampleParses() throws IOException {
        return samples().stream().map(file -> DynamicTest.dynamicTest(SAMPLES.relativize(file).toString(), () -> {
            Workload workload = WorkloadReader.read(file);
            assertThat(workload.stages()).isNotEmpty();
        }));
    }
}
