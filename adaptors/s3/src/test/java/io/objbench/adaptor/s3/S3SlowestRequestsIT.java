package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import io.objbench.adaptor.testkit.ServerLog;
import io.objbench.adaptor.workloadkit.FiveStageWorkload;
import io.objbench.core.stats.Exemplar;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The slowest requests of a real run carry the S3 server's {@code x-amz-request-id}; radosgw's are
 * then each found in its ops log (OBJBENCH_RGW_OPS_LOG, enabled by scripts/backends/ceph/start.sh).
 * s3proxy sends a request id but logs none, so for it only the ids are checked.
 */
class S3SlowestRequestsIT {

    @ParameterizedTest
    @EnumSource(value = S3Backend.class, names = {"RGW", "PROXY"})
    @Timeout(300)
    void theMainStagesSlowestRequestsCarryTheServersIds(S3Backend backend) throws Exception {
        String storage = backend.keys().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(";"));
        String opsLog = System.getenv("OBJBENCH_RGW_OPS_LOG");
        ServerLog log = opsLog == null || opsLog.isBlank() ? null : ServerLog.from(Path.of(opsLog));
        List<Exemplar> slowest = FiveStageWorkload.on("s3", storage).run().assertCleanRun().stage("main").slowest();

        // in the test's output: what was kept, to look up by hand in the server's log
        slowest.forEach(e -> System.out.printf("%s slowest: %s%n", backend, e));
        assertThat(slowest).as("the main stage's slowest requests").isNotEmpty();
        assertThat(slowest).allSatisfy(e -> assertThat(e.requestId()).as("%s", e).isNotBlank());
        if (backend != S3Backend.RGW) {
            return;
        }
        assertThat(slowest).allSatisfy(e -> assertThat(e.requestId()).as("radosgw's transaction id").startsWith("tx"));
        if (log == null) {
            fail("OBJBENCH_RGW_OPS_LOG is not set: restart the backends with scripts/backends/start-all.sh"
                    + " (radosgw then writes its ops log) and source backends.env");
        }
        // radosgw flushes its ops log in the background
        long deadline = System.nanoTime() + 15_000_000_000L;
        List<String> missing;
        do {
            missing = log.missing(slowest.stream().map(e -> e.requestId().split(" ")[0]).toList());
            if (!missing.isEmpty()) {
                Thread.sleep(500);
            }
        } while (!missing.isEmpty() && System.nanoTime() < deadline);
        assertThat(missing).as("request ids not in %s", opsLog).isEmpty();
    }
}
