package io.objbench.core.stats;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.objbench.api.ErrorKind;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import org.HdrHistogram.Histogram;

/**
 * What was measured for one operation over some period (an interval snapshot, or a whole
 * window), on one driver or merged over several. Mergeable exactly with {@link #plus}: counts,
 * bytes and sums added, histograms added bucket by bucket, time bounds widened. Never mutated
 * after construction (the histogram included).
 *
 * @param opId               stage-wide operation id ({@code op1})
 * @param opName             display name
 * @param opType             operation type ({@code read}, {@code prepare}, …)
 * @param sampleType         what samples count as ({@code read}, {@code write}, {@code delete}, …)
 * @param successes          successful operations
 * @param failures           failed operations (= sum of {@code errors})
 * @param bytes              bytes moved by successful operations
 * @param responseNanosSum   sum of response times of successes, ns (exact average)
 * @param processingNanosSum sum of processing times (to first byte) of successes, ns
 * @param errors             failures per kind
 * @param responseHistogram  response times of successes, µs; for an open-loop operation from
 *                           its intended start (completion − intended start: what the COSBench
 *                           columns carry)
 * @param firstStartMicros   epoch µs of the earliest op start counted, {@code Long.MAX_VALUE} if none
 * @param lastEndMicros      epoch µs of the latest op end counted, {@code Long.MIN_VALUE} if none
 * @param serviceHistogram   open loop only (objbench extension): service times of successes,
 *                           completion − actual start, µs; {@code null} for closed loop, and then
 *                           absent from the JSON, so closed-loop JSON is as before (and
 *                           an absent field reads as null: no reader needs a setting for it)
 * @param lagHistogram       open loop only: schedule lags of successes, actual − intended start,
 *                           µs; {@code null} exactly when {@code serviceHistogram} is
 * @param firstByteHistogram reads only (objbench extension): times to first byte of successes,
 *                           op start (the actual start, open loop too) → first byte of the
 *                           response, µs: the distribution whose mean is Avg-ProcTime
 *                           ({@code processingNanosSum}); {@code null} for other operations, and
 *                           then absent from the JSON, as the open-loop fields (docs/metrics.md)
 * @param unavailable        turns of an operation on a confirmed-object inventory that found no
 *                           object and so sent nothing to storage (objbench extension): neither
 *                           successes nor failures; absent from the JSON when 0
 * @param classes            objbench extension: the same figures per size class when the
 *                           operation's sizes come from {@code h(…)}, one per bucket in the
 *                           selector's order (docs/metrics.md, "Results per size class");
 *                           {@code null} otherwise, and then absent from the JSON
 */
