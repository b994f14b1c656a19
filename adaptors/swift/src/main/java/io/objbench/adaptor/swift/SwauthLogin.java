package io.objbench.adaptor.swift;

import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** A v1 login: GET the auth URL with X-Auth-User/X-Auth-Key, get X-Auth-Token and X-Storage-Url. */
final class SwauthLogin extends CachingLogin {

    private final LoginSettings settings;
    private final String url;
    private final String user;
    private final String key;
    private final HttpClient client;

    SwauthLogin(LoginSettings settings, String cacheKey, String url, String user, String key) {
        super(settings, cacheKey);
        this.settings = settings;
        this.url = url;
        this.user = user;
        this.key = key;
        this.client = HttpClients.create(settings.timeout());
    }

    @Override
    protected LoginResult attempt() {
        String what = "swauth login of '" + user + "' at " + url;
        HttpResponse<Void> response;
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(settings.timeout())
                    .header("X-Auth-User", user).header("X-Auth-Key", key).GET().build();
            response = client.send(request, HttpResponse.BodyHandlers.discarding());
        } catch (Exception e) {
            return LoginResult.failure(Statuses.of(e, what));
        }
        int status = response.statusCode();
        if (status == 401 || status == 403) {
            return LoginResult.failure(OpResult.failure(ErrorKind.AUTH, status,
                    what + " refused (HTTP " + status + "): wrong username or password"));
        }
        OpResult result = Statuses.of(status, what, null, null);
        if (!result.ok()) {
            return LoginResult.failure(result);
        }
        Optional<String> token = response.headers().firstValue("X-Auth-Token")
                .or(() -> response.headers().firstValue("X-Storage-Token"));
        Optional<String> storage = response.headers().firstValue("X-Storage-Url");
        if (token.isEmpty() || storage.isEmpty()) {
            return LoginResult.failure(OpResult.failure(ErrorKind.SERVER_ERROR, status,
                    what + ": the answer lacks X-Auth-Token or X-Storage-Url (is this a v1 auth URL?)"));
        }
        Map<String, String> values = new HashMap<>();
        values.put(AuthToken.TOKEN, token.get());
        values.put(AuthToken.STORAGE_URL, storage.get());
        response.headers().firstValueAsLong("X-Auth-Token-Expires").ifPresent(seconds ->
                values.put(TokenCache.EXPIRES, Long.toString(System.currentTimeMillis() / 1000 + seconds)));
        return LoginResult.success(new AuthToken(values));
    }

    @Override
    public void close() {
        client.close();
    }
}
