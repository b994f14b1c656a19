package io.objbench.adaptor.s3;

import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.services.s3.model.S3Response;

/**
 * Reads an S3 answer's request ids from its HTTP headers ({@code x-amz-request-id} and
 * {@code x-amz-id-2}), for a success (the SDK's response object) or a failure the server answered
 * (the service exception carries the response).
 */
final class S3RequestIds {

    private S3RequestIds() {
    }

    /** {@code "<x-amz-request-id> <x-amz-id-2>"}, only the first when the second is absent; {@code null} when neither is there. */
    static String of(Object answer) {
        SdkHttpResponse http = switch (answer) {
            case S3Response r -> r.sdkHttpResponse();
            case AwsServiceException e -> e.awsErrorDetails() == null ? null : e.awsErrorDetails().sdkHttpResponse();
            case null, default -> null;
        };
        if (http == null) {
            return null;
        }
        String id = http.firstMatchingHeader("x-amz-request-id").orElse(null);
        String id2 = http.firstMatchingHeader("x-amz-id-2").orElse(null);
        if (id == null) {
            return id2;
        }
        return id2 == null || id2.isEmpty() ? id : id + " " + id2;
    }
}
