package io.objbench.driver.payload;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.driver.measure.Clock;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Payload streaming, COSBench's MD5 trailer and its streaming verification. */
class PayloadTest {

    private static byte[] readAll(PayloadSource source, int chunk) throws IOException {
        try (InputStream in = source.stream()) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buf = new byte[chunk];
            for (int n; (n = in.read(buf, 0, chunk)) >= 0; ) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    @Test
    void randomContentIsOneRepeatedBlockOfLowercaseLetters() throws IOException {
        PayloadSource source = new PayloadSource(Clock.system()).reset(PayloadBlock.random(3), 10_000, false, false);
        byte[] body = readAll(source, 3000);
        assertThat(body).hasSize(10_000);
        for (byte b : body) {
            assertThat((char) b).isBetween('a', 'z');
        }
        assertThat(Arrays.copyOfRange(body, 4096, 8192)).isEqualTo(Arrays.copyOfRange(body, 0, 4096));
        assertThat(readAll(new PayloadSource(Clock.system()).reset(PayloadBlock.zero(), 100, false, false), 64))
                .isEqualTo(new byte[100]);
    }

    @ParameterizedTest
    @ValueSource(ints = {41, 100, 4096, 4136, 10_007})
    void trailerIsBangsMd5OfThePrecedingBytesAndBangs(int length) throws Exception {
        PayloadSource source = new PayloadSource(Clock.system()).reset(PayloadBlock.random(9), length, false, true);
        byte[] body = readAll(source, 13);
        assertThat(body).hasSize(length);
        byte[] md5 = MessageDigest.getInstance("MD5").digest(Arrays.copyOf(body, length - 40));
        String trailer = new String(body, length - 40, 40, StandardCharsets.US_ASCII);
        assertThat(trailer).isEqualTo("!!!!" + HexFormat.of().formatHex(md5) + "!!!!");
        // a second stream() restarts the body identically (for clients that retry)
        assertThat(readAll(source, 4096)).isEqualTo(body);
    }

    @Test
    void smallObjectsCarryNoTrailer() throws IOException {
        byte[] body = readAll(new PayloadSource(Clock.system()).reset(PayloadBlock.zero(), 40, false, true), 64);
        assertThat(body).isEqualTo(new byte[40]);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 7, 40, 41, 1000, 65_536})
    void readSinkVerifiesTheTrailerWhateverTheChunking(int chunk) throws Exception {
        byte[] body = readAll(new PayloadSource(Clock.system()).reset(PayloadBlock.random(1), 5000, false, true), 777);
        ReadSink sink = new ReadSink(Clock.system()).reset(true);
        for (int off = 0; off < body.length; off += chunk) {
            sink.accept(body, off, Math.min(chunk, body.length - off));
        }
        assertThat(sink.bytes()).isEqualTo(5000);
        assertThat(sink.check()).isEqualTo(ReadSink.Check.OK);

        body[10] ^= 1;
        sink.reset(true);
        assertThat(sink.drain(new ByteArrayInputStream(body))).isEqualTo(5000);
        assertThat(sink.check()).isEqualTo(ReadSink.Check.MISMATCH);
    }

    @Test
    void anObjectWithoutTrailerIsReportedAsSuch() throws IOException {
        byte[] body = readAll(new PayloadSource(Clock.system()).reset(PayloadBlock.random(1), 500, false, false), 100);
        ReadSink sink = new ReadSink(Clock.system()).reset(true);
        sink.drain(new ByteArrayInputStream(body));
        assertThat(sink.check()).isEqualTo(ReadSink.Check.NO_TRAILER);
        assertThat(new ReadSink(Clock.system()).reset(false).check()).isEqualTo(ReadSink.Check.NOT_CHECKED);
    }
}
