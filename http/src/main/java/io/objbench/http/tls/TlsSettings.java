package io.objbench.http.tls;

import io.objbench.core.config.IniException;
import io.objbench.core.config.Section;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.List;
import java.util.Optional;

/**
 * The TLS of one objbench process, as its conf file sets it ({@code [controller]} of
 * controller.conf, {@code [driver]} of driver.conf): the key material it serves with, whether it
 * asks clients for certificates, and whom it trusts when it calls a peer.
 *
 * <pre>
 * tls_cert = conf/tls/driver1.crt        # PEM: this server's certificate, then the intermediates
 * tls_key = conf/tls/driver1.key         # PEM: its unencrypted PKCS#8 private key
 * # or: tls_keystore = conf/tls/driver1.p12 and tls_keystore_password = …   (PKCS12)
 * tls_client_auth = need                 # none (default), want or need
 * tls_client_ca = conf/tls/ca.crt        # PEM: the CA client certificates must chain to
 * tls_ca = conf/tls/ca.crt               # PEM: the CA this process trusts when it calls a peer over https
 * </pre>
 *
 * <p>The key material also identifies this process as a client (the controller calling a driver
 * that wants client certificates, a driver registering with such a controller), so its
 * certificate needs both the serverAuth and clientAuth extended key usages, or none.
 *
 * @param keyStore   this process's key and chain, null when it serves plain HTTP
 * @param keyPassword the password of {@code keyStore}'s key
 * @param clientAuth whether clients must show a certificate
 * @param clientCa   what client certificates must chain to; null when {@code clientAuth} is NONE
 * @param ca         whom to trust as a client over https; null for the JDK's default CAs
 */
