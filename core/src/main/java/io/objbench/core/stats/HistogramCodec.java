package io.objbench.core.stats;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * HdrHistogram ⇄ text: the histogram's compressed encoding, base64. This is how latency
 * histograms travel inside JSON and are stored in JSON summaries, so they can be merged exactly
 * later.
 */
public final class HistogramCodec {

    /** Highest trackable latency in microseconds: one hour. Larger values are clamped and flagged. */
    public static final long HIGHEST_MICROS = 3_600_000_000L;
    /** Significant decimal digits kept, as architecture.md requires. */
    public static final int SIGNIFICANT_DIGITS = 3;

    /** Encoders kept for reuse; a few, so concurrent callers rarely build one. */
    private static final ArrayBlockingQueue<HistogramEncoder> ENCODERS = new ArrayBlockingQueue<>(4);

    private HistogramCodec() {
    }

    /** A new empty latency histogram (microseconds, 3 significant digits). */
    public static Histogram newHistogram() {
        return new Histogram(1, HIGHEST_MICROS, SIGNIFICANT_DIGITS);
    }

    /**
     * Encodes a histogram as base64 of its compressed form. Uses a pooled {@link HistogramEncoder}
     * (a few are kept for concurrent callers), so encoding allocates about the text, not two
     * full-size buffers per call.
     */
    public static String encode(Histogram histogram) {
        HistogramEncoder encoder = ENCODERS.poll();
        if (encoder == null) {
            encoder = new HistogramEncoder();
        }
        try {
            return encoder.encode(histogram);
        } finally {
            if (!ENCODERS.offer(encoder)) {
                encoder.close(); // the pool is full: its compressor's native memory goes now
            }
        }
    }

    /** Encodes with buffers of its own (what {@link HistogramEncoder} does for an odd-shaped histogram). */
    static String encodeFresh(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }

    /** Decodes what {@link #encode} produced. */
    public static Histogram decode(String text) {
        try {
            byte[] bytes = Base64.getDecoder().decode(text);
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new IllegalArgumentException("not an encoded latency histogram: " + e.getMessage(), e);
        }
    }
}
