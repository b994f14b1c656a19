package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import java.util.TreeMap;

/**
 * Creates {@code swauth} logins (Swift's v1 auth: tempauth or swauth). Keys: {@code auth_url}
 * (legacy {@code url}, default {@value #DEFAULT_URL}), {@code username} ({@code account:user}),
 * {@code password}, {@code timeout} (ms, 30000), {@code retry}, {@code caching}.
 */
public final class SwauthFactory implements AuthAdaptorFactory {

    static final String DEFAULT_URL = "http://127.0.0.1:8080/auth/v1.0";

    @Override
    public String type() {
        return "swauth";
    }

    @Override
    public AuthAdaptor create(AdaptorConfig config) throws AdaptorException {
        String url = config.getFirst("auth_url", "url").orElse(DEFAULT_URL).trim();
        if (!url.startsWith("http://") && !url.startsWith("https://")) {
            throw new AdaptorException("config key 'auth_url' has value '" + url + "': expected an http(s) URL");
        }
        LoginSettings settings = LoginSettings.of(config, 30_000);
        return new SwauthLogin(settings, "swauth" + new TreeMap<>(config.asMap()), url,
                config.require("username"), config.require("password"));
    }
}
