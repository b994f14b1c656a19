package io.objbench.adaptor.s3;

import io.objbench.api.ErrorKind;
import io.objbench.api.ListSink;
import io.objbench.api.ObjectSink;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageSession;
import java.io.IOException;
import java.util.List;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.ResponseInputStream;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.Bucket;
import software.amazon.awssdk.services.s3.model.GetObjectRequest;
import software.amazon.awssdk.services.s3.model.GetObjectResponse;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Request;
import software.amazon.awssdk.services.s3.model.S3Object;

/**
 * One worker's S3 calls on the mission's shared client. Bodies are streamed both ways: PUT reads
 * the {@link ObjectSource} stream with its known length (in parts above the multipart threshold),
 * GET drains the response into the {@link ObjectSink}.
 */
final class S3Session implements StorageSession {

    private final S3Client s3;
    private final S3Settings settings;
    private volatile ResponseInputStream<?> reading; // the body in flight, for abort()
    private volatile boolean aborted;

    S3Session(S3Client s3, S3Settings settings) {
        this.s3 = s3;
        this.settings = settings;
    }

    @Override
    public OpResult createContainer(String container) {
        try {
            s3.createBucket(b -> b.bucket(container));
            return OpResult.OK;
        } catch (AwsServiceException e) {
            // 409 BucketAlreadyOwnedByYou/BucketAlreadyExists: fine if the bucket is ours to use
            if (e.statusCode() == 409 && head(container)) {
                return OpResult.OK;
            }
            return S3Errors.of(e, "create bucket " + container);
        } catch (SdkException e) {
            return S3Errors.of(e, "create bucket " + container);
        }
    }

    private boolean head(String container) {
        try {
            s3.headBucket(b -> b.bucket(container));
            return true;
        } catch (SdkException e) {
            return false;
        }
    }

    @Override
    public OpResult deleteContainer(String container) {
        try {
            if (settings.purge()) {
                List<String> refused = BucketPurge.purge(s3, container);
                if (!refused.isEmpty()) {
                    return OpResult.failure(ErrorKind.SERVER_ERROR, 0, "purge bucket " + container
                            + ": the server kept " + refused.size() + " objects, e.g. " + refused.get(0));
                }
            }
            s3.deleteBucket(b -> b.bucket(container));
            return OpResult.OK;
        } catch (SdkException e) {
            return S3Errors.of(e, "delete bucket " + container);
        }
    }

    @Override
    public OpResult put(String container, String object, ObjectSource source) {
        long length = source.length();
        try {
            if (length > settings.multipartThreshold()) {
                return new MultipartUpload(s3, settings.partSize(), container, object).upload(source);
            }
            s3.putObject(b -> b.bucket(container).key(object).contentLength(length),
                    RequestBody.fromContentProvider(source::stream, length, "application/octet-stream"));
            return OpResult.OK;
        } catch (SdkException e) {
            return S3Errors.of(e, "put " + container + "/" + object);
        }
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        GetObjectRequest.Builder request = GetObjectRequest.builder().bucket(container).key(object);
        if (settings.range() != null) {
            request.range(settings.range());
        }
        try (ResponseInputStream<GetObjectResponse> body = s3.getObject(request.build())) {
            reading = body;
            if (aborted) {
                body.abort();
            }
            Long length = body.response().contentLength();
            sink.begin(length == null ? -1 : length);
            sink.drain(body);
            return OpResult.OK;
        } catch (SdkException e) {
            return S3Errors.of(e, "get " + container + "/" + object);
        } catch (IOException e) {
            return S3Errors.io(e, "get " + container + "/" + object);
        } finally {
            reading = null;
        }
    }

    @Override
    public OpResult delete(String container, String object) {
        try {
            s3.deleteObject(b -> b.bucket(container).key(object));
            return OpResult.OK;
        } catch (SdkException e) {
            return S3Errors.of(e, "delete " + container + "/" + object);
        }
    }

    @Override
    public OpResult head(String container, String object) {
        try {
            s3.headObject(b -> b.bucket(container).key(object));
            return OpResult.OK;
        } catch (SdkException e) {
            return S3Errors.of(e, "head " + container + "/" + object);
        }
    }

    @Override
    public OpResult list(String container, String prefix, ListSink sink) {
        try {
            if (container == null) {
                for (Bucket bucket : s3.listBuckets().buckets()) {
                    sink.entry(bucket.name(), -1);
                }
                return OpResult.OK;
            }
            ListObjectsV2Request.Builder request = ListObjectsV2Request.builder().bucket(container);
            if (prefix != null && !prefix.isEmpty()) {
                request.prefix(prefix);
            }
            for (S3Object o : s3.listObjectsV2Paginator(request.build()).contents()) {
                sink.entry(o.key(), o.size() == null ? -1 : o.size());
            }
            return OpResult.OK;
        } catch (SdkException e) {
            return S3Errors.of(e, "list " + (container == null ? "buckets" : container + "/" + prefix));
        }
    }

    @Override
    public void abort() {
        aborted = true;
        ResponseInputStream<?> body = reading;
        if (body != null) {
            body.abort(); // drops the connection: the drain in get() ends with an I/O failure
        }
    }
}
