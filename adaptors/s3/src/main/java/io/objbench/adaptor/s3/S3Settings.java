package io.objbench.adaptor.s3;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import java.net.URI;
import java.util.Locale;
import java.util.Optional;

/**
 * The {@code s3} storage config, parsed and checked once per mission. Keys follow COSBench's S3
 * adaptor ({@code accesskey}, {@code secretkey}, {@code endpoint}, {@code timeout} in ms,
 * {@code proxyhost}, {@code proxyport}, {@code path_style_access}, {@code max_connections}) plus
 * objbench's own; docs/adaptor-s3.md describes every key.
 *
 * @param endpoint           the service URI, or {@code null} for AWS's regional endpoint
 * @param accessKey          {@code null} for anonymous requests
 * @param secretKey          the secret, {@code null} when anonymous
 * @param region             the signing region
 * @param pathStyle          bucket in the path rather than the host name
 * @param timeoutMillis      connect and socket read timeout
 * @param proxyHost          HTTP proxy host, {@code null} for none
 * @param proxyPort          HTTP proxy port
 * @param maxConnections     connection pool size of the mission (Apache client only)
 * @param noVerifySsl        trust any TLS certificate (self-signed endpoints)
 * @param chunkedEncoding    send PUT bodies as aws-chunked (many non-AWS servers refuse it)
 * @param checksumWhenSupported compute/validate checksums whenever the SDK can, not only when required
 * @param contentMd5         add Content-MD5 to the calls that require an integrity header (DeleteObjects)
 * @param retries            SDK retries per call (0: every measured call is a single attempt)
 * @param partSize           multipart part size
 * @param multipartThreshold bodies longer than this are written in parts
 * @param range              the {@code Range} header of reads ({@code bytes=a-b}), {@code null} for whole objects
 * @param httpClient         which sync HTTP client the SDK uses
 * @param purge              dispose empties the bucket (DeleteObjects) before deleting it
 * @param payloadSigning     whether SigV4 covers the body's SHA-256 ({@code payload_signing})
 */
