package io.objbench.adaptor.mock;

import io.objbench.api.AdaptorConfig;
import io.objbench.api.AdaptorException;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.AuthToken;
import io.objbench.api.ErrorKind;
import io.objbench.api.LoginResult;
import io.objbench.api.OpResult;
import java.util.Map;

/**
 * Auth type {@code mock}: each login sleeps {@code delay} ms (default 10, as COSBench) and returns
 * a token whose {@link AuthToken#TOKEN} is the {@code token} key (default {@code "token"}). With
 * {@code fail=true} every login fails with {@link ErrorKind#AUTH} (401), for tests of the auth
 * phase.
 */
public final class MockAuthFactory implements AuthAdaptorFactory {

    @Override
    public String type() {
        return "mock";
    }

    @Override
    public AuthAdaptor create(AdaptorConfig config) throws AdaptorException {
        double delayMs = config.getDouble("delay", 10);
        if (!(delayMs >= 0) || Double.isInfinite(delayMs)) {
            throw new AdaptorException("config key 'delay' has value '" + config.getString("delay", "")
                    + "': expected milliseconds >= 0");
        }
        long delayNanos = (long) (delayMs * 1_000_000.0);
        LoginResult result = config.getBoolean("fail", false)
                ? LoginResult.failure(OpResult.failure(ErrorKind.AUTH, 401, "mock auth: login refused (fail=true)"))
                : LoginResult.success(new AuthToken(Map.of(AuthToken.TOKEN, config.getString("token", "token"))));
        return workerIndex -> {
            new Pause().sleep(delayNanos);
            return result;
        };
    }
}
