package io.objbench.it.plugin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Builds one of the standalone example adaptor projects of {@code docs/examples/} with Maven, the
 * way a third party would: {@code mvn package} against the published api jar, outside the reactor.
 */
final class ExampleBuild {

    private ExampleBuild() {
    }

    /** The repository root: the it module's parent (the test runs with the module as working directory). */
    static Path repoRoot() {
        Path root = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize().getParent();
        if (!Files.isDirectory(root.resolve("docs/examples"))) {
            throw new IllegalStateException("no docs/examples under " + root + " (run from the it module)");
        }
        return root;
    }

    /** {@code mvn} from the PATH, else the repository's Maven wrapper. */
    private static String maven() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "mvn"))) {
                return "mvn";
            }
        }
        return repoRoot().resolve("mvnw").toString();
    }

    /**
     * Runs {@code mvn -q -B -f docs/examples/<name>/pom.xml package -DskipTests} with JAVA_HOME =
     * this JVM's home and returns {@code target/<name>-1.0.0.jar}; fails with Maven's output.
     */
    static Path bundle(String name) throws IOException, InterruptedException {
        Path project = repoRoot().resolve("docs/examples").resolve(name);
        Path log = Files.createTempFile("objbench-it-mvn-" + name + "-", ".log");
        ProcessBuilder pb = new ProcessBuilder(List.of(maven(), "-q", "-B", "-f", project.resolve("pom.xml").toString(),
                "package", "-DskipTests")).directory(project.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().remove("MAVEN_ARGS");
        Process mvn;
        try {
            mvn = pb.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + maven(), e);
        }
        boolean done = mvn.waitFor(180, TimeUnit.SECONDS);
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.deleteIfExists(log);
        if (!done) {
            mvn.destroyForcibly();
            throw new AssertionError("mvn package of " + project + " took over 180 s:\n" + output);
        }
        if (mvn.exitValue() != 0) {
            throw new AssertionError("mvn package of " + project + " failed (exit " + mvn.exitValue() + "):\n" + output);
        }
        Path jar = project.resolve("target").resolve(name + "-1.0.0.jar");
        if (!Files.isRegularFile(jar)) {
            throw new AssertionError("mvn package of " + project + " wrote no " + jar + ":\n" + output);
        }
        return jar;
    }
}
