package io.objbench.core.stats;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import org.HdrHistogram.Histogram;

/**
 * Encodes latency histograms as {@link HistogramCodec#encode} does, byte for byte, but reusing
 * its buffers: HdrHistogram sizes both the target buffer and an intermediate one (cached per
 * histogram instance) for a full counts array, about 190 KB each for our histograms. A histogram
 * of the standard shape ({@link HistogramCodec#newHistogram}) is first added into this encoder's
 * own histogram, whose intermediate buffer is then reused. Not thread-safe: one owner at a time.
 */
public final class HistogramEncoder {

    private final Histogram scratch = HistogramCodec.newHistogram();
    private final ByteBuffer buffer = ByteBuffer.allocate(scratch.getNeededByteBufferCapacity());

    /** Base64 of the compressed encoding of {@code histogram} (which is left unchanged). */
    public String encode(Histogram histogram) {
        if (!standard(histogram)) {
            return HistogramCodec.encodeFresh(histogram);
        }
        scratch.reset();
        scratch.add(histogram);
        buffer.clear();
        int length = scratch.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /**
     * Same class and shape as the scratch histogram: the encoding's header is then the same too
     * (its double conversion ratio is only ever changed inside HdrHistogram's DoubleHistogram).
     */
    private boolean standard(Histogram h) {
        return h.getClass() == Histogram.class
                && h.getLowestDiscernibleValue() == scratch.getLowestDiscernibleValue()
                && h.getHighestTrackableValue() == scratch.getHighestTrackableValue()
                && h.getNumberOfSignificantValueDigits() == scratch.getNumberOfSignificantValueDigits();
    }
}
