package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.auth.aws.scheme.AwsV4AuthScheme;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4FamilyHttpSigner;
import software.amazon.awssdk.http.auth.spi.scheme.AuthSchemeOption;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.auth.scheme.S3AuthSchemeParams;
import software.amazon.awssdk.services.s3.auth.scheme.S3AuthSchemeProvider;

class S3AuthSchemesTest {

    private final AtomicInteger calls = new AtomicInteger();
    private final S3AuthSchemeProvider sdk = params -> {
        calls.incrementAndGet();
        return S3AuthSchemeProvider.defaultProvider().resolveAuthScheme(params);
    };

    private static S3AuthSchemeParams params(String operation, String bucket) {
        return S3AuthSchemeParams.builder().operation(operation).region(Region.US_EAST_1).bucket(bucket)
                .endpoint("http://127.0.0.1:7480").forcePathStyle(true).build();
    }

    @Test
    void resolvesOncePerOperationAgainstAFixedEndpoint() {
        S3AuthSchemes schemes = new S3AuthSchemes(sdk, null, true);
        List<AuthSchemeOption> first = schemes.resolveAuthScheme(params("PutObject", "b1"));
        assertThat(schemes.resolveAuthScheme(params("PutObject", "b2"))).isEqualTo(first);
        assertThat(calls).as("the SDK's provider asked once for PutObject").hasValue(1);
        schemes.resolveAuthScheme(params("GetObject", "b1"));
        assertThat(calls).as("another operation is resolved on its own").hasValue(2);
        assertThat(first).extracting(AuthSchemeOption::schemeId).contains(AwsV4AuthScheme.SCHEME_ID);
    }

    @Test
    void specialBucketsAndAwsEndpointsResolveEveryCall() {
        S3AuthSchemes fixed = new S3AuthSchemes(sdk, null, true);
        fixed.resolveAuthScheme(params("PutObject", "data--usw2-az1--x-s3"));
        fixed.resolveAuthScheme(params("PutObject", "data--usw2-az1--x-s3"));
        assertThat(calls).as("directory bucket names are resolved each time").hasValue(2);
        S3AuthSchemes aws = new S3AuthSchemes(sdk, null, false);
        aws.resolveAuthScheme(params("PutObject", "b1"));
        aws.resolveAuthScheme(params("PutObject", "b1"));
        assertThat(calls).as("without a fixed endpoint nothing is kept").hasValue(4);
    }

    @Test
    void payloadSigningSetsTheSignerProperty() {
        for (Boolean signing : new Boolean[] {Boolean.TRUE, Boolean.FALSE}) {
            AuthSchemeOption v4 = new S3AuthSchemes(sdk, signing, true).resolveAuthScheme(params("PutObject", "b"))
                    .stream().filter(o -> o.schemeId().equals(AwsV4AuthScheme.SCHEME_ID)).findFirst().orElseThrow();
            assertThat(v4.signerProperty(AwsV4FamilyHttpSigner.PAYLOAD_SIGNING_ENABLED)).isEqualTo(signing);
        }
    }
}
