package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.adaptor.testkit.CollectingSink;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.ObjectSource;
import io.objbench.api.OpResult;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The login behaviours against real Swift and Keystone: token caching and renewal, a rejected
 * token fixed by {@code updateToken}, the {@code token}/{@code storage_url} bypass, storage
 * policies, chunked writes, COSBench's v2 keystone keys, endpoint selection and retry.
 */
class SwiftAuthIT {

    private final String container = "objbench-auth-" + UUID.randomUUID().toString().substring(0, 8);

    @Test
    void cachingSharesOneTokenAcrossWorkersAndMissionsAndRenewsItOnRelogin() throws Exception {
        AdaptorConfig config = Backends.with(Backends.keystone(), "caching", "true");
        try (AuthAdaptor mission1 = new KeystoneFactory().create(config);
             AuthAdaptor mission2 = new KeystoneFactory().create(config);
             AuthAdaptor uncached = new KeystoneFactory().create(Backends.keystone())) {
            AuthToken first = ok(mission1.login(1));
            assertThat(ok(mission1.login(2))).as("worker 2, same mission").isEqualTo(first);
            assertThat(ok(mission2.login(1))).as("worker 1 of another mission").isEqualTo(first);
            AuthToken renewed = ok(mission1.login(1));
            assertThat(renewed.get(AuthToken.TOKEN)).as("worker 1 asking again: its token was refused")
                    .isNotEqualTo(first.get(AuthToken.TOKEN));
            assertThat(ok(mission1.login(2))).as("worker 2 now gets the renewed token").isEqualTo(renewed);
            assertThat(ok(uncached.login(1)).get(AuthToken.TOKEN)).as("without caching every login is new")
                    .isNotEqualTo(renewed.get(AuthToken.TOKEN));
        }
    }

    @Test
    void aRejectedTokenIsAnAuthFailureUntilTheTokenIsUpdated() throws Exception {
        AuthToken real = login(Backends.tempauth());
        AuthToken bogus = new AuthToken(Map.of(AuthToken.TOKEN, "AUTH_tk0000bogus", AuthToken.STORAGE_URL, real.get(AuthToken.STORAGE_URL)));
        try (StorageAdaptor adaptor = new SwiftStorageFactory().create(AdaptorConfig.empty());
             StorageSession session = adaptor.openSession(1, bogus)) {
            OpResult refused = session.createContainer(container);
            assertThat(refused.kind()).as("%s", refused).isEqualTo(ErrorKind.AUTH);
            assertThat(refused.code()).isEqualTo(401);
            assertThat(refused.message()).contains("token");
            session.updateToken(real);
            assertThat(session.createContainer(container).ok()).as("after updateToken").isTrue();
            assertThat(session.deleteContainer(container).ok()).isTrue();
        }
    }

    @Test
    void tokenAndStorageUrlInTheStorageConfigBypassTheLogin() throws Exception {
        AuthToken real = login(Backends.tempauth());
        AdaptorConfig bypass = AdaptorConfig.of(Map.of("token", real.get(AuthToken.TOKEN),
                "storage_url", real.get(AuthToken.STORAGE_URL)));
        try (StorageAdaptor adaptor = new SwiftStorageFactory().create(bypass);
             StorageSession session = adaptor.openSession(1, AuthToken.NONE)) {
            assertThat(session.createContainer(container).ok()).isTrue();
            assertThat(session.put(container, "o", bytes(1000, false)).ok()).isTrue();
            CollectingSink sink = new CollectingSink();
            assertThat(session.get(container, "o", sink).ok()).isTrue();
            assertThat(sink.bytes()).hasSize(1000);
            assertThat(session.delete(container, "o").ok()).isTrue();
            assertThat(session.deleteContainer(container).ok()).isTrue();
        }
    }

    @Test
    void containersAreCreatedWithTheConfiguredPolicy() throws Exception {
        AuthToken real = login(Backends.tempauth());
        String policy = defaultPolicy(real.get(AuthToken.STORAGE_URL));
        try (StorageAdaptor adaptor = new SwiftStorageFactory().create(AdaptorConfig.of(Map.of("policy", policy)));
             StorageSession session = adaptor.openSession(1, real)) {
            assertThat(session.createContainer(container).ok()).isTrue();
            assertThat(containerPolicy(real)).isEqualTo(policy);
            assertThat(session.deleteContainer(container).ok()).isTrue();
        }
        try (StorageAdaptor adaptor = new SwiftStorageFactory().create(AdaptorConfig.of(Map.of("policy", "no-such-policy")));
             StorageSession session = adaptor.openSession(1, real)) {
            OpResult refused = session.createContainer(container + "-p");
            assertThat(refused.kind()).as("%s", refused).isEqualTo(ErrorKind.CLIENT_ERROR);
            assertThat(refused.code()).isEqualTo(400);
        }
    }

