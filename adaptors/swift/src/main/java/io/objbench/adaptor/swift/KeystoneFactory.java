package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import java.util.TreeMap;

/**
 * Creates {@code keystone} logins: identity v3 password auth, project-scoped, the storage URL
 * taken from the token's catalog. See {@link KeystoneSettings} for the keys; also {@code timeout}
 * (ms, 10000 as in COSBench), {@code retry}, {@code caching}.
 */
public final class KeystoneFactory implements AuthAdaptorFactory {

    @Override
    public String type() {
        return "keystone";
    }

    @Override
    public AuthAdaptor create(AdaptorConfig config) throws AdaptorException {
        return new KeystoneLogin(LoginSettings.of(config, 10_000), "keystone" + new TreeMap<>(config.asMap()),
                KeystoneSettings.of(config));
    }
}
