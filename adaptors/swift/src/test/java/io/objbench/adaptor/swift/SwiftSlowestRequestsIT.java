package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.ServerLog;
import io.objbench.adaptor.workloadkit.FiveStageWorkload;
import io.objbench.core.stats.Exemplar;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The slowest requests of a real run against Swift (tempauth) carry the proxy's transaction ids,
 * and each of them is in the proxy's own access log (OBJBENCH_SWIFT_PROXY_LOG, written by
 * scripts/backends/swift/start.sh with access_log_level = INFO).
 */
class SwiftSlowestRequestsIT {

    @Test
    @Timeout(300)
    void theMainStagesSlowestRequestsAreInTheProxyLog() throws Exception {
        Path proxyLog = Path.of(Backends.env("OBJBENCH_SWIFT_PROXY_LOG"));
        ServerLog log = ServerLog.from(proxyLog);
        FiveStageWorkload workload = FiveStageWorkload.on("swift", "timeout=30000")
                .withAuth("swauth", Backends.inline(Backends.tempauth()));

        List<Exemplar> slowest = workload.run().assertCleanRun().stage("main").slowest();

        // in the test's output: what was kept, to look up by hand in the proxy's log
        slowest.forEach(e -> System.out.printf("swift slowest: %s%n", e));
        assertThat(slowest).as("the main stage's slowest requests").isNotEmpty();
        assertThat(slowest).allSatisfy(e -> assertThat(e.requestId()).as("%s", e).startsWith("tx"));
        // the access line is written when the response ends: give the proxy a moment
        long deadline = System.nanoTime() + 10_000_000_000L;
        List<String> missing;
        do {
            missing = log.missing(slowest.stream().map(Exemplar::requestId).toList());
            if (!missing.isEmpty()) {
                Thread.sleep(500);
            }
        } while (!missing.isEmpty() && System.nanoTime() < deadline);
        assertThat(missing).as("transaction ids not in %s", proxyLog).isEmpty();
    }
}