public record OpStats(String opId, String opName, String opType, String sampleType,
                      long successes, long failures, long bytes,
                      long responseNanosSum, long processingNanosSum,
                      Map<ErrorKind, Long> errors,
                      @JsonSerialize(using = HistogramJson.Serializer.class)
                      @JsonDeserialize(using = HistogramJson.Deserializer.class)
                      Histogram responseHistogram,
                      long firstStartMicros, long lastEndMicros,
                      @JsonInclude(JsonInclude.Include.NON_NULL)
                      @JsonSerialize(using = HistogramJson.Serializer.class)
                      @JsonDeserialize(using = HistogramJson.Deserializer.class)
                      Histogram serviceHistogram,
                      @JsonInclude(JsonInclude.Include.NON_NULL)
                      @JsonSerialize(using = HistogramJson.Serializer.class)
                      @JsonDeserialize(using = HistogramJson.Deserializer.class)
                      Histogram lagHistogram,
                      @JsonInclude(JsonInclude.Include.NON_NULL)
                      @JsonSerialize(using = HistogramJson.Serializer.class)
                      @JsonDeserialize(using = HistogramJson.Deserializer.class)
                      Histogram firstByteHistogram,
                      @JsonInclude(JsonInclude.Include.NON_DEFAULT)
                      long unavailable,
                      @JsonInclude(JsonInclude.Include.NON_NULL)
                      java.util.List<SizeClassStats> classes) {

    public OpStats {
        Objects.requireNonNull(opId, "opId");
        Objects.requireNonNull(opName, "opName");
        Objects.requireNonNull(opType, "opType");
        Objects.requireNonNull(sampleType, "sampleType");
        EnumMap<ErrorKind, Long> copy = new EnumMap<>(ErrorKind.class);
        if (errors != null) {
            errors.forEach((k, v) -> {
                if (v != null && v != 0) {
                    copy.put(k, v);
                }
            });
        }
        errors = java.util.Collections.unmodifiableMap(copy);
        Objects.requireNonNull(responseHistogram, "responseHistogram");
        if (unavailable < 0) {
            throw new IllegalArgumentException(opId + ": unavailable " + unavailable + " < 0");
        }
        if ((serviceHistogram == null) != (lagHistogram == null)) {
            throw new IllegalArgumentException(opId + ": serviceHistogram and lagHistogram go together"
                    + " (both for open loop, neither for closed loop)");
        }
        if (classes != null) {
            classes = java.util.List.copyOf(classes);
        }
    }

    /** A measurement without per-size-class results. */
    public OpStats(String opId, String opName, String opType, String sampleType,
                   long successes, long failures, long bytes,
                   long responseNanosSum, long processingNanosSum,
                   Map<ErrorKind, Long> errors, Histogram responseHistogram,
                   long firstStartMicros, long lastEndMicros, Histogram serviceHistogram, Histogram lagHistogram,
                   Histogram firstByteHistogram, long unavailable) {
        this(opId, opName, opType, sampleType, successes, failures, bytes, responseNanosSum, processingNanosSum,
                errors, responseHistogram, firstStartMicros, lastEndMicros, serviceHistogram, lagHistogram,
                firstByteHistogram, unavailable, null);
    }

    /** A measurement without a first-byte histogram or unavailable turns (open loop with service and lag, or closed loop with neither). */
    public OpStats(String opId, String opName, String opType, String sampleType,
                   long successes, long failures, long bytes,
                   long responseNanosSum, long processingNanosSum,
                   Map<ErrorKind, Long> errors, Histogram responseHistogram,
                   long firstStartMicros, long lastEndMicros, Histogram serviceHistogram, Histogram lagHistogram) {
        this(opId, opName, opType, sampleType, successes, failures, bytes, responseNanosSum, processingNanosSum,
                errors, responseHistogram, firstStartMicros, lastEndMicros, serviceHistogram, lagHistogram, null, 0);
    }

    /** A closed-loop measurement: no service, lag or first-byte histogram, no unavailable turn. */
    public OpStats(String opId, String opName, String opType, String sampleType,
                   long successes, long failures, long bytes,
                   long responseNanosSum, long processingNanosSum,
                   Map<ErrorKind, Long> errors, Histogram responseHistogram,
                   long firstStartMicros, long lastEndMicros) {
        this(opId, opName, opType, sampleType, successes, failures, bytes, responseNanosSum, processingNanosSum,
                errors, responseHistogram, firstStartMicros, lastEndMicros, null, null, null, 0);
    }

    /** This measurement with {@code firstByte} (µs) as its first-byte histogram ({@code null}: none). */
    public OpStats withFirstByte(Histogram firstByte) {
        return new OpStats(opId, opName, opType, sampleType, successes, failures, bytes, responseNanosSum,
                processingNanosSum, errors, responseHistogram, firstStartMicros, lastEndMicros, serviceHistogram,
                lagHistogram, firstByte, unavailable, classes);
    }

    /** This measurement with {@code perClass} as its per-size-class results ({@code null}: none). */
    public OpStats withClasses(java.util.List<SizeClassStats> perClass) {
        return new OpStats(opId, opName, opType, sampleType, successes, failures, bytes, responseNanosSum,
                processingNanosSum, errors, responseHistogram, firstStartMicros, lastEndMicros, serviceHistogram,
                lagHistogram, firstByteHistogram, unavailable, perClass);
    }

    /** True when this carries per-size-class results (sizes from {@code h(…)}). */
    @JsonIgnore
    public boolean hasClasses() {
        return classes != null;
    }

    /** True when this carries a first-byte histogram (a read). */
    @JsonIgnore
    public boolean hasFirstByte() {
        return firstByteHistogram != null;
    }

    /** True when this measures an open-loop operation (it has service and lag histograms). */
    @JsonIgnore
    public boolean openLoop() {
        return lagHistogram != null;
    }

    /** Nothing measured yet for this operation: the identity of {@link #plus}. */
    public static OpStats empty(String opId, String opName, String opType, String sampleType) {
        return new OpStats(opId, opName, opType, sampleType, 0, 0, 0, 0, 0, Map.of(),
                HistogramCodec.newHistogram(), Long.MAX_VALUE, Long.MIN_VALUE);
    }

    /** Total operations attempted. */
    public long total() {
        return successes + failures;
    }

    /** True when nothing was attempted. */
    @JsonIgnore
    public boolean isEmpty() {
        return total() == 0;
    }

    /**
     * The exact merge of two measurements of the same operation (same id); {@code this} and
     * {@code other} are unchanged.
     */
    public OpStats plus(OpStats other) {
        if (!opId.equals(other.opId)) {
            throw new IllegalArgumentException("cannot merge " + opId + " with " + other.opId);
        }
        Histogram merged = responseHistogram.copy();
        merged.add(other.responseHistogram);
        // open loop on either side: the other side's missing histograms count as empty (an
        // identity such as empty() carries none)
        Histogram service = null;
        Histogram lag = null;
        if (openLoop() || other.openLoop()) {
            service = sumOf(serviceHistogram, other.serviceHistogram);
            lag = sumOf(lagHistogram, other.lagHistogram);
        }
        // likewise a first-byte histogram on either side makes the sum carry one
        Histogram firstByte = hasFirstByte() || other.hasFirstByte()
                ? sumOf(firstByteHistogram, other.firstByteHistogram) : null;
        EnumMap<ErrorKind, Long> errs = new EnumMap<>(ErrorKind.class);
        errs.putAll(errors);
        other.errors.forEach((k, v) -> errs.merge(k, v, Long::sum));
        return new OpStats(opId, opName, opType, sampleType,
                successes + other.successes, failures + other.failures, bytes + other.bytes,
                responseNanosSum + other.responseNanosSum, processingNanosSum + other.processingNanosSum,
                errs, merged,
                Math.min(firstStartMicros, other.firstStartMicros), Math.max(lastEndMicros, other.lastEndMicros),
                service, lag, firstByte, unavailable + other.unavailable,
                SizeClassStats.merge(classes, other.classes));
    }

    private static Histogram sumOf(Histogram a, Histogram b) {
        Histogram sum = HistogramCodec.newHistogram();
        if (a != null) {
            sum.add(a);
        }
        if (b != null) {
            sum.add(b);
        }
        return sum;
    }
}
