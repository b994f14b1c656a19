package io.objbench.adaptor.testkit;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptorFactory;
import java.util.Objects;

/**
 * How the test kit provokes a credentials failure for an adaptor: either a login through an auth
 * adaptor configured with wrong credentials, or a storage call through a storage adaptor
 * configured with wrong ones (for storage types that authenticate themselves, such as S3). Both
 * must fail with {@link io.objbench.api.ErrorKind#AUTH}.
 */
public sealed interface WrongCredentials {

    /** A login with {@code config} through {@code factory} must fail with the auth kind. */
    record Login(AuthAdaptorFactory factory, AdaptorConfig config) implements WrongCredentials {
        public Login {
            Objects.requireNonNull(factory, "factory");
            Objects.requireNonNull(config, "config");
        }
    }

    /** A container creation through the storage factory built with {@code config} must fail with the auth kind. */
    record Storage(AdaptorConfig config) implements WrongCredentials {
        public Storage {
            Objects.requireNonNull(config, "config");
        }
    }

    /** See {@link Login}. */
    static WrongCredentials login(AuthAdaptorFactory factory, AdaptorConfig config) {
        return new Login(factory, config);
    }

    /** See {@link Storage}. */
    static WrongCredentials storage(AdaptorConfig config) {
        return new Storage(config);
    }
}
