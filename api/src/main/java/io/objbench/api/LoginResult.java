package io.objbench.api;

import java.util.Objects;

/**
 * The outcome of {@link AuthAdaptor#login(int)}: a token on success, otherwise the failure (wrong
 * credentials give {@link ErrorKind#AUTH}).
 *
 * @param result {@link OpResult#OK} or the failure
 * @param token  the token; {@link AuthToken#NONE} on failure
 */
public record LoginResult(OpResult result, AuthToken token) {

    public LoginResult {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(token, "token");
    }

    /** A successful login. */
    public static LoginResult success(AuthToken token) {
        return new LoginResult(OpResult.OK, token);
    }

    /** A failed login. */
    public static LoginResult failure(OpResult failure) {
        if (failure.ok()) {
            throw new IllegalArgumentException("a failed login needs a failure result");
        }
        return new LoginResult(failure, AuthToken.NONE);
    }
}
