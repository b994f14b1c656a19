package io.objbench.testsupport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A throw-away PKI for TLS tests, made with the machine's {@code openssl} (the commands of
 * docs/tls.md): a test CA, a server certificate for {@code 127.0.0.1} and {@code localhost}
 * (serverAuth and clientAuth, so a controller or driver can also show it as a client), the same
 * as PKCS12, a client certificate, a certificate for another host name, and a second CA nobody
 * trusts with a server certificate of its own. EC P-256 keys: fast to make.
 */
public final class TestPki {

    /** The password of {@link #serverP12()}. */
    public static final String P12_PASSWORD = "test-p12-password";

    private final Path dir;

    private TestPki(Path dir) {
        this.dir = dir;
    }

    /** Makes every file in {@code dir} (which must exist); a few hundred ms. */
    public static TestPki create(Path dir) throws IOException, InterruptedException {
        TestPki pki = new TestPki(dir);
        pki.ca("ca", "objbench test CA");
        pki.ca("other-ca", "someone else's CA");
        pki.leaf("server", "ca", "localhost", "IP:127.0.0.1,DNS:localhost", "serverAuth,clientAuth");
        pki.leaf("client", "ca", "objbench test client", null, "clientAuth");
        pki.leaf("wrong-host", "ca", "elsewhere.example", "DNS:elsewhere.example", "serverAuth,clientAuth");
        pki.leaf("rogue", "other-ca", "localhost", "IP:127.0.0.1,DNS:localhost", "serverAuth,clientAuth");
        pki.openssl("pkcs12", "-export", "-in", "server.crt", "-inkey", "server.key", "-out", "server.p12",
                "-name", "server", "-passout", "pass:" + P12_PASSWORD);
        return pki;
    }

    /** The test CA (PEM). */
    public Path ca() {
        return dir.resolve("ca.crt");
    }

    /** A CA that signed only {@link #rogueCert()}. */
    public Path otherCa() {
        return dir.resolve("other-ca.crt");
    }

    public Path serverCert() {
        return dir.resolve("server.crt");
    }

    public Path serverKey() {
        return dir.resolve("server.key");
    }

    /** The server certificate and key as PKCS12, password {@link #P12_PASSWORD}. */
    public Path serverP12() {
        return dir.resolve("server.p12");
    }

    public Path clientCert() {
        return dir.resolve("client.crt");
    }

    public Path clientKey() {
        return dir.resolve("client.key");
    }

    /** Signed by the test CA for {@code elsewhere.example} only. */
    public Path wrongHostCert() {
        return dir.resolve("wrong-host.crt");
    }

    public Path wrongHostKey() {
        return dir.resolve("wrong-host.key");
    }

    /** For 127.0.0.1 and localhost, signed by {@link #otherCa()}. */
    public Path rogueCert() {
        return dir.resolve("rogue.crt");
    }

    public Path rogueKey() {
        return dir.resolve("rogue.key");
    }

    /**
     * A certificate of the test CA for the subject alternative names {@code san} (openssl syntax,
     * e.g. {@code IP:10.0.0.5,DNS:driver1.lab}), serverAuth and clientAuth: a controller's or a
     * driver's on hosts of their own. Written as {@link #cert(String) name.crt} and
     * {@link #key(String) name.key}.
     */
    public void issue(String name, String san) throws IOException, InterruptedException {
        leaf(name, "ca", name, san, "serverAuth,clientAuth");
    }

    /** The certificate {@link #issue} made for {@code name}. */
    public Path cert(String name) {
        return dir.resolve(name + ".crt");
    }

    /** The private key {@link #issue} made for {@code name}. */
    public Path key(String name) {
        return dir.resolve(name + ".key");
    }

    private void ca(String name, String cn) throws IOException, InterruptedException {
        openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-noenc",
                "-keyout", name + ".key", "-out", name + ".crt", "-days", "2", "-subj", "/CN=" + cn);
    }

    private void leaf(String name, String ca, String cn, String san, String usage) throws IOException, InterruptedException {
        openssl("req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-noenc",
                "-keyout", name + ".key", "-out", name + ".csr", "-subj", "/CN=" + cn);
        String ext = "basicConstraints=CA:FALSE\nextendedKeyUsage=" + usage + "\n"
                + (san == null ? "" : "subjectAltName=" + san + "\n");
        Files.writeString(dir.resolve(name + ".ext"), ext, StandardCharsets.US_ASCII);
        openssl("x509", "-req", "-in", name + ".csr", "-CA", ca + ".crt", "-CAkey", ca + ".key", "-CAcreateserial",
                "-days", "2", "-out", name + ".crt", "-extfile", name + ".ext");
    }

    private void openssl(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add("openssl");
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("openssl " + args[0] + " did not end within 60 s");
        }
        if (p.exitValue() != 0) {
            throw new IOException("openssl " + String.join(" ", args) + " failed (" + p.exitValue() + "): " + output);
        }
    }
}
