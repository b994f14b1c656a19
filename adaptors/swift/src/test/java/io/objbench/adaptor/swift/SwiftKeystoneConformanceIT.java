package io.objbench.adaptor.swift;

import io.objbench.adaptor.testkit.StorageAdaptorConformance;
import io.objbench.adaptor.testkit.WrongCredentials;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptorFactory;
import java.util.Optional;

/** The adaptor test kit against real Swift behind Keystone v3 (password, project-scoped). */
class SwiftKeystoneConformanceIT extends StorageAdaptorConformance {

    private AuthToken token;

    @Override
    protected StorageAdaptorFactory factory() {
        return new SwiftStorageFactory();
    }

    @Override
    protected AdaptorConfig config() {
        return AdaptorConfig.empty();
    }

    @Override
    protected AuthToken token() {
        if (token == null) {
            AdaptorConfig login = Backends.keystone(); // skips (or fails in CI) without the backend's variables
            try (AuthAdaptor auth = new KeystoneFactory().create(login)) {
                token = Backends.login(auth);
            } catch (AdaptorException e) {
                throw new IllegalStateException(e);
            }
        }
        return token;
    }

    @Override
    protected Optional<WrongCredentials> wrongCredentials() {
        return Optional.of(WrongCredentials.login(new KeystoneFactory(),
                Backends.with(Backends.keystone(), "password", "not-the-password")));
    }
}