record S3Settings(URI endpoint, String accessKey, String secretKey, String region, boolean pathStyle,
                  int timeoutMillis, String proxyHost, int proxyPort, int maxConnections, boolean noVerifySsl,
                  boolean chunkedEncoding, boolean checksumWhenSupported, boolean contentMd5, int retries,
                  long partSize, long multipartThreshold, String range, HttpClientKind httpClient, boolean purge,
                  PayloadSigning payloadSigning) {

    /** S3's smallest part (except the last). */
    static final long MIN_PART_SIZE = 5L * 1024 * 1024;

    /**
     * Whether SigV4 signs the body's SHA-256 ({@code x-amz-content-sha256}): {@code AUTO} as the
     * SDK does (over http yes, over https {@code UNSIGNED-PAYLOAD}), {@code SIGNED} always,
     * {@code UNSIGNED} never.
     */
    enum PayloadSigning { AUTO, SIGNED, UNSIGNED }

    /** The sync HTTP clients the adaptor can use. */
    enum HttpClientKind { APACHE, URLCONNECTION }

    /** Parses and checks {@code config}; fails naming the key at fault. */
    static S3Settings from(AdaptorConfig config) throws AdaptorException {
        URI endpoint = null;
        String endpointText = config.get("endpoint").map(String::trim).orElse("");
        if (!endpointText.isEmpty()) {
            if (!endpointText.contains("://")) {
                endpointText = "http://" + endpointText; // COSBench accepts host:port
            }
            try {
                endpoint = URI.create(endpointText);
            } catch (IllegalArgumentException e) {
                throw new AdaptorException("config key 'endpoint' has value '" + endpointText + "': expected a URL such as http://host:port");
            }
        }
        String accessKey = config.get("accesskey").filter(s -> !s.isEmpty()).orElse(null);
        String secretKey = config.get("secretkey").orElse(null);
        if (accessKey != null && secretKey == null) {
            throw new AdaptorException("config key 'secretkey' is missing: 'accesskey' is set");
        }
        long partSize = config.getBytes("part_size", 16L * 1024 * 1024);
        if (partSize < MIN_PART_SIZE) {
            throw new AdaptorException("config key 'part_size' has value '" + config.get("part_size").orElse("")
                    + "': S3 parts are at least 5 MiB");
        }
        long threshold = config.getBytes("multipart_threshold", 64L * 1024 * 1024);
        int retries = config.getInt("retry", 0);
        int timeout = config.getInt("timeout", 30_000);
        int maxConnections = config.getInt("max_connections", 50);
        if (retries < 0 || timeout <= 0 || maxConnections <= 0) {
            throw new AdaptorException("config keys 'retry' (>= 0), 'timeout' and 'max_connections' (> 0) are out of range");
        }
        String range = config.get("range").map(String::trim).filter(s -> !s.isEmpty()).orElse(null);
        if (range != null && !range.startsWith("bytes=")) {
            throw new AdaptorException("config key 'range' has value '" + range + "': expected bytes=a-b");
        }
        PayloadSigning payloadSigning = payloadSigning(config, endpoint);
        boolean chunked = config.getBoolean("chunked_encoding", false);
        if (chunked && payloadSigning == PayloadSigning.UNSIGNED) {
            throw new AdaptorException("config key 'payload_signing' has value 'unsigned': not with chunked_encoding=true"
                    + " (aws-chunked bodies are signed chunk by chunk)");
        }
        return new S3Settings(endpoint, accessKey, secretKey, config.getString("region", "us-east-1"),
                config.getBoolean("path_style_access", false), timeout,
                config.get("proxyhost").filter(s -> !s.isBlank()).orElse(null), config.getInt("proxyport", 8080),
                maxConnections, config.getBoolean("no_verify_ssl", false),
                chunked, checksumMode(config),
                config.getBoolean("content_md5", true), retries, partSize, threshold, range, httpClient(config),
                config.getBoolean("purge", false), payloadSigning);
    }

    // unsigned over plain http leaves a body that nothing checks end to end: only with an explicit opt-in
    private static PayloadSigning payloadSigning(AdaptorConfig config, URI endpoint) throws AdaptorException {
        String v = config.getString("payload_signing", "auto").trim().toLowerCase(Locale.ROOT);
        PayloadSigning signing = switch (v) {
            case "auto" -> PayloadSigning.AUTO;
            case "signed" -> PayloadSigning.SIGNED;
            case "unsigned" -> PayloadSigning.UNSIGNED;
            default -> throw new AdaptorException("config key 'payload_signing' has value '" + v
                    + "': expected auto, signed or unsigned");
        };
        boolean https = endpoint == null || "https".equalsIgnoreCase(endpoint.getScheme());
        if (signing == PayloadSigning.UNSIGNED && !https && !config.getBoolean("unsigned_over_http", false)) {
            throw new AdaptorException("config key 'payload_signing' has value 'unsigned' with the http endpoint '"
                    + endpoint + "': bodies would travel without integrity check; use https, or set"
                    + " unsigned_over_http=true to accept that");
        }
        return signing;
    }

    /**
     * The warning for a {@code delete_after} (ssbench's per-object expiry, the swift adaptor's key)
     * this adaptor cannot apply: S3 has no per-object expiry header, only bucket lifecycle rules.
     */
    static Optional<String> ignoredExpiry(AdaptorConfig config) {
        return config.get("delete_after").map(String::trim).filter(v -> !v.isEmpty() && !v.equals("0"))
                .map(v -> "storage type s3: config key 'delete_after' (" + v + ") is not applied: S3 has no"
                        + " per-object expiry, so the objects are kept (a bucket lifecycle rule can expire them)");
    }

    private static boolean checksumMode(AdaptorConfig config) throws AdaptorException {
        String v = config.getString("checksum", "when_required").trim().toLowerCase(Locale.ROOT);
        return switch (v) {
            case "when_required" -> false;
            case "when_supported" -> true;
            default -> throw new AdaptorException("config key 'checksum' has value '" + v + "': expected when_required or when_supported");
        };
    }

    private static HttpClientKind httpClient(AdaptorConfig config) throws AdaptorException {
        String v = config.getString("http_client", "urlconnection").trim().toLowerCase(Locale.ROOT);
        return switch (v) {
            case "apache" -> HttpClientKind.APACHE;
            case "urlconnection" -> HttpClientKind.URLCONNECTION;
            default -> throw new AdaptorException("config key 'http_client' has value '" + v + "': expected apache or urlconnection");
        };
    }
}
