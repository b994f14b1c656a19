package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import io.objbench.adaptor.testkit.ByteArraySource;
import io.objbench.adaptor.testkit.ServerLog;
import io.objbench.api.AuthToken;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SDK's retries, counted against radosgw for real: a Toxiproxy server (started here, ended by
 * its handle) sits between the client and radosgw and cuts every connection after a few responses
 * ({@code limit_data} on the answers), so every few calls an attempt reaches radosgw, is logged
 * there, and loses its answer. radosgw's ops log (OBJBENCH_RGW_OPS_LOG) is the second, independent
 * count: it holds one line per attempt, so the retries counted must equal its lines less the calls.
 */
class S3RetriesIT {

    private static final int CALLS = 30;
    // a HEAD answer is some 300 bytes: each connection carries two or three, then is cut mid-answer
    private static final int BYTES_PER_CONNECTION = 800;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private Process toxiproxy;
    private String api;
    private String bucket;
    private StorageAdaptor direct;
    private int proxyPort;

    @BeforeEach
    void startToxiproxy(@TempDir Path dir) throws Exception {
        Map<String, String> keys = S3Backend.RGW.keys();
        if (System.getenv("OBJBENCH_RGW_OPS_LOG") == null) {
            fail("OBJBENCH_RGW_OPS_LOG is not set: source /tmp/objbench-backends/backends.env");
        }
        Path binary = Path.of(System.getenv().getOrDefault("OBJBENCH_TOXIPROXY", "/usr/local/bin/toxiproxy-server"));
        if (!Files.isExecutable(binary)) {
            fail("no toxiproxy-server at " + binary + ": run scripts/faults/install-tools.sh or set OBJBENCH_TOXIPROXY");
        }
        int port = freePort();
        api = "http://127.0.0.1:" + port;
        toxiproxy = new ProcessBuilder(binary.toString(), "-host", "127.0.0.1", "-port", Integer.toString(port))
                .redirectErrorStream(true).redirectOutput(dir.resolve("toxiproxy.log").toFile()).start();
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (call("GET", "/version", null) != 200) {
            assertThat(System.nanoTime()).as("toxiproxy answers").isLessThan(deadline);
            Thread.sleep(100);
        }
        bucket = "objbench-retries-" + UUID.randomUUID().toString().substring(0, 8);
        direct = new S3StorageFactory().create(S3Backend.RGW.config(Map.of()));
        try (StorageSession s = direct.openSession(1, AuthToken.NONE)) {
            assertThat(s.createContainer(bucket).ok()).isTrue();
            assertThat(s.put(bucket, "o", new ByteArraySource(new byte[100])).ok()).isTrue();
        }
        URI rgw = URI.create(keys.get("endpoint"));
        proxyPort = freePort();
        expect(201, "POST", "/proxies", """
                {"name":"rgw","listen":"127.0.0.1:%d","upstream":"%s:%d","enabled":true}"""
                .formatted(proxyPort, rgw.getHost(), rgw.getPort()));
        expect(200, "POST", "/proxies/rgw/toxics", """
                {"name":"cut","type":"limit_data","stream":"downstream","toxicity":1.0,"attributes":{"bytes":%d}}"""
                .formatted(BYTES_PER_CONNECTION));
    }

    @AfterEach
    void stop() throws Exception {
        if (direct != null) {
            try (StorageSession s = direct.openSession(1, AuthToken.NONE)) {
                s.delete(bucket, "o");
                s.deleteContainer(bucket);
            }
            direct.close();
        }
        if (toxiproxy != null) {
            toxiproxy.destroy();
            if (!toxiproxy.waitFor(10, TimeUnit.SECONDS)) {
                toxiproxy.destroyForcibly();
            }
        }
    }

    @Test
    @Timeout(120)
    void theSdksRetriesAreCountedAsRadosgwSawThem() throws Exception {
        Outcome o = headThroughTheCut("3");

        assertThat(o.retries).as("the cut connections made the SDK retry: %s", o).isPositive();
        assertThat(o.retries).as("retries = attempts radosgw logged - calls").isEqualTo(o.logged - CALLS);
        // a cut ends its connection, and each connection is cut once at most: a connect per failed attempt
        assertThat(o.connects).isGreaterThanOrEqualTo(o.retries);
    }

    @Test
    @Timeout(120)
    void withoutRetriesACutAnswerIsAnErrorAndNoRetryIsCounted() throws Exception {
        Outcome o = headThroughTheCut("0");

        assertThat(o.retries).isZero();
        assertThat(o.logged).as("one attempt per call").isEqualTo(CALLS);
        assertThat(o.errors).as("the cut answers show as errors: %s", o).isPositive();
        assertThat(o.connects).isGreaterThanOrEqualTo(o.errors);
    }

    private record Outcome(long retries, long connects, long logged, int errors) {
    }

    /** {@link #CALLS} HEADs of one object through the proxy with {@code retry}; the counts. */
    private Outcome headThroughTheCut(String retry) throws Exception {
        ServerLog opsLog = ServerLog.from(Path.of(System.getenv("OBJBENCH_RGW_OPS_LOG")));
        Map<String, String> extra = Map.of("endpoint", "http://127.0.0.1:" + proxyPort, "retry", retry, "http_client", "apache",
                "timeout", "5000");
        int errors = 0;
        long retries;
        long connects;
        try (StorageAdaptor adaptor = new S3StorageFactory().create(S3Backend.RGW.config(extra));
             StorageSession session = adaptor.openSession(1, AuthToken.NONE)) {
            assertThat(adaptor.retries()).isZero();
            for (int i = 0; i < CALLS; i++) {
                OpResult r = session.head(bucket, "o");
                if (!r.ok()) {
                    errors++;
                }
            }
            retries = adaptor.retries();
            connects = adaptor.connectionsOpened();
        }
        return new Outcome(retries, connects, loggedHeads(opsLog), errors);
    }

    /** The HEADs of the bucket's object radosgw logged, once its log stopped growing. */
    private long loggedHeads(ServerLog log) throws Exception {
        String uri = "\"uri\":\"HEAD /" + bucket + "/o ";
        long previous = -1;
        long count = 0;
        long deadline = System.nanoTime() + 20_000_000_000L;
        // radosgw flushes its ops log in the background: wait for two equal readings a while apart
        while (System.nanoTime() < deadline) {
            count = log.count(l -> l.contains(uri));
            if (count == previous && count >= CALLS) {
                break;
            }
            previous = count;
            Thread.sleep(2_000);
        }
        return count;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private void expect(int status, String method, String path, String body) throws Exception {
        assertThat(call(method, path, body)).as("toxiproxy %s %s", method, path).isEqualTo(status);
    }

    private int call(String method, String path, String body) throws InterruptedException {
        HttpRequest r = HttpRequest.newBuilder(URI.create(api + path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .build();
        try {
            return HTTP.send(r, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException notYet) {
            return -1;
        }
    }
}
