package io.objbench.adaptor.swift;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** A Keystone v3 password login scoped to a project; the storage URL comes from the catalog. */
final class KeystoneLogin extends CachingLogin {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final LoginSettings settings;
    private final KeystoneSettings keystone;
    private final HttpClient client;

    KeystoneLogin(LoginSettings settings, String cacheKey, KeystoneSettings keystone) {
        super(settings, cacheKey);
        this.settings = settings;
        this.keystone = keystone;
        this.client = HttpClients.create(settings.timeout());
    }

    @Override
    protected LoginResult attempt() {
        String what = "keystone login of '" + keystone.username() + "' (domain " + keystone.userDomain()
                + ") to project '" + (keystone.project() != null ? keystone.project() : keystone.projectId())
                + "' at " + keystone.tokensUrl() + keystone.note();
        HttpResponse<byte[]> response;
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create(keystone.tokensUrl())).timeout(settings.timeout())
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(JSON.writeValueAsBytes(body()))).build();
            response = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (Exception e) {
            return LoginResult.failure(Statuses.of(e, what));
        }
        int status = response.statusCode();
        if (status == 401 || status == 403) {
            return LoginResult.failure(OpResult.failure(ErrorKind.AUTH, status,
                    what + " refused (HTTP " + status + "): wrong username, password, domain or project"));
        }
        OpResult result = Statuses.of(status, what, null, null);
        if (!result.ok()) {
            return LoginResult.failure(result);
        }
        Optional<String> token = response.headers().firstValue("X-Subject-Token");
        JsonNode tokenBody;
        try {
            tokenBody = JSON.readTree(response.body()).path("token");
        } catch (IOException e) {
            return LoginResult.failure(OpResult.failure(ErrorKind.SERVER_ERROR, status, what + ": unreadable answer: " + e.getMessage()));
        }
        Optional<String> url = KeystoneCatalog.endpoint(tokenBody, keystone);
        if (token.isEmpty() || url.isEmpty()) {
            return LoginResult.failure(OpResult.failure(ErrorKind.CLIENT_ERROR, status, what + ": "
                    + (token.isEmpty() ? "no X-Subject-Token in the answer"
                    : "no " + keystone.endpointInterface() + " endpoint of service type '" + keystone.serviceType() + "'"
                    + (keystone.serviceName() == null ? "" : " named '" + keystone.serviceName() + "'")
                    + (keystone.region() == null ? "" : " in region '" + keystone.region() + "'")
                    + " in the catalog, which has " + KeystoneCatalog.describe(tokenBody))));
        }
        Map<String, String> values = new HashMap<>();
        values.put(AuthToken.TOKEN, token.get());
        values.put(AuthToken.STORAGE_URL, url.get());
        try {
            values.put(TokenCache.EXPIRES, Long.toString(Instant.parse(tokenBody.path("expires_at").asText()).getEpochSecond()));
        } catch (DateTimeParseException e) {
            // no usable expiry: the token is renewed only when a request is refused
        }
        return LoginResult.success(new AuthToken(values));
    }

    /** The v3 password-auth request body. */
    ObjectNode body() {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode auth = root.putObject("auth");
        ObjectNode identity = auth.putObject("identity");
        identity.putArray("methods").add("password");
        ObjectNode user = identity.putObject("password").putObject("user");
        user.put("name", keystone.username()).put("password", keystone.password());
        user.putObject("domain").put("name", keystone.userDomain());
        ObjectNode project = auth.putObject("scope").putObject("project");
        if (keystone.projectId() != null) {
            project.put("id", keystone.projectId());
        } else {
            project.put("name", keystone.project());
            project.putObject("domain").put("name", keystone.projectDomain());
        }
        return root;
    }

    @Override
    public void close() {
        client.close();
    }
}
