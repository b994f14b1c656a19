package io.objbench.it.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.DriverRoutes;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Adaptor bundles in the assembled distribution's embedded OSGi framework: the bundled mock and
 * none adaptors, an externally built example bundle, a broken bundle next to working ones, and two
 * bundles embedding conflicting versions of one library, all through {@code bin/objbench}.
 */
class PluginsIT {

    private static final Duration RUN_TIMEOUT = Duration.ofSeconds(90);

    @TempDir
    Path dir;

    @Test
    void everyBundledAdaptorTypeRunsAWorkloadThroughItsOsgiService() throws IOException {
        Path plugins = pluginsCopy();
        String output = runOk(plugins, "bundled.xml", PluginWorkloads.bundledTypes());

        assertThat(output).containsPattern("adaptor bundle\\(s\\) started from .*; storage types: \\[librados, mock, none, s3, swift\\]")
                .doesNotContain("storage types from the class path only");
        JsonNode workload = ArchiveOps.workload(dir.resolve("archive"));
        assertThat(workload.path("state").asText()).isEqualTo("finished");
        for (String work : List.of("mock", "none")) {
            List<JsonNode> ops = ArchiveOps.ofWork(workload, work);
            assertThat(ops).as("ops of work %s", work).isNotEmpty();
            assertThat(ops.stream().mapToLong(op -> op.path("opCount").asLong()).sum()).as(work).isEqualTo(200);
            assertThat(ops).allSatisfy(op -> assertThat(op.path("failures").asLong()).isZero());
        }
    }

    @Test
    void anExternallyBuiltExampleBundleRunsAWorkload() throws Exception {
        Path plugins = pluginsCopy();
        Files.copy(ExampleBuild.bundle("hello-adaptor"), plugins.resolve("hello-adaptor-1.0.0.jar"));
        Path root = dir.resolve("hello-root");

        String output = runOk(plugins, "hello.xml", PluginWorkloads.hello(root));

        assertThat(output).containsPattern("storage types: \\[.*hello.*\\]");
        JsonNode workload = ArchiveOps.workload(dir.resolve("archive"));
        JsonNode read = ArchiveOps.ofWork(workload, "main").getFirst();
        assertThat(read.path("opCount").asLong()).isEqualTo(40);
        assertThat(read.path("failures").asLong()).isZero();
        assertThat(read.path("byteCount").asLong()).isEqualTo(40 * 1000L);
        // the adaptor really wrote the prepared objects as files under its root
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> objects = files.filter(Files::isRegularFile).toList();
            assertThat(objects).hasSize(10).allSatisfy(f -> assertThat(Files.size(f)).isEqualTo(1000));
        }
    }

    @Test
    void aBrokenBundleIsNamedAndTheDriverStartsAndRunsAnyway() throws Exception {
        Path plugins = pluginsCopy();
        BrokenBundle.write(plugins, "broken-bundle.jar");
        int port = freePort();
        String token = "it-plugins-token";
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest info = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + DriverRoutes.INFO))
                .header("Authorization", "Bearer " + token).timeout(Duration.ofSeconds(5)).build();

        try (DistProcess driver = DistProcess.start(dir, "driver.log", "driver", "--port", Integer.toString(port),
                "--token", token, "--name", "d1", "--plugins", plugins.toString())) {
            JsonNode answer = awaitInfo(driver, http, info);
            assertThat(answer.path("storageTypes")).extracting(JsonNode::asText).contains("mock", "none");
            assertThat(driver.output()).contains("plugin broken-bundle.jar").contains(BrokenBundle.MISSING_PACKAGE);
        }

        String output = runOk(plugins, "mock.xml", PluginWorkloads.mockOnly());
        assertThat(output).contains("plugin broken-bundle.jar").contains(BrokenBundle.MISSING_PACKAGE);
        JsonNode mock = ArchiveOps.ofWork(ArchiveOps.workload(dir.resolve("archive")), "mock").getFirst();
        assertThat(mock.path("opCount").asLong()).isEqualTo(100);
        assertThat(mock.path("failures").asLong()).isZero();
    }

    @Test
    void twoBundlesWithConflictingLibraryVersionsWorkInOneDriver() throws Exception {
        Path plugins = pluginsCopy();
        Files.copy(ExampleBuild.bundle("lib-v1-adaptor"), plugins.resolve("lib-v1-adaptor-1.0.0.jar"));
        Files.copy(ExampleBuild.bundle("lib-v2-adaptor"), plugins.resolve("lib-v2-adaptor-1.0.0.jar"));

        String output = runOk(plugins, "libs.xml", PluginWorkloads.twoLibraries());

        // each activator says which commons-lang3 its bundle loaded, in the same driver process
        Map<String, String> libraries = Map.of("libv1", "commons-lang3 3.12.0", "libv2", "commons-lang3 3.17.0");
        JsonNode workload = ArchiveOps.workload(dir.resolve("archive"));
        libraries.forEach((work, library) -> {
            assertThat(output).contains(work + " adaptor started with " + library);
            JsonNode read = ArchiveOps.ofWork(workload, work).getFirst();
            assertThat(read.path("opCount").asLong()).as(work).isEqualTo(50);
            assertThat(read.path("failures").asLong()).as(work).isZero();
            // every read returned the body "commons-lang3 <version>", built with the bundle's own library
            assertThat(read.path("byteCount").asLong()).as(work).isEqualTo(50L * library.length());
        });
    }

    /** A fresh copy of the distribution's plugins/ to add jars to. */
    private Path pluginsCopy() throws IOException {
        Path copy = Files.createDirectories(dir.resolve("plugins"));
        try (Stream<Path> jars = Files.list(DistProcess.home().resolve("plugins"))) {
            for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).toList()) {
                Files.copy(jar, copy.resolve(jar.getFileName()));
            }
        }
        return copy;
    }

    /** Runs the workload with {@code objbench run --plugins}; asserts exit code 0; returns the output. */
    private String runOk(Path plugins, String file, String xml) throws IOException {
        Path workload = dir.resolve(file);
        Files.writeString(workload, xml, StandardCharsets.UTF_8);
        DistProcess.Finished run = DistProcess.run(dir, file + ".log", RUN_TIMEOUT, "run", "--quiet",
                "--plugins", plugins.toString(), "--archive", dir.resolve("archive").toString(), workload.toString());
        if (run.exitCode() != 0) {
            throw new AssertionError("objbench run " + file + " exited with " + run.exitCode() + "; output:\n"
                    + run.output() + ArchiveOps.logs(dir.resolve("archive")));
        }
        return run.output();
    }

    private static JsonNode awaitInfo(DistProcess driver, HttpClient http, HttpRequest info) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (true) {
            if (!driver.isAlive()) {
                throw new AssertionError("the driver exited at start:\n" + driver.output());
            }
            try {
                HttpResponse<String> r = http.send(info, HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    return Json.mapper().readTree(r.body());
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the driver did not answer " + DriverRoutes.INFO + " within 60 s:\n"
                        + driver.output());
            }
            Thread.sleep(100);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
