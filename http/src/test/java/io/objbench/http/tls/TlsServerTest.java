package io.objbench.http.tls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.objbench.core.config.IniException;
import io.objbench.core.config.IniFile;
import io.objbench.http.HttpServers;
import io.objbench.http.ServerLimits;
import io.objbench.testsupport.TestPki;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real TLS between Jetty (HttpServers) and the JDK HttpClient (TlsContexts), key material made
 * by openssl: what is trusted answers, what is not is refused in the handshake.
 */
class TlsServerTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    private Server server;

    @BeforeAll
    static void pki() throws Exception {
        pki = TestPki.create(dir);
    }

    @AfterEach
    void stop() throws Exception {
        if (server != null) {
            server.stop();
        }
    }

    /** Serves "ok" with the TLS of {@code conf} (a [driver] section); the https base URL. */
    private String serve(String conf, String host) throws Exception {
        TlsSettings tls = settings(conf);
        HttpServers.Bound b = HttpServers.create("tls-test", host, 0, ServerLimits.defaults(), tls);
        server = b.server();
        server.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                response.setStatus(200);
                response.write(true, java.nio.ByteBuffer.wrap((request.isSecure() ? "secure" : "plain")
                        .getBytes(StandardCharsets.US_ASCII)), callback);
                return true;
            }
        });
        server.start();
        return "https://" + host + ":" + b.connector().getLocalPort() + "/";
    }

    private static TlsSettings settings(String conf) throws IniException {
        return TlsSettings.read(IniFile.parse("[driver]\n" + conf, "driver.conf").section("driver").orElseThrow(),
                "driver.conf");
    }

    private static String get(TlsSettings client, String url) throws IOException, InterruptedException {
        try (HttpClient http = HttpClient.newBuilder().sslContext(TlsContexts.client(client))
                .connectTimeout(Duration.ofSeconds(5)).build()) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5))
                    .build(), HttpResponse.BodyHandlers.ofString());
            return r.statusCode() + " " + r.body();
        }
    }

    private static String pem(Path cert, Path key) {
        return "tls_cert = " + cert + "\ntls_key = " + key + "\n";
    }

    @Test
    void aClientTrustingTheCaGetsThroughOverPemAndPkcs12() throws Exception {
        String url = serve(pem(pki.serverCert(), pki.serverKey()), "127.0.0.1");
        TlsSettings trusting = settings("tls_ca = " + pki.ca() + "\n");
        assertThat(get(trusting, url)).isEqualTo("200 secure");
        assertThat(get(trusting, url.replace("127.0.0.1", "localhost"))).isEqualTo("200 secure");
        stop();

        url = serve("tls_keystore = " + pki.serverP12() + "\ntls_keystore_password = " + TestPki.P12_PASSWORD + "\n",
                "127.0.0.1");
        assertThat(get(trusting, url)).isEqualTo("200 secure");
    }

    @Test
    void aClientThatDoesNotTrustTheCertificateIsRefused() throws Exception {
        String url = serve(pem(pki.rogueCert(), pki.rogueKey()), "127.0.0.1");
        // trusts the test CA, the server's certificate is from another one
        assertThat(catchThrowable(() -> get(settings("tls_ca = " + pki.ca() + "\n"), url)))
                .isInstanceOf(SSLHandshakeException.class);
        // the JDK's default CAs do not know a private CA either: no trust-all fallback
        assertThat(catchThrowable(() -> get(TlsSettings.NONE, url))).isInstanceOf(SSLHandshakeException.class);
        // and it is the trust that was missing: with its CA the same server answers
        assertThat(get(settings("tls_ca = " + pki.otherCa() + "\n"), url)).isEqualTo("200 secure");
    }

    @Test
    void theHostNameIsVerified() throws Exception {
        // signed by the trusted CA, but for elsewhere.example, not 127.0.0.1
        String url = serve(pem(pki.wrongHostCert(), pki.wrongHostKey()), "127.0.0.1");
        Throwable t = catchThrowable(() -> get(settings("tls_ca = " + pki.ca() + "\n"), url));
        assertThat(t).isInstanceOf(SSLHandshakeException.class);
        assertThat(String.valueOf(t.getMessage()) + t.getCause()).contains("127.0.0.1");
    }

    @Test
    void requiredClientCertificatesRefuseClientsWithoutOne() throws Exception {
        String url = serve(pem(pki.serverCert(), pki.serverKey()) + "tls_client_auth = need\ntls_client_ca = "
                + pki.ca() + "\n", "127.0.0.1");
        Throwable refused = catchThrowable(() -> get(settings("tls_ca = " + pki.ca() + "\n"), url));
        assertThat(refused).isInstanceOf(IOException.class);
        assertThat(causes(refused)).as("refused in the TLS layer: %s", refused).isTrue();
        // a certificate from another CA is refused too
        Throwable rogue = catchThrowable(() -> get(settings(pem(pki.rogueCert(), pki.rogueKey()) + "tls_ca = "
                + pki.ca() + "\n"), url));
        assertThat(causes(rogue)).as("refused in the TLS layer: %s", rogue).isTrue();
        // the client certificate of the test CA passes
        assertThat(get(settings(pem(pki.clientCert(), pki.clientKey()) + "tls_ca = " + pki.ca() + "\n"), url))
                .isEqualTo("200 secure");
    }

    /** True when an SSLException is in the chain (TLS 1.3 may report a refused client certificate at the first read). */
    private static boolean causes(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof SSLException || String.valueOf(c.getMessage()).contains("certificate_required")
                    || String.valueOf(c.getMessage()).contains("bad_certificate")) {
                return true;
            }
        }
        return false;
    }

    @Test
    void badMaterialIsAConfErrorWithFileLineAndKey() throws Exception {
        assertThat(catchThrowable(() -> settings("x = 1\ntls_cert = " + pki.serverCert() + "\n")))
                .hasMessageContaining("driver.conf").hasMessageContaining(":3").hasMessageContaining("needs tls_key");
        assertThat(catchThrowable(() -> settings(pem(pki.serverCert(), pki.clientKey()))))
                .hasMessageContaining(":3").hasMessageContaining("is not the private key of the first certificate");
        assertThat(catchThrowable(() -> settings("tls_keystore = " + pki.serverP12()
                + "\ntls_keystore_password = nope\n")))
                .hasMessageContaining("wrong tls_keystore_password").hasMessageNotContaining("nope");
        assertThat(catchThrowable(() -> settings(pem(pki.serverCert(), dir.resolve("missing.key")))))
                .hasMessageContaining("cannot read").hasMessageContaining("missing.key");
        assertThat(catchThrowable(() -> settings(pem(pki.serverCert(), pki.serverCert()))))
                .hasMessageContaining("openssl pkcs8 -topk8 -noenc");
        assertThat(catchThrowable(() -> settings(pem(pki.serverCert(), pki.serverKey()) + "tls_client_auth = need\n")))
                .hasMessageContaining("needs tls_client_ca");
        assertThat(catchThrowable(() -> settings("tls_client_auth = want\ntls_client_ca = " + pki.ca() + "\n")))
                .hasMessageContaining("needs TLS");
        assertThat(catchThrowable(() -> settings(pem(pki.serverCert(), pki.serverKey()) + "tls_client_auth = maybe\n")))
                .hasMessageContaining("none, want or need");
        assertThat(catchThrowable(() -> settings("tls_ca = " + pki.serverKey() + "\n")))
                .hasMessageContaining("tls_ca").hasMessageContaining("is not a PEM certificate file");
    }
}
