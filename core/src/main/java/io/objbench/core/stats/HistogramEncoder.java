package io.objbench.core.stats;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.Deflater;
import org.HdrHistogram.Histogram;

/**
 * Encodes latency histograms as {@link HistogramCodec#encode} does, byte for byte, with buffers
 * and a compressor of its own, reused: HdrHistogram's compressed encoding sizes an intermediate
 * buffer for a full counts array (about 190 KB for our histograms, cached per histogram instance)
 * and starts a new zlib compressor on every call. Here the histogram writes its uncompressed
 * encoding (which covers its counts only up to its highest recorded value) into this encoder's
 * buffer, and one {@link Deflater} at HdrHistogram's level compresses it into the compressed
 * form's frame (cookie, compressed length, deflated bytes). Not thread-safe: one owner at a time.
 */
public final class HistogramEncoder {

    /** The compressed form's first word for our histograms' word size, as HdrHistogram writes it. */
    private static final int COMPRESSED_COOKIE = compressedCookie();
    private static final int FRAME = 8; // the cookie, then the compressed length

    private final ByteBuffer uncompressed = ByteBuffer.allocate(HistogramCodec.newHistogram().getNeededByteBufferCapacity());
    private final byte[] compressed = new byte[FRAME + uncompressed.capacity() + uncompressed.capacity() / 100 + 64];
    private final Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);

    /** Base64 of the compressed encoding of {@code histogram} (which is left unchanged). */
    public String encode(Histogram histogram) {
        if (!standard(histogram)) {
            return HistogramCodec.encodeFresh(histogram);
        }
        uncompressed.clear();
        int length = histogram.encodeIntoByteBuffer(uncompressed);
        deflater.reset();
        deflater.setInput(uncompressed.array(), 0, length);
        deflater.finish();
        int deflated = deflater.deflate(compressed, FRAME, compressed.length - FRAME);
        if (!deflater.finished()) {
            return HistogramCodec.encodeFresh(histogram); // cannot happen: the buffer exceeds zlib's bound
        }
        ByteBuffer frame = ByteBuffer.wrap(compressed);
        frame.putInt(0, COMPRESSED_COOKIE);
        frame.putInt(4, deflated);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(compressed, FRAME + deflated));
    }

    /** Releases the compressor's native memory; the encoder is not used after this. */
    public void close() {
        deflater.end();
    }

    /**
     * Same class and shape as {@link HistogramCodec#newHistogram}: its encoding's word size and
     * header are those the frame is written for, and the buffers fit it.
     */
    private static boolean standard(Histogram h) {
        return h.getClass() == Histogram.class
                && h.getLowestDiscernibleValue() == 1
                && h.getHighestTrackableValue() == HistogramCodec.HIGHEST_MICROS
                && h.getNumberOfSignificantValueDigits() == HistogramCodec.SIGNIFICANT_DIGITS;
    }

    private static int compressedCookie() {
        Histogram h = HistogramCodec.newHistogram();
        ByteBuffer b = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        h.encodeIntoCompressedByteBuffer(b);
        return b.getInt(0);
    }
}
