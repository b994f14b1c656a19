package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.RecordingListSink;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import io.objbench.controller.driver.DriverClient;
import io.objbench.controller.driver.LocalDriverClient;
import io.objbench.controller.run.RunListener;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.run.WorkloadState;
import io.objbench.core.stats.OpStats;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.driver.MissionManager;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A whole COSBench workload through the real engine in process (runner + MissionManager on the
 * ServiceLoader-found s3 adaptor): init, prepare, an 80/15/5 read/write/delete main stage with
 * hashCheck, cleanup and dispose, on each real server. Afterwards the server's own bucket listing
 * must not hold any of the run's buckets.
 */
class S3WorkloadIT {

    private static final String XML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <workload name="s3-it" description="five stages on a real S3 server">
              <storage type="s3" config="STORAGE" />
              <workflow>
                <workstage name="init">
                  <work type="init" workers="2" config="cprefix=PREFIX;containers=r(1,2)" />
                </workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="4" config="cprefix=PREFIX;containers=r(1,2);objects=r(1,20);sizes=u(1,64)KB;hashCheck=true" />
                </workstage>
                <workstage name="main">
                  <work name="main" workers="4" totalOps="200">
                    <operation type="read" ratio="80" config="cprefix=PREFIX;containers=u(1,2);objects=u(1,20);hashCheck=true" />
                    <operation type="write" ratio="15" config="cprefix=PREFIX;containers=u(1,2);objects=u(21,40);sizes=c(16)KB;hashCheck=true" />
                    <operation type="delete" ratio="5" config="cprefix=PREFIX;containers=u(1,2);objects=u(21,40)" />
                  </work>
                </workstage>
                <workstage name="cleanup">
                  <work type="cleanup" workers="2" config="cprefix=PREFIX;containers=r(1,2);objects=r(1,40)" />
                </workstage>
                <workstage name="dispose">
                  <work type="dispose" workers="2" config="cprefix=PREFIX;containers=r(1,2)" />
                </workstage>
              </workflow>
            </workload>
            """;

    @ParameterizedTest
    @EnumSource(S3Backend.class)
    @Timeout(300)
    void fiveStagesWithHashCheckLeaveTheServerEmpty(S3Backend backend) throws Exception {
        String prefix = "objbench-it-" + UUID.randomUUID().toString().substring(0, 8) + "-";
        String storage = backend.keys().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(";"));
        String xml = XML.replace("STORAGE", escape(storage)).replace("PREFIX", prefix);
        Map<String, DriverClient> drivers = Map.of("driver1", new LocalDriverClient(MissionManager.withDefaults("driver1")));
        WorkloadResult result = new WorkloadRunner(drivers, RunSettings.defaults(), RunListener.NONE)
                .run("w1", WorkloadReader.read(xml, "s3-it.xml"));

        assertThat(result.state()).as("workload state; stages: %s", result.stages().stream()
                .map(s -> s.stage().name() + "=" + s.state() + " " + s.message()).toList()).isEqualTo(WorkloadState.FINISHED);
        for (StageResult stage : result.stages()) {
            for (OpStats op : stage.works().get(0).ops()) {
                assertThat(op.failures()).as("failures of %s in %s: %s", op.opName(), stage.stage().name(), op.errors()).isZero();
            }
        }
        assertThat(successes(result.stages().get(1), 0)).as("objects prepared").isEqualTo(40);
        StageResult main = result.stages().get(2);
        long mainOps = main.works().get(0).ops().stream().mapToLong(OpStats::successes).sum();
        assertThat(mainOps).as("main-stage operations").isEqualTo(200);
        assertThat(successes(main, 0)).as("hash-checked reads").isBetween(120L, 190L);
        assertThat(successes(result.stages().get(4), 0)).as("buckets disposed").isEqualTo(2);

        try (StorageAdaptor adaptor = new S3StorageFactory().create(backend.config(Map.of()));
             StorageSession session = adaptor.openSession(1, AuthToken.NONE)) {
            RecordingListSink buckets = new RecordingListSink();
            OpResult listed = session.list(null, "", buckets);
            assertThat(listed.ok()).as("ListBuckets: %s", listed).isTrue();
            assertThat(buckets.entries().keySet()).as("buckets left on the server").noneMatch(b -> b.startsWith(prefix));
        }
    }

    @ParameterizedTest
    @EnumSource(S3Backend.class)
    void wrongSecretIsAnAuthFailureWithAClearMessage(S3Backend backend) throws Exception {
        try (StorageAdaptor adaptor = new S3StorageFactory().create(backend.wrongSecret());
             StorageSession session = adaptor.openSession(1, AuthToken.NONE)) {
            OpResult result = session.list(null, "", (name, size) -> { });
            assertThat(result.kind()).as("%s", result).isEqualTo(ErrorKind.AUTH);
            assertThat(result.code()).isEqualTo(403);
            assertThat(result.message()).contains("list buckets").contains("HTTP 403").contains("accesskey/secretkey");
        }
    }

    private static long successes(StageResult stage, int op) {
        return stage.works().get(0).ops().get(op).successes();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
    }
}
