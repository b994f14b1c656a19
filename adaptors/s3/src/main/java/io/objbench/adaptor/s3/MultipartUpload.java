package io.objbench.adaptor.s3;

import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.CompletedPart;

/**
 * Writes one object in parts of {@code partSize} bytes, each streamed from its slice of the
 * source (never buffered); aborts the upload when a part fails so no parts are left behind.
 */
final class MultipartUpload {

    private final S3Client s3;
    private final long partSize;
    private final String bucket;
    private final String key;

    MultipartUpload(S3Client s3, long partSize, String bucket, String key) {
        this.s3 = s3;
        this.partSize = partSize;
        this.bucket = bucket;
        this.key = key;
    }

    /** Uploads the whole body; the caller maps SDK failures of the initiation. */
    OpResult upload(ObjectSource source) {
        String uploadId = s3.createMultipartUpload(b -> b.bucket(bucket).key(key)).uploadId();
        try {
            long length = source.length();
            List<CompletedPart> parts = new ArrayList<>();
            int number = 1;
            for (long offset = 0; offset < length; offset += partSize, number++) {
                long size = Math.min(partSize, length - offset);
                long from = offset;
                int partNumber = number;
                String etag = s3.uploadPart(b -> b.bucket(bucket).key(key).uploadId(uploadId)
                                .partNumber(partNumber).contentLength(size),
                        RequestBody.fromContentProvider(() -> new SliceStream(source.stream(), from, size),
                                size, "application/octet-stream")).eTag();
                parts.add(CompletedPart.builder().partNumber(partNumber).eTag(etag).build());
            }
            s3.completeMultipartUpload(b -> b.bucket(bucket).key(key).uploadId(uploadId)
                    .multipartUpload(m -> m.parts(parts)));
            return OpResult.OK;
        } catch (SdkException e) {
            abort(uploadId);
            throw e;
        }
    }

    private void abort(String uploadId) {
        try {
            s3.abortMultipartUpload(b -> b.bucket(bucket).key(key).uploadId(uploadId));
        } catch (SdkException ignored) {
            // the part failure is what the caller reports; a dangling upload is the server's to expire
        }
    }
}
