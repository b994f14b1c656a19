package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.RecordingListSink;
import io.objbench.adaptor.workloadkit.FiveStageWorkload;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The adaptor workload kit's five-stage workload with hashCheck (init, prepare, 80/15/5 main,
 * cleanup, dispose) through the real engine on each real S3 server; afterwards the server's own
 * bucket listing must not hold any of the run's buckets. Wrong credentials must be an AUTH error.
 */
class S3WorkloadIT {

    @ParameterizedTest
    @EnumSource(S3Backend.class)
    @Timeout(300)
    void fiveStagesWithHashCheckLeaveTheServerEmpty(S3Backend backend) throws Exception {
        String storage = backend.keys().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(";"));
        FiveStageWorkload workload = FiveStageWorkload.on("s3", storage);

        workload.run().assertCleanRun();

        try (StorageAdaptor adaptor = new S3StorageFactory().create(backend.config(Map.of()));
             StorageSession session = adaptor.openSession(1, AuthToken.NONE)) {
            RecordingListSink buckets = new RecordingListSink();
            OpResult listed = session.list(null, "", buckets);
            assertThat(listed.ok()).as("ListBuckets: %s", listed).isTrue();
            assertThat(buckets.entries().keySet()).as("buckets left on the server").noneMatch(b -> b.startsWith(workload.prefix()));
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
}
