package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.ByteArraySource;
import io.objbench.adaptor.testkit.CollectingSink;
import io.objbench.api.AuthToken;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;
import io.objbench.driver.plugin.PluginHost;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged bundle in the driver's OSGi host: it resolves with the SDK embedded, registers
 * type {@code s3}, and its factory (not the class-path copy) writes and reads on a real server,
 * without SLF4J's "no binding" notice on the console (the SDK's logging has its binding in the
 * bundle, initialised by the bundle's own class loader during this test).
 */
class S3BundleIT {

    @TempDir
    Path plugins;

    @Test
    void theBundleRunsInThePluginHostAgainstARealServer() throws Exception {
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(Path.of("target"), "objbench-adaptor-s3-*.jar")) {
            for (Path jar : jars) {
                Files.copy(jar, plugins.resolve(jar.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        PrintStream console = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try (PluginHost host = PluginHost.start(plugins)) {
            assertThat(host.problems()).isEmpty();
            assertThat(host.bundles()).contains("io.objbench.adaptor.s3");
            // the host's registry holds bundle services only (class-path adaptors other than none are
            // not used), so this factory is the bundle's, wrapped by the driver's context-loader guard
            StorageAdaptorFactory factory = host.registry().storage("s3").orElseThrow();
            String bucket = "objbench-osgi-" + UUID.randomUUID().toString().substring(0, 8);
            try (StorageAdaptor adaptor = factory.create(S3Backend.RGW.config(Map.of()));
                 StorageSession session = adaptor.openSession(1, AuthToken.NONE)) {
                assertOk(session.createContainer(bucket));
                assertOk(session.put(bucket, "o", new ByteArraySource(new byte[] {4, 5, 6})));
                CollectingSink sink = new CollectingSink();
                assertOk(session.get(bucket, "o", sink));
                assertThat(sink.bytes()).containsExactly(4, 5, 6);
                assertOk(session.delete(bucket, "o"));
                assertOk(session.deleteContainer(bucket));
            }
        } finally {
            System.setErr(console);
            console.print(err.toString(StandardCharsets.UTF_8));
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).as("the console while the bundle ran").doesNotContain("SLF4J");
    }

    private static void assertOk(OpResult result) {
        assertThat(result.ok()).as("%s", result).isTrue();
    }
}
