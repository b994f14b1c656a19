package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class S3SettingsTest {

    private static S3Settings parse(Map<String, String> keys) throws AdaptorException {
        return S3Settings.from(AdaptorConfig.of(keys));
    }

    @Test
    void defaultsSuitNonAwsServersAndMeasureSingleAttempts() throws Exception {
        S3Settings s = parse(Map.of("accesskey", "ak", "secretkey", "sk", "endpoint", "http://127.0.0.1:9000"));
        assertThat(s.endpoint()).isEqualTo(URI.create("http://127.0.0.1:9000"));
        assertThat(s.region()).isEqualTo("us-east-1");
        assertThat(s.retries()).isZero();
        assertThat(s.chunkedEncoding()).isFalse();
        assertThat(s.checksumWhenSupported()).isFalse();
        assertThat(s.contentMd5()).isTrue();
        assertThat(s.pathStyle()).as("COSBench's default").isFalse();
        assertThat(s.timeoutMillis()).isEqualTo(30_000);
        assertThat(s.partSize()).isEqualTo(16L * 1024 * 1024);
        assertThat(s.multipartThreshold()).isEqualTo(64L * 1024 * 1024);
        assertThat(s.range()).isNull();
        assertThat(s.httpClient()).as("the measured faster one").isEqualTo(S3Settings.HttpClientKind.URLCONNECTION);
        assertThat(s.purge()).isFalse();
    }

    @Test
    void readsEveryCosbenchAndObjbenchKey() throws Exception {
        S3Settings s = parse(Map.ofEntries(Map.entry("accesskey", "ak"), Map.entry("secretkey", "sk"),
                Map.entry("endpoint", "10.0.0.1:7480"), Map.entry("timeout", "5000"),
                Map.entry("proxyhost", "proxy"), Map.entry("proxyport", "3128"),
                Map.entry("path_style_access", "true"), Map.entry("max_connections", "8"),
                Map.entry("region", "eu-west-1"), Map.entry("no_verify_ssl", "yes"),
                Map.entry("chunked_encoding", "on"), Map.entry("checksum", "WHEN_SUPPORTED"),
                Map.entry("content_md5", "false"), Map.entry("retry", "3"), Map.entry("part_size", "8MiB"),
                Map.entry("multipart_threshold", "32MiB"), Map.entry("range", "bytes=0-99"),
                Map.entry("http_client", "apache"), Map.entry("purge", "true")));
        assertThat(s.purge()).isTrue();
        assertThat(s.endpoint()).as("host:port gets http://").isEqualTo(URI.create("http://10.0.0.1:7480"));
        assertThat(s).extracting(S3Settings::timeoutMillis, S3Settings::proxyHost, S3Settings::proxyPort,
                        S3Settings::pathStyle, S3Settings::maxConnections, S3Settings::region, S3Settings::noVerifySsl,
                        S3Settings::chunkedEncoding, S3Settings::checksumWhenSupported, S3Settings::contentMd5,
                        S3Settings::retries, S3Settings::partSize, S3Settings::multipartThreshold, S3Settings::range,
                        S3Settings::httpClient)
                .containsExactly(5000, "proxy", 3128, true, 8, "eu-west-1", true, true, true, false, 3,
                        8L * 1024 * 1024, 32L * 1024 * 1024, "bytes=0-99", S3Settings.HttpClientKind.APACHE);
    }

    @Test
    void payloadSigningDefaultsToTheSdksChoiceAndRefusesUnsignedHttpWithoutOptIn() throws Exception {
        assertThat(parse(Map.of()).payloadSigning()).isEqualTo(S3Settings.PayloadSigning.AUTO);
        assertThat(parse(Map.of("endpoint", "https://s3.example", "payload_signing", "Unsigned")).payloadSigning())
                .isEqualTo(S3Settings.PayloadSigning.UNSIGNED);
        assertThat(parse(Map.of("endpoint", "http://127.0.0.1:7480", "payload_signing", "signed")).payloadSigning())
                .isEqualTo(S3Settings.PayloadSigning.SIGNED);
        assertThatThrownBy(() -> parse(Map.of("endpoint", "http://127.0.0.1:7480", "payload_signing", "unsigned")))
                .hasMessageContaining("payload_signing").hasMessageContaining("unsigned_over_http=true");
        assertThat(parse(Map.of("endpoint", "127.0.0.1:7480", "payload_signing", "unsigned",
                "unsigned_over_http", "true")).payloadSigning()).isEqualTo(S3Settings.PayloadSigning.UNSIGNED);
        assertThatThrownBy(() -> parse(Map.of("endpoint", "https://s3.example", "payload_signing", "unsigned",
                "chunked_encoding", "true"))).hasMessageContaining("chunked_encoding");
        assertThatThrownBy(() -> parse(Map.of("payload_signing", "none"))).hasMessageContaining("payload_signing")
                .hasMessageContaining("auto, signed or unsigned");
    }

    @Test
    void noAccessKeyMeansAnonymous() throws Exception {
        assertThat(parse(Map.of()).accessKey()).isNull();
        assertThat(parse(Map.of()).endpoint()).isNull();
    }

    @Test
    void badValuesFailNamingTheKey() {
        assertThatThrownBy(() -> parse(Map.of("part_size", "1MiB"))).hasMessageContaining("part_size").hasMessageContaining("5 MiB");
        assertThatThrownBy(() -> parse(Map.of("range", "0-9"))).hasMessageContaining("range");
        assertThatThrownBy(() -> parse(Map.of("checksum", "always"))).hasMessageContaining("checksum");
        assertThatThrownBy(() -> parse(Map.of("http_client", "netty"))).hasMessageContaining("http_client");
        assertThatThrownBy(() -> parse(Map.of("retry", "-1"))).hasMessageContaining("retry");
        assertThatThrownBy(() -> parse(Map.of("accesskey", "ak"))).hasMessageContaining("secretkey");
        assertThatThrownBy(() -> parse(Map.of("timeout", "soon"))).hasMessageContaining("timeout");
    }

    @Test
    void factoryBuildsAClientWithoutTouchingTheNetwork() throws Exception {
        try (var adaptor = new S3StorageFactory().create(AdaptorConfig.of(Map.of("accesskey", "a", "secretkey", "b",
                "endpoint", "http://127.0.0.1:1", "http_client", "apache", "no_verify_ssl", "true")))) {
            assertThat(adaptor.openSession(1, io.objbench.api.AuthToken.NONE)).isInstanceOf(S3Session.class);
        }
        assertThat(new S3StorageFactory().type()).isEqualTo("s3");
    }

    @Test
    void deleteAfterIsNotAppliedAndTheMissionStartSaysSo() throws Exception {
        assertThat(S3Settings.ignoredExpiry(AdaptorConfig.of(Map.of("delete_after", "0")))).isEmpty();
        assertThat(S3Settings.ignoredExpiry(AdaptorConfig.empty())).isEmpty();
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                records.add(r);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger logger = Logger.getLogger(S3StorageFactory.class.getName());
        logger.addHandler(capture);
        try (var adaptor = new S3StorageFactory().create(AdaptorConfig.of(Map.of("endpoint", "http://127.0.0.1:1",
                "delete_after", "60", "policy", "gold")))) {
            assertThat(records).singleElement().satisfies(r -> {
                assertThat(r.getLevel()).isEqualTo(Level.WARNING);
                assertThat(r.getMessage()).startsWith("storage type s3: config key 'delete_after' (60) is not applied");
            });
        } finally {
            logger.removeHandler(capture);
        }
    }
}
