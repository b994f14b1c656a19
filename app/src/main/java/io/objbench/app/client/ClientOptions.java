package io.objbench.app.client;

import io.objbench.controller.conf.ConfException;
import io.objbench.controller.conf.ControllerConf;
import io.objbench.http.tls.TlsContexts;
import io.objbench.http.tls.TlsSettings;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Option;

/**
 * Where the controller is and how to authenticate, shared by the client commands: {@code --url}
 * (else the conf's {@code [controller]} url host and port, else {@code http://127.0.0.1:19088}) and
 * {@code --token} (else {@code $OBJBENCH_TOKEN}, else the conf's token).
 */
public final class ClientOptions {

    /** The controller COSBench and objbench listen on by default. */
    static final String DEFAULT_URL = "http://127.0.0.1:" + ControllerConf.DEFAULT_PORT;
    static final String TOKEN_ENV = "OBJBENCH_TOKEN";

    @Option(names = "--url", paramLabel = "URL",
            description = "the controller (default: from --conf, else " + DEFAULT_URL + ")")
    String url;

    @Option(names = "--token", paramLabel = "TOKEN",
            description = "shared API token (default: $OBJBENCH_TOKEN, else token in --conf)")
    String token;

    @Option(names = "--conf", paramLabel = "FILE",
            description = "controller.conf to take the url, port and token from")
    Path conf;

    @Option(names = "--ca", paramLabel = "FILE",
            description = "PEM CA file that signed an https controller's certificate (default: tls_ca in --conf,"
                    + " else the JDK's CAs)")
    Path ca;

    @Option(names = "--cert", paramLabel = "FILE",
            description = "PEM client certificate, for a controller with tls_client_auth (with --key)")
    Path cert;

    @Option(names = "--key", paramLabel = "FILE", description = "PEM (PKCS#8) private key of --cert")
    Path key;

    /** The environment; tests replace it. */
    UnaryOperator<String> env = System::getenv;

    /** True when a controller was named: {@code --url} or {@code --conf} (commands that work without one ask). */
    public boolean given() {
        return url != null || conf != null;
    }

    /** A client for the controller these options name. */
    public ControllerClient client() throws ControllerException {
        Target t = target();
        javax.net.ssl.SSLContext context;
        try {
            context = TlsContexts.client(t.tls());
        } catch (IllegalStateException e) {
            throw new ControllerException(400, e.getMessage());
        }
        try {
            return new ControllerClient(t.url(), t.token(), context);
        } catch (IllegalArgumentException e) {
            throw new ControllerException(400, "not a controller URL: '" + t.url() + "' (e.g. http://host:19088)");
        }
    }

    /** The URL and token after options, environment and conf. */
    Target target() throws ControllerException {
        ControllerConf c = null;
        if (conf != null) {
            try {
                c = ControllerConf.read(conf);
            } catch (ConfException | IOException e) {
                throw new ControllerException(400, "cannot read " + conf + ": " + e.getMessage());
            }
        }
        String u = url != null ? url : c != null ? urlOf(c) : DEFAULT_URL;
        String envToken = env.apply(TOKEN_ENV);
        String t = token != null ? token
                : envToken != null && !envToken.isBlank() ? envToken
                : c != null ? c.token() : "";
        TlsSettings tls;
        if (ca != null || cert != null || key != null) {
            try {
                tls = TlsSettings.client(ca, cert, key);
            } catch (IllegalArgumentException e) {
                throw new ControllerException(400, e.getMessage());
            }
        } else {
            // the conf's own certificate and CA: a controller's operator usually has both at hand
            tls = c != null ? c.tls() : TlsSettings.NONE;
        }
        return new Target(u, t, tls);
    }

    /**
     * The API URL of a controller.conf: the host of its {@code url} (else its bind address, a
     * wildcard meaning this host) with its {@code port}, the port the API really listens on.
     */
    static String urlOf(ControllerConf c) {
        String host = c.host();
        String scheme = "http";
        if (!c.url().isBlank()) {
            try {
                URI u = URI.create(c.url().strip());
                if (u.getHost() != null) {
                    host = u.getHost();
                }
                if ("https".equals(u.getScheme())) {
                    scheme = "https";
                }
            } catch (IllegalArgumentException e) {
                // an unusable informational url: fall back to the bind address
            }
        }
        if (host.isBlank() || host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]")) {
            host = "127.0.0.1";
        }
        if (host.contains(":") && !host.startsWith("[")) {
            host = "[" + host + "]";
        }
        return scheme + "://" + host + ":" + c.port();
    }

    /**
     * @param url   the controller's base URL
     * @param token the token, empty when none
     * @param tls   the CAs to trust and the certificate to show over https
     */
    record Target(String url, String token, TlsSettings tls) {

        /** Without TLS settings of its own. */
        Target(String url, String token) {
            this(url, token, TlsSettings.NONE);
        }
    }
}
