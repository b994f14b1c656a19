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
import software.amazon.awssdk.services.s3.model.ListBucketsResponse;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Request;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Response;
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
    // what the last call's server answer came in (an S3Response or an AwsServiceException), kept by
    // reference: its headers are read only when the driver asks for the request id; null: no answer
    private Object lastAnswer;

    S3Session(S3Client s3, S3Settings settings) {
        this.s3 = s3;
        this.settings = settings;
    }

    @Override
    public OpResult createContainer(String container) {
        lastAnswer = null;
        try {
            lastAnswer = s3.createBucket(b -> b.bucket(container));
            return OpResult.OK;
        } catch (AwsServiceException e) {
            lastAnswer = e;
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
        lastAnswer = null;
        try {
            if (settings.purge()) {
                List<String> refused = BucketPurge.purge(s3, container);
                if (!refused.isEmpty()) {
                    return OpResult.failure(ErrorKind.SERVER_ERROR, 0, "purge bucket " + container
                            + ": the server kept " + refused.size() + " objects, e.g. " + refused.get(0));
                }
            }
            lastAnswer = s3.deleteBucket(b -> b.bucket(container));
            return OpResult.OK;
        } catch (SdkException e) {
            return failed(e, "delete bucket " + container);
        }
    }

    @Override
    public OpResult put(String container, String object, ObjectSource source) {
        long length = source.length();
        lastAnswer = null;
        try {
            if (length > settings.multipartThreshold()) {
                return new MultipartUpload(s3, settings.partSize(), container, object).upload(source);
            }
            lastAnswer = s3.putObject(b -> b.bucket(container).key(object).contentLength(length),
                    RequestBody.fromContentProvider(source::stream, length, "application/octet-stream"));
            return OpResult.OK;
        } catch (SdkException e) {
            return failed(e, "put " + container + "/" + object);
        }
    }

    @Override
    public OpResult get(String container, String object, ObjectSink sink) {
        GetObjectRequest.Builder request = GetObjectRequest.builder().bucket(container).key(object);
        if (settings.range() != null) {
            request.range(settings.range());
        }
        lastAnswer = null;
        try (ResponseInputStream<GetObjectResponse> body = s3.getObject(request.build())) {
            lastAnswer = body.response(); // the headers arrived before the body streams
            reading = body;
            if (aborted) {
                body.abort();
            }
            Long length = body.response().contentLength();
            sink.begin(length == null ? -1 : length);
            sink.drain(body);
            return OpResult.OK;
        } catch (SdkException e) {
            return failed(e, "get " + container + "/" + object);
        } catch (IOException e) {
            return S3Errors.io(e, "get " + container + "/" + object);
        } finally {
            reading = null;
        }
    }

    @Override
    public OpResult delete(String container, String object) {
        lastAnswer = null;
        try {
            lastAnswer = s3.deleteObject(b -> b.bucket(container).key(object));
            return OpResult.OK;
        } catch (SdkException e) {
            return failed(e, "delete " + container + "/" + object);
        }
    }

    @Override
    public OpResult head(String container, String object) {
        lastAnswer = null;
        try {
            lastAnswer = s3.headObject(b -> b.bucket(container).key(object));
            return OpResult.OK;
        } catch (SdkException e) {
            return failed(e, "head " + container + "/" + object);
        }
    }

    @Override
    public OpResult list(String container, String prefix, ListSink sink) {
        lastAnswer = null;
        try {
            if (container == null) {
                ListBucketsResponse buckets = s3.listBuckets();
                lastAnswer = buckets;
                for (Bucket bucket : buckets.buckets()) {
                    sink.entry(bucket.name(), -1);
                }
                return OpResult.OK;
            }
            ListObjectsV2Request.Builder request = ListObjectsV2Request.builder().bucket(container);
            if (prefix != null && !prefix.isEmpty()) {
                request.prefix(prefix);
            }
            for (ListObjectsV2Response page : s3.listObjectsV2Paginator(request.build())) {
                lastAnswer = page; // a paged listing reports its last page's request
                for (S3Object o : page.contents()) {
                    sink.entry(o.key(), o.size() == null ? -1 : o.size());
                }
            }
            return OpResult.OK;
        } catch (SdkException e) {
            return failed(e, "list " + (container == null ? "buckets" : container + "/" + prefix));
        }
    }

    private OpResult failed(SdkException e, String what) {
        if (e instanceof AwsServiceException answered) {
            lastAnswer = answered;
        }
        return S3Errors.of(e, what);
    }

    /**
     * The last call's {@code x-amz-request-id}, followed by a space and its {@code x-amz-id-2}
     * when the server sent one (radosgw's request id is its transaction id, {@code tx…}, the one
     * its ops log carries); {@code null} when the call got no answer. A multipart upload reports
     * nothing (its several requests have no single id).
     */
    @Override
    public String lastRequestId() {
        return S3RequestIds.of(lastAnswer);
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
