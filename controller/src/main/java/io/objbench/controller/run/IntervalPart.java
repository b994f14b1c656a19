package io.objbench.controller.run;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.HistogramEncoder;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.SizeClass;
import io.objbench.core.stats.SizeClassStats;
import io.objbench.core.stats.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One interval of one mission as the steady window needs it once the stage ended: its length, its
 * successes per second (every sample, rampup included: the series the warm-up is detected on)
 * and the part of it that counts in the measured window, histograms kept compressed (a stage of
 * a thousand intervals would otherwise hold a thousand ~190 KB histograms per operation).
 *
 * @param sequence    the snapshot's sequence, 1-based
 * @param startMicros epoch µs when the interval began
 * @param endMicros   epoch µs when it ended
 * @param throughput  successes of all operations per second of the interval
 * @param window      the in-window part per operation ({@link Snapshot#window}; all of it when the
 *                    driver sent none)
 */
record IntervalPart(long sequence, long startMicros, long endMicros, double throughput, List<Packed> window) {

    IntervalPart {
        window = List.copyOf(window);
    }

    /** The part of {@code s}, its histograms compressed with {@code encoder}. */
    static IntervalPart of(Snapshot s, HistogramEncoder encoder) {
        long successes = 0;
        for (OpStats o : s.ops()) {
            successes += o.successes();
        }
        List<Packed> window = packed(s.window() == null ? s.ops() : s.window(), encoder);
        double seconds = s.seconds();
        return new IntervalPart(s.sequence(), s.startMicros(), s.endMicros(),
                seconds > 0 ? successes / seconds : 0, window);
    }

    /** The operations of {@code ops} that measured something, packed with {@code encoder}. */
    static List<Packed> packed(List<OpStats> ops, HistogramEncoder encoder) {
        List<Packed> out = new ArrayList<>(ops.size());
        for (OpStats o : ops) {
            if (!o.isEmpty() || o.openLoop() || o.unavailable() != 0) {
                out.add(Packed.of(o, encoder));
            }
        }
        return out;
    }

    /** Interval length in seconds. */
    double seconds() {
        return (endMicros - startMicros) / 1e6;
    }

    /**
     * An {@link OpStats} with its histograms compressed ({@link HistogramCodec#encode}); the
     * fields are {@link OpStats}'s, {@code classes} its size classes each packed alike (or null).
     */
    record Packed(String opId, String opName, String opType, String sampleType, long successes, long failures,
                  long bytes, long responseNanosSum, long processingNanosSum, Map<ErrorKind, Long> errors,
                  String histogram, long firstStartMicros, long lastEndMicros, String service, String lag,
                  String firstByte, long unavailable, List<PackedClass> classes) {

        static Packed of(OpStats o, HistogramEncoder encoder) {
            return new Packed(o.opId(), o.opName(), o.opType(), o.sampleType(), o.successes(), o.failures(),
                    o.bytes(), o.responseNanosSum(), o.processingNanosSum(), Map.copyOf(o.errors()),
                    encoder.encode(o.responseHistogram()), o.firstStartMicros(), o.lastEndMicros(),
                    o.openLoop() ? encoder.encode(o.serviceHistogram()) : null,
                    o.openLoop() ? encoder.encode(o.lagHistogram()) : null,
                    o.hasFirstByte() ? encoder.encode(o.firstByteHistogram()) : null, o.unavailable(),
                    o.hasClasses() ? o.classes().stream()
                            .map(c -> new PackedClass(c.sizeClass(), Packed.of(c.stats(), encoder))).toList() : null);
        }

        /** The measurement, histograms decoded anew. */
        OpStats unpack() {
            return new OpStats(opId, opName, opType, sampleType, successes, failures, bytes, responseNanosSum,
                    processingNanosSum, errors, HistogramCodec.decode(histogram), firstStartMicros, lastEndMicros,
                    service == null ? null : HistogramCodec.decode(service),
                    lag == null ? null : HistogramCodec.decode(lag),
                    firstByte == null ? null : HistogramCodec.decode(firstByte), unavailable,
                    classes == null ? null : classes.stream()
                            .map(c -> new SizeClassStats(c.sizeClass(), c.stats().unpack())).toList());
        }
    }

    /** One size class of a {@link Packed} operation. */
    record PackedClass(SizeClass sizeClass, Packed stats) {
    }
}
