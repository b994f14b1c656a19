package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.http.SdkHttpMethod;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4FamilyHttpSigner;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4HttpSigner;
import software.amazon.awssdk.http.auth.spi.signer.SignedRequest;
import software.amazon.awssdk.identity.spi.AwsCredentialsIdentity;
import org.junit.jupiter.api.Test;

class UnsignedPayloadSignerTest {

    private static final byte[] BODY = "four kib or so".getBytes(StandardCharsets.UTF_8);

    private static SignedRequest sign(AwsV4HttpSigner signer) {
        SdkHttpRequest put = SdkHttpRequest.builder().method(SdkHttpMethod.PUT)
                .uri(URI.create("http://127.0.0.1:7480/bucket/key")).putHeader("Content-Length", "" + BODY.length).build();
        return signer.sign(r -> r.request(put).payload(ContentStreamProvider.fromByteArray(BODY))
                .identity(AwsCredentialsIdentity.create("AK", "SK"))
                .putProperty(AwsV4FamilyHttpSigner.SERVICE_SIGNING_NAME, "s3")
                .putProperty(AwsV4HttpSigner.REGION_NAME, "us-east-1")
                .putProperty(AwsV4FamilyHttpSigner.PAYLOAD_SIGNING_ENABLED, false));
    }

    @Test
    void overHttpTheSdkHashesTheBodyAndThisSignerSendsUnsignedPayloadWithTheBodyKept() throws Exception {
        SignedRequest sdk = sign(AwsV4HttpSigner.create());
        assertThat(sdk.request().firstMatchingHeader("x-amz-content-sha256")).get().asString().hasSize(64);

        SignedRequest unsigned = sign(new UnsignedPayloadSigner());
        assertThat(unsigned.request().firstMatchingHeader("x-amz-content-sha256")).contains("UNSIGNED-PAYLOAD");
        assertThat(unsigned.request().firstMatchingHeader("Authorization")).get().asString()
                .startsWith("AWS4-HMAC-SHA256 Credential=AK/").contains("x-amz-content-sha256");
        assertThat(unsigned.request().protocol()).isEqualTo("http");
        try (InputStream in = unsigned.payload().orElseThrow().newStream()) {
            assertThat(in.readAllBytes()).isEqualTo(BODY);
        }
    }
}
