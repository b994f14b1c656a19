package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

class StatusesTest {

    @Test
    void successStatusesAreTheSharedOk() {
        assertThat(Statuses.of(200, "x", null, null)).isSameAs(OpResult.OK);
        assertThat(Statuses.of(201, "x", null, null)).isSameAs(OpResult.OK);
        assertThat(Statuses.of(204, "x", null, null)).isSameAs(OpResult.OK);
    }

    @Test
    void errorStatusesMapToKindsWithAHint() {
        assertThat(Statuses.of(401, "read", "c", "o")).satisfies(r -> {
            assertThat(r.kind()).isEqualTo(ErrorKind.AUTH);
            assertThat(r.code()).isEqualTo(401);
            assertThat(r.message()).startsWith("read c/o: HTTP 401").contains("expired");
        });
        assertThat(Statuses.of(404, "x", null, null).kind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(Statuses.of(409, "x", null, null).kind()).isEqualTo(ErrorKind.CLIENT_ERROR);
        assertThat(Statuses.of(411, "x", null, null).message()).contains("chunked");
        assertThat(Statuses.of(503, "x", null, null).kind()).isEqualTo(ErrorKind.THROTTLED);
        assertThat(Statuses.of(500, "x", null, null).kind()).isEqualTo(ErrorKind.SERVER_ERROR);
        assertThat(Statuses.of(304, "x", null, null).kind()).isEqualTo(ErrorKind.CLIENT_ERROR);
    }

    @Test
    void messagesNameTheTarget() {
        assertThat(Statuses.what("delete container", "c", null)).isEqualTo("delete container c");
        assertThat(Statuses.what("list account", null, null)).isEqualTo("list account");
        assertThat(Statuses.of(404, "head", "c", "d/o").message()).startsWith("head c/d/o: HTTP 404");
    }

    @Test
    void exceptionsAreUnwrappedToTheirIoCause() {
        OpResult timeout = Statuses.of(new ExecutionException(new HttpTimeoutException("request timed out")), "write c/o");
        assertThat(timeout.kind()).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(timeout.message()).contains("write c/o").contains("timed out");
        OpResult refused = Statuses.of(new ExecutionException(new ConnectException("Connection refused")), "login");
        assertThat(refused.kind()).isEqualTo(ErrorKind.SERVER_ERROR);
        assertThat(refused.message()).contains("cannot connect").contains("Connection refused");
    }
}