    @Test
    void chunkedWritesRoundTrip() throws Exception {
        AuthToken real = login(Backends.tempauth());
        try (StorageAdaptor adaptor = new SwiftStorageFactory().create(AdaptorConfig.empty());
             StorageSession session = adaptor.openSession(1, real)) {
            assertThat(session.createContainer(container).ok()).isTrue();
            ObjectSource body = bytes(300_000, true);
            assertThat(session.put(container, "chunked", body).ok()).isTrue();
            CollectingSink sink = new CollectingSink();
            assertThat(session.get(container, "chunked", sink).ok()).isTrue();
            assertThat(sink.bytes()).isEqualTo(body.stream().readAllBytes());
            assertThat(session.delete(container, "chunked").ok()).isTrue();
            assertThat(session.deleteContainer(container).ok()).isTrue();
        }
    }

    @Test
    void cosbenchV2KeysAndUrlAreMappedToV3() throws Exception {
        AdaptorConfig v3 = Backends.keystone();
        String v2Url = v3.asMap().get("auth_url").replaceAll("/v3/?$", "") + "/v2.0";
        AdaptorConfig v2 = Backends.with(Backends.with(v3, "auth_url", v2Url), "tenant_name", v3.asMap().get("project"));
        Map<String, String> keys = new java.util.LinkedHashMap<>(v2.asMap());
        keys.remove("project");
        AuthToken token = login(AdaptorConfig.of(keys), new KeystoneFactory());
        assertThat(token.get(AuthToken.STORAGE_URL)).contains("/v1/");
    }

    @Test
    void anEndpointMissingFromTheCatalogIsExplained() throws Exception {
        try (AuthAdaptor auth = new KeystoneFactory().create(Backends.with(Backends.keystone(), "region", "NoSuchRegion"))) {
            OpResult result = auth.login(1).result();
            assertThat(result.kind()).isEqualTo(ErrorKind.CLIENT_ERROR);
            assertThat(result.message()).contains("NoSuchRegion").contains("object-store");
        }
    }

    @Test
    void retryTriesAgainAfterAConnectionFailure() throws Exception {
        AdaptorConfig unreachable = Backends.with(Backends.with(Backends.tempauth(), "auth_url", "http://127.0.0.1:1/auth/v1.0"),
                "retry", "1");
        try (AuthAdaptor auth = new SwauthFactory().create(unreachable)) {
            long start = System.nanoTime();
            OpResult result = auth.login(1).result();
            assertThat(result.kind()).isEqualTo(ErrorKind.SERVER_ERROR);
            assertThat(result.message()).contains("cannot connect");
            assertThat(System.nanoTime() - start).as("one retry waits 1 s").isGreaterThanOrEqualTo(1_000_000_000L);
        }
    }

    private static AuthToken ok(LoginResult result) {
        assertThat(result.result().ok()).as("%s", result.result()).isTrue();
        return result.token();
    }

    private static AuthToken login(AdaptorConfig swauth) throws Exception {
        return login(swauth, new SwauthFactory());
    }

    private static AuthToken login(AdaptorConfig config, io.objbench.api.AuthAdaptorFactory factory) throws Exception {
        try (AuthAdaptor auth = factory.create(config)) {
            return Backends.login(auth);
        }
    }

    private static ObjectSource bytes(int length, boolean chunked) {
        byte[] data = new byte[length];
        new SplittableRandom(length).nextBytes(data);
        return new ObjectSource() {
            public long length() {
                return length;
            }

            public boolean chunked() {
                return chunked;
            }

            public InputStream stream() {
                return new ByteArrayInputStream(data);
            }
        };
    }

    /** The default storage policy's name, from the cluster's /info. */
    private static String defaultPolicy(String storageUrl) throws Exception {
        String info = storageUrl.substring(0, storageUrl.indexOf("/v1/")) + "/info";
        try (HttpClient client = HttpClient.newHttpClient()) {
            String body = client.send(HttpRequest.newBuilder(URI.create(info)).build(), HttpResponse.BodyHandlers.ofString()).body();
            for (var p : new ObjectMapper().readTree(body).path("swift").path("policies")) {
                if (p.path("default").asBoolean(false)) {
                    return p.path("name").asText();
                }
            }
        }
        return "Policy-0";
    }

    private String containerPolicy(AuthToken token) throws Exception {
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpResponse<Void> head = client.send(HttpRequest.newBuilder(URI.create(token.get(AuthToken.STORAGE_URL) + "/" + container))
                    .header("X-Auth-Token", token.get(AuthToken.TOKEN)).method("HEAD", HttpRequest.BodyPublishers.noBody()).build(),
                    HttpResponse.BodyHandlers.discarding());
            return head.headers().firstValue("X-Storage-Policy").orElse("(none)");
        }
    }
}
