package io.objbench.adaptor.s3;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import software.amazon.awssdk.http.auth.aws.scheme.AwsV4AuthScheme;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4FamilyHttpSigner;
import software.amazon.awssdk.http.auth.spi.scheme.AuthSchemeOption;
import software.amazon.awssdk.services.s3.auth.scheme.S3AuthSchemeParams;
import software.amazon.awssdk.services.s3.auth.scheme.S3AuthSchemeProvider;

/**
 * The S3 client's auth-scheme resolution, done once per operation name instead of once per call.
 * The SDK's default S3 provider evaluates the endpoint rule set for every call (to find the auth
 * schemes an endpoint asks for), then the endpoint stage evaluates it again; against one fixed
 * endpoint with path-style addressing the answer depends only on the operation, so it is kept.
 * Buckets the rules treat specially (ARNs, {@code --x-s3} directory buckets, {@code --op-s3}
 * object-lambda names) are always resolved afresh. Also where {@code payload_signing} sets the
 * signer's {@link AwsV4FamilyHttpSigner#PAYLOAD_SIGNING_ENABLED}.
 */
final class S3AuthSchemes implements S3AuthSchemeProvider {

    private final S3AuthSchemeProvider delegate;
    private final Boolean payloadSigning; // null: the SDK's choice
    private final boolean cache;
    private final ConcurrentMap<String, List<AuthSchemeOption>> byOperation = new ConcurrentHashMap<>();

    /**
     * @param delegate       the SDK's provider
     * @param payloadSigning the signer's {@code PAYLOAD_SIGNING_ENABLED} for SigV4, {@code null} to keep the SDK's
     * @param cache          keep the answer per operation (one fixed endpoint)
     */
    S3AuthSchemes(S3AuthSchemeProvider delegate, Boolean payloadSigning, boolean cache) {
        this.delegate = delegate;
        this.payloadSigning = payloadSigning;
        this.cache = cache;
    }

    @Override
    public List<AuthSchemeOption> resolveAuthScheme(S3AuthSchemeParams params) {
        if (!cache || !cacheable(params.bucket())) {
            return adjust(delegate.resolveAuthScheme(params));
        }
        List<AuthSchemeOption> known = byOperation.get(params.operation());
        if (known != null) {
            return known;
        }
        List<AuthSchemeOption> resolved = adjust(delegate.resolveAuthScheme(params));
        // two threads may resolve at once; both answers are equal, keep the first
        List<AuthSchemeOption> first = byOperation.putIfAbsent(params.operation(), resolved);
        return first != null ? first : resolved;
    }

    /** Whether the rules' answer for {@code bucket} is the same as for any plain bucket name. */
    static boolean cacheable(String bucket) {
        return bucket == null || (bucket.indexOf(':') < 0 && !bucket.contains("--"));
    }

    private List<AuthSchemeOption> adjust(List<AuthSchemeOption> options) {
        if (payloadSigning == null) {
            return List.copyOf(options);
        }
        return options.stream()
                .map(o -> o.schemeId().equals(AwsV4AuthScheme.SCHEME_ID)
                        ? o.toBuilder().putSignerProperty(AwsV4FamilyHttpSigner.PAYLOAD_SIGNING_ENABLED, payloadSigning).build()
                        : o)
                .toList();
    }
}
