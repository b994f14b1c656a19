package io.objbench.adaptor.s3;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.DeleteObjectsResponse;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Response;
import software.amazon.awssdk.services.s3.model.ObjectIdentifier;
import software.amazon.awssdk.services.s3.model.S3Object;

/**
 * Empties a bucket with DeleteObjects, up to 1000 keys a call (S3's limit). DeleteObjects is the
 * call servers such as Swift's s3api refuse without Content-MD5, which the client adds
 * ({@code content_md5=true}). Used by dispose when {@code purge=true}.
 */
final class BucketPurge {

    private BucketPurge() {
    }

    /**
     * Deletes every object of {@code bucket}.
     *
     * @return the keys the server refused to delete (empty when all went)
     */
    static List<String> purge(S3Client s3, String bucket) {
        List<String> refused = new ArrayList<>();
        String token = null;
        do {
            String continuation = token;
            ListObjectsV2Response page = s3.listObjectsV2(b -> b.bucket(bucket).continuationToken(continuation));
            List<ObjectIdentifier> keys = new ArrayList<>();
            for (S3Object o : page.contents()) {
                keys.add(ObjectIdentifier.builder().key(o.key()).build());
            }
            if (!keys.isEmpty()) {
                DeleteObjectsResponse deleted = s3.deleteObjects(b -> b.bucket(bucket)
                        .delete(d -> d.objects(keys).quiet(true)));
                deleted.errors().forEach(e -> refused.add(e.key() + " (" + e.code() + ")"));
            }
            token = Boolean.TRUE.equals(page.isTruncated()) ? page.nextContinuationToken() : null;
        } while (token != null);
        return refused;
    }
}
