package io.objbench.adaptor.mock;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.AuthToken;
import io.objbench.api.LoginResult;

/**
 * Auth type {@code none}, the default of every workload: each login succeeds at once with
 * {@link AuthToken#NONE}. Config keys (COSBench's {@code logging}, {@code caching},
 * {@code retry}) are accepted and ignored.
 */
public final class NoneAuthFactory implements AuthAdaptorFactory {

    private static final LoginResult SUCCESS = LoginResult.success(AuthToken.NONE);
    private static final AuthAdaptor ADAPTOR = workerIndex -> SUCCESS;

    @Override
    public String type() {
        return "none";
    }

    @Override
    public AuthAdaptor create(AdaptorConfig config) {
        return ADAPTOR;
    }
}
