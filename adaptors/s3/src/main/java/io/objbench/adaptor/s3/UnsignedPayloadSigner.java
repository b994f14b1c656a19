package io.objbench.adaptor.s3;

import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.http.auth.aws.scheme.AwsV4AuthScheme;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4HttpSigner;
import software.amazon.awssdk.http.auth.spi.signer.AsyncSignRequest;
import software.amazon.awssdk.http.auth.spi.signer.AsyncSignedRequest;
import software.amazon.awssdk.http.auth.spi.signer.SignRequest;
import software.amazon.awssdk.http.auth.spi.signer.SignedRequest;
import software.amazon.awssdk.identity.spi.AwsCredentialsIdentity;
import software.amazon.awssdk.identity.spi.IdentityProvider;
import software.amazon.awssdk.identity.spi.IdentityProviders;

/**
 * SigV4 with {@code x-amz-content-sha256: UNSIGNED-PAYLOAD} over plain http too
 * ({@code payload_signing=unsigned} with {@code unsigned_over_http=true}). The SDK's signer hashes
 * the body whenever the request is not https and has a body; this signer hands it the request
 * without its body (with payload signing off, as S3's auth options have it, the signer then
 * writes UNSIGNED-PAYLOAD into the canonical request) and puts the body back on the signed
 * request. Headers, canonical request and signature are the SDK's own; only the body's hash is
 * left out, so the server no longer checks the body against the signature.
 */
final class UnsignedPayloadSigner implements AwsV4HttpSigner {

    private final AwsV4HttpSigner delegate = AwsV4HttpSigner.create();

    /** The SDK's SigV4 scheme with this signer. */
    static AwsV4AuthScheme scheme() {
        AwsV4AuthScheme sdk = AwsV4AuthScheme.create();
        UnsignedPayloadSigner signer = new UnsignedPayloadSigner();
        return new AwsV4AuthScheme() {
            @Override
            public String schemeId() {
                return sdk.schemeId();
            }

            @Override
            public IdentityProvider<AwsCredentialsIdentity> identityProvider(IdentityProviders providers) {
                return sdk.identityProvider(providers);
            }

            @Override
            public AwsV4HttpSigner signer() {
                return signer;
            }
        };
    }

    @Override
    public SignedRequest sign(SignRequest<? extends AwsCredentialsIdentity> request) {
        ContentStreamProvider body = request.payload().orElse(null);
        if (body == null) {
            return delegate.sign(request);
        }
        SignedRequest signed = delegate.sign(request.copy(r -> r.payload(null)));
        return signed.copy(r -> r.payload(body));
    }

    @Override
    public CompletableFuture<AsyncSignedRequest> signAsync(AsyncSignRequest<? extends AwsCredentialsIdentity> request) {
        return delegate.signAsync(request); // the adaptor's client is sync; async requests keep the SDK's signing
    }
}
