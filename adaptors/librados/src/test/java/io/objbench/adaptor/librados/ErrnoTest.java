package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.api.OpResult;
import org.junit.jupiter.api.Test;

/** librados's negative errno codes become the error kinds the driver counts. */
class ErrnoTest {

    @Test
    void kindsFollowTheErrno() {
        assertThat(Errno.kind(-2)).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(Errno.kind(-13)).isEqualTo(ErrorKind.AUTH);
        assertThat(Errno.kind(-1)).isEqualTo(ErrorKind.AUTH);
        assertThat(Errno.kind(-110)).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(Errno.kind(-16)).isEqualTo(ErrorKind.THROTTLED);
        assertThat(Errno.kind(-22)).isEqualTo(ErrorKind.CLIENT_ERROR);
        assertThat(Errno.kind(-27)).isEqualTo(ErrorKind.CLIENT_ERROR);
        assertThat(Errno.kind(-5)).isEqualTo(ErrorKind.SERVER_ERROR);
        assertThat(Errno.kind(-28)).isEqualTo(ErrorKind.SERVER_ERROR);
        assertThat(Errno.kind(13)).as("either sign").isEqualTo(ErrorKind.AUTH);
    }

    @Test
    void failuresCarryTheNegativeErrnoAndAnActionableMessage() {
        OpResult r = Errno.failure(-2, "read p/o");
        assertThat(r.kind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(r.code()).isEqualTo(-2);
        assertThat(r.message()).isEqualTo("read p/o failed: ENOENT (no such pool or object)");
        assertThat(Errno.failure(13, "write p/o").message()).contains("EACCES").contains("secretkey");
        assertThat(Errno.failure(-110, "x").message()).contains("ETIMEDOUT").contains("endpoint");
        assertThat(Errno.failure(-999, "x").message()).contains("errno 999");
    }
}