public record TlsSettings(KeyStore keyStore, char[] keyPassword, ClientAuth clientAuth, KeyStore clientCa,
                         KeyStore ca) {

    /** Plain HTTP, the JDK's CAs for https peers. */
    public static final TlsSettings NONE = new TlsSettings(null, null, ClientAuth.NONE, null, null);

    /** The conf keys, for {@code rejectUnknownKeys}. */
    public static final List<String> KEYS = List.of("tls_cert", "tls_key", "tls_keystore", "tls_keystore_password",
            "tls_client_auth", "tls_client_ca", "tls_ca");

    public TlsSettings {
        clientAuth = clientAuth == null ? ClientAuth.NONE : clientAuth;
        if (clientAuth != ClientAuth.NONE && clientCa == null) {
            throw new IllegalArgumentException("client authentication " + clientAuth + " needs a client CA");
        }
        if (clientAuth != ClientAuth.NONE && keyStore == null) {
            throw new IllegalArgumentException("client authentication needs TLS (a key store)");
        }
    }

    /** True when the server speaks TLS (https). */
    public boolean enabled() {
        return keyStore != null;
    }

    /** The URL scheme of the server: https or http. */
    public String scheme() {
        return enabled() ? "https" : "http";
    }

    /**
     * A client's settings from PEM files (the command line's {@code --ca}, {@code --cert},
     * {@code --key}): trust {@code caFile} (null: the JDK's CAs), show {@code certFile} with
     * {@code keyFile} when a server asks (both null: no certificate).
     *
     * @throws IllegalArgumentException naming the file that cannot be used
     */
    public static TlsSettings client(Path caFile, Path certFile, Path keyFile) {
        if ((certFile == null) != (keyFile == null)) {
            throw new IllegalArgumentException("a client certificate needs both --cert and --key");
        }
        char[] password = java.util.UUID.randomUUID().toString().toCharArray();
        KeyStore identity = certFile == null ? null : PemFiles.identity(certFile, keyFile, password);
        return new TlsSettings(identity, identity == null ? null : password, ClientAuth.NONE, null,
                caFile == null ? null : PemFiles.trustStore(caFile));
    }

    /** These settings with another CA for peers (null: the JDK's). */
    public TlsSettings withCa(KeyStore newCa) {
        return new TlsSettings(keyStore, keyPassword, clientAuth, clientCa, newCa);
    }

    /** Never prints the password. */
    @Override
    public String toString() {
        return "TlsSettings[tls=" + enabled() + ", clientAuth=" + clientAuth + ", clientCa=" + (clientCa != null)
                + ", ca=" + (ca != null ? "configured" : "JDK default") + "]";
    }

    /**
     * The {@code tls_*} keys of {@code section}, paths relative to the working directory. Every
     * file is read now, so a wrong path, a key that is not the certificate's or a wrong password
     * stops the process at start-up with the file, line and key.
     *
     * @param fileName the conf file's name, for messages
     */
    public static TlsSettings read(Section section, String fileName) throws IniException {
        Optional<Section.Entry> cert = nonEmpty(section, "tls_cert");
        Optional<Section.Entry> key = nonEmpty(section, "tls_key");
        Optional<Section.Entry> p12 = nonEmpty(section, "tls_keystore");
        Optional<Section.Entry> password = section.entry("tls_keystore_password");
        Optional<Section.Entry> auth = nonEmpty(section, "tls_client_auth");
        Optional<Section.Entry> clientCa = nonEmpty(section, "tls_client_ca");
        Optional<Section.Entry> ca = nonEmpty(section, "tls_ca");
        String where = " in [" + section.name() + "]";
        if (p12.isPresent() && (cert.isPresent() || key.isPresent())) {
            throw new IniException(fileName, p12.get().line(), "key 'tls_keystore'" + where + ": set either"
                    + " tls_keystore (PKCS12) or tls_cert and tls_key (PEM), not both");
        }
        if (cert.isPresent() != key.isPresent()) {
            Section.Entry given = cert.orElseGet(key::get);
            throw new IniException(fileName, given.line(), "key '" + given.key() + "'" + where + " needs "
                    + (cert.isPresent() ? "tls_key (the PEM private key of tls_cert)" : "tls_cert (the PEM certificate chain of tls_key)"));
        }
        KeyStore keyStore = null;
        char[] keyPassword = null;
        if (cert.isPresent()) {
            keyPassword = java.util.UUID.randomUUID().toString().toCharArray(); // guards only the in-memory store
            try {
                keyStore = PemFiles.identity(Path.of(cert.get().value()), Path.of(key.get().value()), keyPassword);
            } catch (IllegalArgumentException e) {
                throw new IniException(fileName, key.get().line(), "keys 'tls_cert' and 'tls_key'" + where + ": "
                        + e.getMessage());
            }
        } else if (p12.isPresent()) {
            keyPassword = password.map(Section.Entry::value).orElse("").toCharArray();
            keyStore = pkcs12(fileName, p12.get(), where, keyPassword);
        } else if (password.isPresent()) {
            throw new IniException(fileName, password.get().line(), "key 'tls_keystore_password'" + where
                    + " without tls_keystore");
        }
        ClientAuth clientAuth = ClientAuth.NONE;
        if (auth.isPresent()) {
            clientAuth = ClientAuth.parse(auth.get().value());
            if (clientAuth == null) {
                throw section.badValue(auth.get(), "none, want or need");
            }
            if (clientAuth != ClientAuth.NONE && keyStore == null) {
                throw new IniException(fileName, auth.get().line(), "key 'tls_client_auth'" + where + " = "
                        + auth.get().value() + " needs TLS: set tls_cert and tls_key (or tls_keystore)");
            }
            if (clientAuth != ClientAuth.NONE && clientCa.isEmpty()) {
                throw new IniException(fileName, auth.get().line(), "key 'tls_client_auth'" + where + " = "
                        + auth.get().value() + " needs tls_client_ca (the PEM CA client certificates are signed by)");
            }
        }
        return new TlsSettings(keyStore, keyPassword, clientAuth,
                clientAuth == ClientAuth.NONE ? null : trust(fileName, clientCa.get(), where),
                ca.isPresent() ? trust(fileName, ca.get(), where) : null);
    }

    private static KeyStore trust(String fileName, Section.Entry entry, String where) throws IniException {
        try {
            return PemFiles.trustStore(Path.of(entry.value()));
        } catch (IllegalArgumentException e) {
            throw new IniException(fileName, entry.line(), "key '" + entry.key() + "'" + where + ": " + e.getMessage());
        }
    }

    private static KeyStore pkcs12(String fileName, Section.Entry entry, String where, char[] password)
            throws IniException {
        try (InputStream in = Files.newInputStream(Path.of(entry.value()))) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password);
            boolean hasKey = false;
            for (String alias : java.util.Collections.list(store.aliases())) {
                hasKey |= store.isKeyEntry(alias);
            }
            if (!hasKey) {
                throw new IniException(fileName, entry.line(), "key 'tls_keystore'" + where + ": " + entry.value()
                        + " holds no private key");
            }
            return store;
        } catch (IOException | GeneralSecurityException e) {
            // a wrong password shows as an IOException whose cause is an UnrecoverableKeyException
            String why = e.getCause() instanceof java.security.UnrecoverableKeyException
                    || String.valueOf(e.getMessage()).contains("password")
                    ? "wrong tls_keystore_password" : e.getClass().getSimpleName() + ": " + e.getMessage();
            throw new IniException(fileName, entry.line(), "key 'tls_keystore'" + where + ": cannot read "
                    + entry.value() + " as PKCS12 (" + why + ")");
        }
    }

    private static Optional<Section.Entry> nonEmpty(Section s, String key) {
        return s.entry(key).filter(e -> !e.value().isBlank());
    }
}
