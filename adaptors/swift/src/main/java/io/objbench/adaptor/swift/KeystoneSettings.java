package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;

/**
 * The {@code keystone} keys, COSBench's v2 names mapped to v3 ones.
 *
 * @param tokensUrl     the v3 {@code …/v3/auth/tokens} URL derived from {@code auth_url}/{@code url}
 * @param note          what was mapped (a v2.0 URL), or empty
 * @param username      {@code username}
 * @param password      {@code password}
 * @param project       {@code project} ({@code project_name}, v2 {@code tenant_name}/{@code tenname}), or null
 * @param projectId     {@code project_id} (v2 {@code tenant_id}), or null
 * @param userDomain    {@code user_domain} ({@code user_domain_name}, {@code domain}), default {@code Default}
 * @param projectDomain {@code project_domain} ({@code project_domain_name}, {@code domain}), default {@code Default}
 * @param region        {@code region}, or null for any
 * @param serviceType   {@code service_type}, default {@code object-store}
 * @param serviceName   {@code service} / {@code service_name}, or null for any
 * @param endpointInterface {@code interface}, default {@code public}
 */
record KeystoneSettings(String tokensUrl, String note, String username, String password, String project,
                        String projectId, String userDomain, String projectDomain, String region,
                        String serviceType, String serviceName, String endpointInterface) {

    static final String DEFAULT_URL = "http://127.0.0.1:5000/v3";

    static KeystoneSettings of(AdaptorConfig c) throws AdaptorException {
        String url = SwiftSettings.trimSlash(c.getFirst("auth_url", "url").orElse(DEFAULT_URL));
        if (!url.startsWith("http://") && !url.startsWith("https://")) {
            throw new AdaptorException("config key 'auth_url' has value '" + url + "': expected an http(s) URL");
        }
        String note = "";
        String tokens;
        if (url.endsWith("/auth/tokens")) {
            tokens = url;
        } else if (url.endsWith("/v3")) {
            tokens = url + "/auth/tokens";
        } else if (url.endsWith("/v2.0")) {
            tokens = url.substring(0, url.length() - "/v2.0".length()) + "/v3/auth/tokens";
            note = " (v2.0 auth_url " + url + " mapped to v3)";
        } else {
            tokens = url + "/v3/auth/tokens";
        }
        String project = c.getFirst("project", "project_name", "tenant_name", "tenname").orElse(null);
        String projectId = c.getFirst("project_id", "tenant_id").orElse(null);
        if (project == null && projectId == null) {
            throw new AdaptorException("keystone: missing config key 'project' (or 'tenant_name', 'project_id'): "
                    + "the token must be project-scoped to carry the object-store endpoint");
        }
        String domain = c.getString("domain", "Default");
        return new KeystoneSettings(tokens, note, c.require("username"), c.require("password"), project, projectId,
                c.getFirst("user_domain", "user_domain_name").orElse(domain),
                c.getFirst("project_domain", "project_domain_name").orElse(domain),
                c.get("region").filter(r -> !r.isBlank()).orElse(null),
                c.getString("service_type", "object-store"),
                c.getFirst("service", "service_name").filter(s -> !s.isBlank()).orElse(null),
                c.getString("interface", "public"));
    }
}
