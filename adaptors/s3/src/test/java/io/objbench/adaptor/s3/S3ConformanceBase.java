package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.adaptor.testkit.ByteArraySource;
import io.objbench.adaptor.testkit.CollectingSink;
import io.objbench.adaptor.testkit.StorageAdaptorConformance;
import io.objbench.adaptor.testkit.WrongCredentials;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.api.StorageSession;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The adaptor test kit against one real S3 server. The large object is 100 MB (above the
 * multipart threshold, so it goes in parts) while failsafe caps the heap at 64 MiB: an adaptor
 * that buffered a body or a part would fail with OutOfMemoryError.
 */
abstract class S3ConformanceBase extends StorageAdaptorConformance {

    /** The server under test. */
    abstract S3Backend backend();

    @Override
    protected StorageAdaptorFactory factory() {
        return new S3StorageFactory();
    }

    @Override
    protected AdaptorConfig config() {
        return backend().config(Map.of());
    }

    @Override
    protected long largeObjectSize() {
        return 100_000_000L;
    }

    @Override
    protected Optional<WrongCredentials> wrongCredentials() {
        return Optional.of(WrongCredentials.storage(backend().wrongSecret()));
    }

    /**
     * Every {@code payload_signing} mode writes and reads back the same bytes on this server, and
     * still fails with a wrong secret: UNSIGNED-PAYLOAD leaves the body out of the signature, not
     * the request.
     */
    @ParameterizedTest
    @ValueSource(strings = {"auto", "signed", "unsigned"})
    void payloadSigningModesRoundTrip(String mode) throws Exception {
        Map<String, String> extra = Map.of("payload_signing", mode, "unsigned_over_http", "true");
        byte[] body = new byte[4096];
        new SplittableRandom(mode.hashCode()).nextBytes(body);
        try (StorageAdaptor adaptor = factory().create(backend().config(extra));
             StorageSession s = adaptor.openSession(WORKER + 2, token())) {
            OpResult put = s.put(containerName(), "signing-" + mode, new ByteArraySource(body));
            assertThat(put.ok()).as("put with payload_signing=%s: %s", mode, put).isTrue();
            CollectingSink sink = new CollectingSink();
            OpResult get = s.get(containerName(), "signing-" + mode, sink);
            assertThat(get.ok()).as("get with payload_signing=%s: %s", mode, get).isTrue();
            assertThat(sink.bytes()).as("bytes read back").isEqualTo(body);
        }
        Map<String, String> wrong = new HashMap<>(backend().keys());
        wrong.putAll(extra);
        wrong.put("secretkey", wrong.get("secretkey") + "-wrong");
        try (StorageAdaptor adaptor = factory().create(AdaptorConfig.of(wrong));
             StorageSession s = adaptor.openSession(WORKER + 3, token())) {
            OpResult put = s.put(containerName(), "signing-wrong-" + mode, new ByteArraySource(body));
            assertThat(put.kind()).as("put with a wrong secret, payload_signing=%s: %s", mode, put).isEqualTo(ErrorKind.AUTH);
        }
    }
}
