package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import java.io.IOException;
import java.net.SocketTimeoutException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.s3.model.S3Exception;

class S3ErrorsTest {

    private static OpResult service(int status, String code) {
        S3Exception e = (S3Exception) S3Exception.builder().statusCode(status)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).errorMessage("msg").build()).build();
        return S3Errors.of(e, "get b/o");
    }

    @Test
    void statusCodesDecideTheKind() {
        assertThat(service(404, "NoSuchKey").kind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(service(403, "SignatureDoesNotMatch").kind()).isEqualTo(ErrorKind.AUTH);
        assertThat(service(503, "SlowDown").kind()).isEqualTo(ErrorKind.THROTTLED);
        assertThat(service(429, "TooManyRequests").kind()).isEqualTo(ErrorKind.THROTTLED);
        assertThat(service(503, "ServiceUnavailable").kind()).isEqualTo(ErrorKind.SERVER_ERROR);
        assertThat(service(500, "InternalError").kind()).isEqualTo(ErrorKind.SERVER_ERROR);
        assertThat(service(400, "InvalidRequest").kind()).isEqualTo(ErrorKind.CLIENT_ERROR);
        assertThat(service(501, "NotImplemented").code()).isEqualTo(501);
    }

    @Test
    void authFailuresSayWhatToCheck() {
        OpResult r = service(403, "InvalidAccessKeyId");
        assertThat(r.code()).isEqualTo(403);
        assertThat(r.message()).contains("get b/o").contains("HTTP 403 InvalidAccessKeyId").contains("(msg)")
                .contains("accesskey/secretkey");
    }

    @Test
    void clientSideFailuresAreTimeoutsOrClientErrors() {
        SdkClientException timeout = SdkClientException.create("read", new SocketTimeoutException("Read timed out"));
        assertThat(S3Errors.of(timeout, "get").kind()).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(S3Errors.of(SdkClientException.create("Connection refused"), "get").kind()).isEqualTo(ErrorKind.CLIENT_ERROR);
        assertThat(S3Errors.io(new IOException("reset"), "get").kind()).isEqualTo(ErrorKind.CLIENT_ERROR);
        assertThat(S3Errors.io(new SocketTimeoutException("t"), "get").kind()).isEqualTo(ErrorKind.TIMEOUT);
    }
}
