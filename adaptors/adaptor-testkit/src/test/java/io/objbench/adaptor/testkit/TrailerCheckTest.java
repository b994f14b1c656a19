package io.objbench.adaptor.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The hashCheck trailer: built as COSBench writes it, verified however the body is split. */
class TrailerCheckTest {

    @Test
    void trailerIsTheMd5HexOfThePrecedingBytesBetweenGuards() throws Exception {
        byte[] payload = new byte[1000];
        new SplittableRandom(1).nextBytes(payload);
        byte[] body = TrailerCheck.withTrailer(payload);
        assertThat(body).hasSize(1000);
        String md5 = HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(java.util.Arrays.copyOf(body, 960)));
        assertThat(new String(body, 960, 40, StandardCharsets.US_ASCII)).isEqualTo("!!!!" + md5 + "!!!!");
    }

    @Test
    void verifiesWhateverTheChunking() {
        byte[] body = TrailerCheck.withTrailer(new byte[5000]);
        for (int chunk : new int[] {1, 7, 39, 40, 41, 1000, 5000}) {
            TrailerCheck check = new TrailerCheck();
            for (int off = 0; off < body.length; off += chunk) {
                check.update(body, off, Math.min(chunk, body.length - off));
            }
            assertThat(check.verify()).as("chunks of %d", chunk).isTrue();
        }
    }

    @Test
    void aChangedByteOrAShortBodyFails() {
        byte[] body = TrailerCheck.withTrailer(new byte[500]);
        body[100] ^= 1;
        TrailerCheck changed = new TrailerCheck();
        changed.update(body, 0, body.length);
        assertThat(changed.verify()).isFalse();

        TrailerCheck shortBody = new TrailerCheck();
        shortBody.update(body, 0, 30);
        assertThat(shortBody.verify()).isFalse();
        assertThatThrownBy(() -> TrailerCheck.withTrailer(new byte[40])).isInstanceOf(IllegalArgumentException.class);
    }
}
