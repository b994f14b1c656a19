package io.objbench.http.tls;

import java.security.GeneralSecurityException;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;

/**
 * The TLS contexts of {@link TlsSettings}: Jetty's {@link SslContextFactory.Server} for the
 * controller's and the driver's endpoints, and a JDK {@link SSLContext} for their clients (the
 * controller calling drivers, a driver registering, the command line). A client verifies the
 * peer's chain against {@code tls_ca} (else the JDK's CAs) and the JDK {@code HttpClient} checks
 * the host name against the certificate: nothing here trusts everything.
 */
public final class TlsContexts {

    private TlsContexts() {
    }

    /** Jetty's server-side factory, or null when {@code tls} serves plain HTTP. */
    public static SslContextFactory.Server server(TlsSettings tls) {
        if (!tls.enabled()) {
            return null;
        }
        SslContextFactory.Server f = new SslContextFactory.Server();
        f.setKeyStore(tls.keyStore());
        f.setKeyStorePassword(new String(tls.keyPassword()));
        f.setKeyManagerPassword(new String(tls.keyPassword()));
        if (tls.clientAuth() != ClientAuth.NONE) {
            f.setTrustStore(tls.clientCa());
            f.setNeedClientAuth(tls.clientAuth() == ClientAuth.NEED);
            f.setWantClientAuth(tls.clientAuth() == ClientAuth.WANT);
        }
        return f;
    }

    /**
     * The context of a client: trusts {@code tls.ca()} (the JDK's CAs when null) and shows this
     * process's own certificate when a server asks for one.
     */
    public static SSLContext client(TlsSettings tls) {
        try {
            KeyManagerFactory kmf = null;
            if (tls.enabled()) {
                kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
                kmf.init(tls.keyStore(), tls.keyPassword());
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(tls.ca()); // null: the JDK's cacerts
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(kmf == null ? null : kmf.getKeyManagers(), tmf.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot set up the TLS client: " + e.getMessage(), e);
        }
    }
}
