package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.InputStream;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SliceStreamTest {

    private static byte[] body(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) i;
        }
        return b;
    }

    @Test
    void yieldsExactlyItsSliceEvenWhenSkipDoesNothing() throws Exception {
        byte[] all = body(1000);
        InputStream noSkip = new FilterInputStream(new ByteArrayInputStream(all)) {
            @Override
            public long skip(long n) {
                return 0;
            }
        };
        try (SliceStream slice = new SliceStream(noSkip, 300, 250)) {
            assertThat(slice.readAllBytes()).isEqualTo(Arrays.copyOfRange(all, 300, 550));
        }
        try (SliceStream last = new SliceStream(new ByteArrayInputStream(all), 900, 100)) {
            assertThat(last.read()).isEqualTo(900 & 0xff);
            assertThat(last.readAllBytes()).hasSize(99);
            assertThat(last.read()).isEqualTo(-1);
        }
    }
}
