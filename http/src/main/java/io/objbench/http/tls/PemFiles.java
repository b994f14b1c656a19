package io.objbench.http.tls;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * Reads the PEM files openssl writes: certificates (a chain, or a CA bundle) and an unencrypted
 * PKCS#8 private key ({@code -----BEGIN PRIVATE KEY-----}, what {@code openssl genpkey} and
 * {@code openssl req -noenc} write). The JDK reads PEM certificates itself but no PEM private
 * key (before JDK 25's preview API), and Jetty 12 has no PEM support, hence this small reader:
 * the key is the base64 body of the block, handed to the JDK's {@link KeyFactory}.
 *
 * <p>Every failure is an {@link IllegalArgumentException} that says what is wrong with which
 * file, and for the older key formats the openssl command that converts them.
 */
public final class PemFiles {

    private static final String KEY_BEGIN = "-----BEGIN PRIVATE KEY-----";
    private static final String KEY_END = "-----END PRIVATE KEY-----";
    private static final List<String> KEY_ALGORITHMS = List.of("RSA", "EC", "Ed25519", "Ed448", "RSASSA-PSS");

    private PemFiles() {
    }

    /** The certificates of a PEM file in file order (a chain: the server's own first). */
    public static List<X509Certificate> certificates(Path file) {
        byte[] bytes = read(file);
        List<X509Certificate> out = new ArrayList<>();
        try {
            for (Certificate c : CertificateFactory.getInstance("X.509").generateCertificates(new ByteArrayInputStream(bytes))) {
                out.add((X509Certificate) c);
            }
        } catch (CertificateException | RuntimeException e) {
            throw new IllegalArgumentException(file + " is not a PEM certificate file (" + e.getMessage() + ")", e);
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no certificate (expected -----BEGIN CERTIFICATE----- blocks)");
        }
        return out;
    }

    /** The unencrypted PKCS#8 private key of a PEM file. */
    public static PrivateKey privateKey(Path file) {
        String text = new String(read(file), StandardCharsets.US_ASCII);
        int begin = text.indexOf(KEY_BEGIN);
        if (begin < 0) {
            throw new IllegalArgumentException(file + " holds no unencrypted PKCS#8 key (-----BEGIN PRIVATE KEY-----)"
                    + olderFormat(text) + "; convert it with: openssl pkcs8 -topk8 -noenc -in " + file + " -out key.pem");
        }
        int end = text.indexOf(KEY_END, begin);
        if (end < 0) {
            throw new IllegalArgumentException(file + ": the private key has no -----END PRIVATE KEY----- line");
        }
        byte[] der;
        try {
            der = Base64.getMimeDecoder().decode(text.substring(begin + KEY_BEGIN.length(), end));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": the private key is not valid base64 (" + e.getMessage() + ")", e);
        }
        PKCS8EncodedKeySpec spec = new PKCS8EncodedKeySpec(der);
        for (String algorithm : KEY_ALGORITHMS) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(spec);
            } catch (GeneralSecurityException | RuntimeException notThisOne) {
                // the next algorithm; PKCS#8 names it, but KeyFactory wants to be told
            }
        }
        throw new IllegalArgumentException(file + ": the private key is not an RSA, EC, Ed25519, Ed448 or RSA-PSS"
                + " PKCS#8 key the JDK can read");
    }

    /** What an older key block is, for the error message. */
    private static String olderFormat(String text) {
        if (text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----")) {
            return ", it holds an encrypted key (objbench reads unencrypted keys; protect the file instead, mode 600)";
        }
        if (text.contains("-----BEGIN RSA PRIVATE KEY-----") || text.contains("-----BEGIN EC PRIVATE KEY-----")) {
            return ", it holds an older PKCS#1/SEC1 key";
        }
        return "";
    }

    /**
     * A key store (PKCS12, in memory) holding {@code key} with its {@code chain}, protected by
     * {@code password}; checks first that the key belongs to the chain's first certificate.
     */
    public static KeyStore identity(Path chainFile, Path keyFile, char[] password) {
        List<X509Certificate> chain = certificates(chainFile);
        PrivateKey key = privateKey(keyFile);
        if (!belongs(key, chain.getFirst())) {
            throw new IllegalArgumentException(keyFile + " is not the private key of the first certificate of "
                    + chainFile + " (" + chain.getFirst().getSubjectX500Principal().getName() + ")");
        }
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("objbench", key, password, chain.toArray(new Certificate[0]));
            return store;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("cannot build an in-memory key store: " + e.getMessage(), e);
        }
    }

    /** A trust store (in memory) of every certificate of a PEM CA file. */
    public static KeyStore trustStore(Path caFile) {
        List<X509Certificate> cas = certificates(caFile);
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            for (int i = 0; i < cas.size(); i++) {
                store.setCertificateEntry("ca" + i, cas.get(i));
            }
            return store;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("cannot build an in-memory trust store: " + e.getMessage(), e);
        }
    }

    /** True when {@code key} signs what {@code cert}'s public key verifies. */
    private static boolean belongs(PrivateKey key, X509Certificate cert) {
        String algorithm = switch (key.getAlgorithm()) {
            case "RSA" -> "SHA256withRSA";
            case "EC" -> "SHA256withECDSA";
            case "RSASSA-PSS" -> null; // needs parameters; the handshake tells a mismatch
            default -> key.getAlgorithm(); // Ed25519, Ed448
        };
        if (algorithm == null) {
            return true;
        }
        byte[] probe = "objbench key check".getBytes(StandardCharsets.US_ASCII);
        try {
            Signature signer = Signature.getInstance(algorithm);
            signer.initSign(key);
            signer.update(probe);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(algorithm);
            verifier.initVerify(cert.getPublicKey());
            verifier.update(probe);
            return verifier.verify(signature);
        } catch (GeneralSecurityException e) {
            return false; // different key types
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + " (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")", e);
        }
    }
}
