package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.ByteArraySource;
import io.objbench.adaptor.testkit.RecordingListSink;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Dispose of a non-empty bucket: refused as S3 does by default, emptied with DeleteObjects (which
 * Swift's s3api accepts only with Content-MD5) and then deleted with {@code purge=true}.
 */
class S3DisposeIT {

    @ParameterizedTest
    @EnumSource(S3Backend.class)
    void purgeEmptiesANonEmptyBucketBeforeDeletingIt(S3Backend backend) throws Exception {
        String bucket = "objbench-purge-" + UUID.randomUUID().toString().substring(0, 8);
        try (StorageAdaptor plain = new S3StorageFactory().create(backend.config(Map.of()));
             StorageAdaptor purging = new S3StorageFactory().create(backend.config(Map.of("purge", "true")));
             StorageSession session = plain.openSession(1, AuthToken.NONE);
             StorageSession purge = purging.openSession(1, AuthToken.NONE)) {
            assertOk(session.createContainer(bucket));
            for (String key : new String[] {"a", "dir/b", "dir/c d"}) {
                assertOk(session.put(bucket, key, new ByteArraySource(new byte[] {1, 2, 3})));
            }
            OpResult refused = session.deleteContainer(bucket);
            assertThat(refused.kind()).as("deleting a non-empty bucket: %s", refused).isEqualTo(ErrorKind.CLIENT_ERROR);
            assertThat(refused.code()).isEqualTo(409);

            assertOk(purge.deleteContainer(bucket));
            RecordingListSink buckets = new RecordingListSink();
            assertOk(session.list(null, "", buckets));
            assertThat(buckets.entries()).as("buckets after the purge").doesNotContainKey(bucket);
        }
    }

    private static void assertOk(OpResult result) {
        assertThat(result.ok()).as("%s", result).isTrue();
    }
}
