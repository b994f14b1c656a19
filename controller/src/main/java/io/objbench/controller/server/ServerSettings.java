package io.objbench.controller.server;

import io.objbench.http.LoopbackRule;
import io.objbench.http.tls.TlsSettings;
import java.time.ZoneId;
import java.util.Objects;

/**
 * Where and how the controller's API listens.
 *
 * @param host  bind address
 * @param port  port, 0 for any free one (tests)
 * @param token shared bearer token; empty for none, allowed only on a loopback address
 * @param zone  time zone of the dates in COSBench's CLI replies
 * @param tls   HTTPS when it holds key material ({@link TlsSettings#NONE}: plain HTTP)
 * @param serverNames names the API answers to in the Host header besides its own and IP literals
 *                    (a Kubernetes Service's DNS names); empty by default
 */
public record ServerSettings(String host, int port, String token, ZoneId zone, TlsSettings tls,
                             java.util.List<String> serverNames) {

    public ServerSettings {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(zone, "zone");
        token = token == null ? "" : token.strip();
        tls = tls == null ? TlsSettings.NONE : tls;
        serverNames = serverNames == null ? java.util.List.of() : java.util.List.copyOf(serverNames);
    }

    /** Settings answering only to this machine's own names. */
    public ServerSettings(String host, int port, String token, ZoneId zone, TlsSettings tls) {
        this(host, port, token, zone, tls, java.util.List.of());
    }

    /** Plain HTTP settings. */
    public ServerSettings(String host, int port, String token, ZoneId zone) {
        this(host, port, token, zone, TlsSettings.NONE);
    }

    /**
     * The warning to log once at start when the API is plain HTTP beyond loopback (the token
     * and the workloads' secrets cross the network in clear), else empty.
     */
    public java.util.Optional<String> plaintextWarning() {
        return LoopbackRule.plaintextWarning(host, tls.enabled(), "controller",
                "Set tls_cert and tls_key (or tls_keystore) in the [controller] section of controller.conf");
    }

    /** True when a token guards the API. */
    public boolean hasToken() {
        return !token.isEmpty();
    }

    /**
     * Refuses a server that anyone on the network could drive: bound beyond loopback without a
     * token ({@link LoopbackRule}, the driver's rule too). The message says how to set one.
     *
     * @throws IllegalArgumentException when unsafe, or when the host does not resolve
     */
    public void checkSafe() {
        LoopbackRule.refusal(host, hasToken(), "run workloads", "Set 'token = <secret>' in the [controller] section"
                + " of controller.conf (and the same token in every driver.conf), or pass --token <secret>")
                .ifPresent(refusal -> {
                    throw new IllegalArgumentException(refusal);
                });
    }
}
