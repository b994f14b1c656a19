package io.objbench.adaptor.s3;

import java.net.URI;
import java.time.Duration;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpConfigurationOption;
import software.amazon.awssdk.http.apache.ApacheHttpClient;
import software.amazon.awssdk.http.apache.ProxyConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.LegacyMd5Plugin;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;
import software.amazon.awssdk.services.s3.S3Configuration;
import software.amazon.awssdk.services.s3.auth.scheme.S3AuthSchemeProvider;
import software.amazon.awssdk.utils.AttributeMap;

/** Builds the one {@link S3Client} of a mission from its {@link S3Settings}. */
final class S3ClientBuilders {

    private S3ClientBuilders() {
    }

    /** A client configured for {@code settings}; the caller closes it. */
    static S3Client build(S3Settings settings) {
        return build(settings, new RetryCounter(), new ConnectCounter());
    }

    /**
     * A client configured for {@code settings} whose attempts {@code retries} counts and whose
     * connects {@code connects} counts (the Apache client only); the caller closes it.
     */
    static S3Client build(S3Settings settings, RetryCounter retries, ConnectCounter connects) {
        S3ClientBuilder builder = S3Client.builder()
                .httpClient(httpClient(settings, connects))
                .region(Region.of(settings.region()))
                .credentialsProvider(credentials(settings))
                .serviceConfiguration(S3Configuration.builder()
                        .pathStyleAccessEnabled(settings.pathStyle())
                        .chunkedEncodingEnabled(settings.chunkedEncoding())
                        .build())
                .requestChecksumCalculation(settings.checksumWhenSupported()
                        ? RequestChecksumCalculation.WHEN_SUPPORTED : RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(settings.checksumWhenSupported()
                        ? ResponseChecksumValidation.WHEN_SUPPORTED : ResponseChecksumValidation.WHEN_REQUIRED)
                // retry=0 by default: a benchmark measures single attempts, not the SDK's back-off
                .overrideConfiguration(o -> o.retryStrategy(settings.retries() == 0 ? AwsRetryStrategy.doNotRetry()
                        : AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(settings.retries() + 1).build())
                        .addExecutionInterceptor(retries));
        if (settings.endpoint() != null) {
            builder.endpointOverride(settings.endpoint());
        }
        // one fixed endpoint: the auth scheme is resolved once per operation, not once per call (AWS's
        // own endpoints keep the per-call resolution: their answer depends on the bucket and region)
        builder.authSchemeProvider(new S3AuthSchemes(S3AuthSchemeProvider.defaultProvider(),
                switch (settings.payloadSigning()) {
                    case AUTO -> null;
                    case SIGNED -> Boolean.TRUE;
                    case UNSIGNED -> Boolean.FALSE;
                }, settings.endpoint() != null));
        if (settings.payloadSigning() == S3Settings.PayloadSigning.UNSIGNED) {
            builder.putAuthScheme(UnsignedPayloadSigner.scheme());
        }
        if (settings.contentMd5()) {
            // DeleteObjects needs Content-MD5 on servers such as Swift's s3api; the SDK now sends CRC32
            builder.addPlugin(LegacyMd5Plugin.create());
        }
        return builder.build();
    }

    private static AwsCredentialsProvider credentials(S3Settings settings) {
        return settings.accessKey() == null ? AnonymousCredentialsProvider.create()
                : StaticCredentialsProvider.create(AwsBasicCredentials.create(settings.accessKey(), settings.secretKey()));
    }

    private static SdkHttpClient httpClient(S3Settings settings, ConnectCounter connects) {
        Duration timeout = Duration.ofMillis(settings.timeoutMillis());
        AttributeMap defaults = AttributeMap.builder()
                .put(SdkHttpConfigurationOption.TRUST_ALL_CERTIFICATES, settings.noVerifySsl())
                .build();
        return switch (settings.httpClient()) {
            case APACHE -> ApacheHttpClient.builder()
                    .connectionTimeout(timeout)
                    .socketTimeout(timeout)
                    .maxConnections(settings.maxConnections())
                    .expectContinueEnabled(false)
                    .proxyConfiguration(apacheProxy(settings))
                    .dnsResolver(connects)
                    .buildWithDefaults(defaults);
            case URLCONNECTION -> UrlConnectionHttpClient.builder()
                    .connectionTimeout(timeout)
                    .socketTimeout(timeout)
                    .proxyConfiguration(urlConnectionProxy(settings))
                    .buildWithDefaults(defaults);
        };
    }

    // only the configured proxy counts: HTTP_PROXY in a benchmark host's environment must not reroute traffic
    private static ProxyConfiguration apacheProxy(S3Settings settings) {
        ProxyConfiguration.Builder proxy = ProxyConfiguration.builder()
                .useSystemPropertyValues(false).useEnvironmentVariableValues(false);
        if (settings.proxyHost() != null) {
            proxy.endpoint(URI.create("http://" + settings.proxyHost() + ":" + settings.proxyPort()));
        }
        return proxy.build();
    }

    private static software.amazon.awssdk.http.urlconnection.ProxyConfiguration urlConnectionProxy(S3Settings settings) {
        var proxy = software.amazon.awssdk.http.urlconnection.ProxyConfiguration.builder()
                .useSystemPropertyValues(false).useEnvironmentVariablesValues(false);
        if (settings.proxyHost() != null) {
            proxy.endpoint(URI.create("http://" + settings.proxyHost() + ":" + settings.proxyPort()));
        }
        return proxy.build();
    }
}
