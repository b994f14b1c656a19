package io.objbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class OpResultTest {

    @Test
    void httpStatusesMapToKinds() {
        assertThat(ErrorKind.fromHttpStatus(200)).isNull();
        assertThat(ErrorKind.fromHttpStatus(304)).isNull();
        assertThat(ErrorKind.fromHttpStatus(401)).isEqualTo(ErrorKind.AUTH);
        assertThat(ErrorKind.fromHttpStatus(403)).isEqualTo(ErrorKind.AUTH);
        assertThat(ErrorKind.fromHttpStatus(404)).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(ErrorKind.fromHttpStatus(408)).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(ErrorKind.fromHttpStatus(409)).isEqualTo(ErrorKind.CLIENT_ERROR);
        assertThat(ErrorKind.fromHttpStatus(429)).isEqualTo(ErrorKind.THROTTLED);
        assertThat(ErrorKind.fromHttpStatus(503)).isEqualTo(ErrorKind.THROTTLED);
        assertThat(ErrorKind.fromHttpStatus(500)).isEqualTo(ErrorKind.SERVER_ERROR);
    }

    @Test
    void successIsOneConstant() {
        assertThat(OpResult.OK.ok()).isTrue();
        assertThatThrownBy(() -> new OpResult(null, 200, "")).isInstanceOf(IllegalArgumentException.class);
        OpResult f = OpResult.httpFailure(404, "NoSuchKey");
        assertThat(f.ok()).isFalse();
        assertThat(f.kind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(f.code()).isEqualTo(404);
        assertThatThrownBy(() -> OpResult.httpFailure(204, "x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void loginResultsAreConsistent() {
        assertThat(LoginResult.success(AuthToken.NONE).result().ok()).isTrue();
        assertThatThrownBy(() -> LoginResult.failure(OpResult.OK)).isInstanceOf(IllegalArgumentException.class);
        assertThat(LoginResult.failure(OpResult.failure(ErrorKind.AUTH, 401, "bad key")).token()).isEqualTo(AuthToken.NONE);
    }
}
