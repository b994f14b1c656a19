package io.objbench.core.stats;

import io.objbench.api.ErrorKind;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;

/**
 * A running, reusable sum of {@link OpStats} of one operation: the same exact merge as
 * {@link OpStats#plus}, but into one histogram owned by the sum instead of a new ~190 KB copy per
 * merge. Merging N measurements thus allocates nothing; {@link #toOpStats} copies the histogram
 * once, and {@link #reset} makes the sum ready for the next period. Not thread-safe: one owner.
 * Open loop: the service and lag histograms are summed the same way, allocated when the first
 * open-loop measurement is added and kept over {@link #reset}; the sum is open loop (its
 * {@link #toOpStats} carries them) once such a measurement was added since the last reset.
 * The first-byte histogram of a read is summed likewise ({@link #addFirstByte}). Per-size-class
 * results ({@link OpStats#classes}) are summed class by class into sums of their own, made when
 * the first measurement with classes is added (or by {@link #withClasses}) and kept over
 * {@link #reset}; the sum carries classes once such a measurement was added since the last reset.
 */
public final class OpStatsSum {

    private static final ErrorKind[] KINDS = ErrorKind.values();

    private final String opId;
    private final String opName;
    private final String opType;
    private final String sampleType;
    private final Histogram histogram = HistogramCodec.newHistogram();
    private final long[] errors = new long[KINDS.length];
    private long successes;
    private long failures;
    private long bytes;
    private long responseNanosSum;
    private long processingNanosSum;
    private long firstStartMicros = Long.MAX_VALUE;
    private long lastEndMicros = Long.MIN_VALUE;
    private boolean added;
    private Histogram service;
    private Histogram lag;
    private boolean openLoop;
    private long unavailable;
    private Histogram firstByte;
    private boolean hasFirstByte;
    // per size class (null when the operation has none): the classes and a sum for each
    private java.util.List<SizeClass> classes;
    private OpStatsSum[] classSums;
    private boolean hasClasses;

    /** An empty sum for the operation {@code opId}. */
    public OpStatsSum(String opId, String opName, String opType, String sampleType) {
        this.opId = opId;
        this.opName = opName;
        this.opType = opType;
        this.sampleType = sampleType;
    }

    /** An empty sum for the operation {@code s} measures. */
    public static OpStatsSum like(OpStats s) {
        return new OpStatsSum(s.opId(), s.opName(), s.opType(), s.sampleType());
    }

    /** Adds {@code s} (same operation id) exactly, as {@link OpStats#plus} would. */
    public void add(OpStats s) {
        if (!opId.equals(s.opId())) {
            throw new IllegalArgumentException("cannot merge " + opId + " with " + s.opId());
        }
        s.errors().forEach((kind, n) -> errors[kind.ordinal()] += n);
        add(s.successes(), s.failures(), s.bytes(), s.responseNanosSum(), s.processingNanosSum(),
                s.responseHistogram(), s.firstStartMicros(), s.lastEndMicros());
        if (s.openLoop()) {
            addOpenLoop(s.serviceHistogram(), s.lagHistogram());
        }
        if (s.hasFirstByte()) {
            addFirstByte(s.firstByteHistogram());
        }
        unavailable += s.unavailable();
        if (s.hasClasses()) {
            java.util.List<SizeClassStats> perClass = s.classes();
            withClasses(perClass.stream().map(SizeClassStats::sizeClass).toList());
            for (int i = 0; i < perClass.size(); i++) {
                classSums[i].add(perClass.get(i).stats());
            }
        }
    }

    /**
     * Makes this sum keep per-size-class results for {@code sizeClasses} (their sums allocated
     * once, here) and carry them in {@link #toOpStats} from now until the next {@link #reset},
     * even when nothing is added to them. Again with the same classes: only the latter.
     *
     * @throws IllegalArgumentException when the sum already keeps other classes
     */
    public OpStatsSum withClasses(java.util.List<SizeClass> sizeClasses) {
        if (classes == null) {
            classes = java.util.List.copyOf(sizeClasses);
            classSums = new OpStatsSum[classes.size()];
            for (int i = 0; i < classSums.length; i++) {
                classSums[i] = new OpStatsSum(opId, opName, opType, sampleType);
            }
        } else if (!classes.equals(sizeClasses)) {
            throw new IllegalArgumentException(opId + ": cannot sum size classes " + sizeClasses + " into " + classes);
        }
        hasClasses = true;
        return this;
    }

    /** The sum of size class {@code index} (of {@link #withClasses}): add to it, do not keep it. */
    public OpStatsSum classSum(int index) {
        return classSums[index];
    }

    /** Adds {@code n} turns that found their inventory empty ({@link OpStats#unavailable}). */
    public void addUnavailable(long n) {
        unavailable += n;
    }

    /** Turns that found their inventory empty, sent to no storage. */
    public long unavailable() {
        return unavailable;
    }

    /**
     * Adds a read's first-byte histogram (µs; left unchanged) bucket by bucket, and makes the sum
     * carry one (even when {@code firstByteHistogram} is empty: the operation has a first byte).
     */
    public void addFirstByte(AbstractHistogram firstByteHistogram) {
        if (firstByte == null) {
            firstByte = HistogramCodec.newHistogram();
        }
        if (firstByteHistogram.getTotalCount() != 0) {
            firstByte.add(firstByteHistogram);
        }
        hasFirstByte = true;
    }

    /**
     * Adds an open-loop measurement's service and lag histograms (µs; left unchanged), bucket by
     * bucket, and makes the sum open loop. The response histogram and the counts go through
     * {@link #add(long, long, long, long, long, AbstractHistogram, long, long)} as for closed loop.
     */
    public void addOpenLoop(AbstractHistogram serviceHistogram, AbstractHistogram lagHistogram) {
        if (service == null) {
            service = HistogramCodec.newHistogram();
            lag = HistogramCodec.newHistogram();
        }
        if (serviceHistogram.getTotalCount() != 0) {
            service.add(serviceHistogram);
        }
        if (lagHistogram.getTotalCount() != 0) {
            lag.add(lagHistogram);
        }
        openLoop = true;
    }

    /**
     * Adds raw values (failures per kind go to {@link #addErrors}); {@code histogram} is added
     * bucket by bucket and left unchanged.
     */
    public void add(long successes, long failures, long bytes, long responseNanosSum, long processingNanosSum,
                    AbstractHistogram histogram, long firstStartMicros, long lastEndMicros) {
        this.successes += successes;
        this.failures += failures;
        this.bytes += bytes;
        this.responseNanosSum += responseNanosSum;
        this.processingNanosSum += processingNanosSum;
        if (histogram.getTotalCount() != 0) {
            this.histogram.add(histogram);
        }
        this.firstStartMicros = Math.min(this.firstStartMicros, firstStartMicros);
        this.lastEndMicros = Math.max(this.lastEndMicros, lastEndMicros);
        added = true;
    }

    /** Adds {@code n} failures of {@code kind} to the per-kind counts (not to {@link #failures}). */
    public void addErrors(ErrorKind kind, long n) {
        errors[kind.ordinal()] += n;
    }

    /** Back to empty; the histogram is kept (cleared), so the next period allocates nothing. */
    public void reset() {
        histogram.reset();
        if (service != null) {
            service.reset();
            lag.reset();
        }
        openLoop = false;
        unavailable = 0;
        if (firstByte != null) {
            firstByte.reset();
        }
        hasFirstByte = false;
        if (classSums != null) {
            for (OpStatsSum c : classSums) {
                c.reset();
            }
        }
        hasClasses = false;
        java.util.Arrays.fill(errors, 0);
        successes = 0;
        failures = 0;
        bytes = 0;
        responseNanosSum = 0;
        processingNanosSum = 0;
        firstStartMicros = Long.MAX_VALUE;
        lastEndMicros = Long.MIN_VALUE;
        added = false;
    }

    /** The sum as an immutable {@link OpStats} (its histogram a copy: the sum goes on changing). */
    public OpStats toOpStats() {
        Histogram copy = HistogramCodec.newHistogram();
        copy.add(histogram);
        return new OpStats(opId, opName, opType, sampleType, successes, failures, bytes, responseNanosSum,
                processingNanosSum, errors(), copy, firstStartMicros, lastEndMicros,
                openLoop ? copyOf(service) : null, openLoop ? copyOf(lag) : null,
                hasFirstByte ? copyOf(firstByte) : null, unavailable, hasClasses ? classStats() : null);
    }

    private java.util.List<SizeClassStats> classStats() {
        java.util.List<SizeClassStats> out = new java.util.ArrayList<>(classSums.length);
        for (int i = 0; i < classSums.length; i++) {
            out.add(new SizeClassStats(classes.get(i), classSums[i].toOpStats()));
        }
        return out;
    }

    private static Histogram copyOf(Histogram h) {
        Histogram copy = HistogramCodec.newHistogram();
        copy.add(h);
        return copy;
    }

    /** True once anything was added since the last {@link #reset} (even a measurement of nothing). */
    public boolean added() {
        return added;
    }

    public String opId() {
        return opId;
    }

    public String opName() {
        return opName;
    }

    public long successes() {
        return successes;
    }

    public long failures() {
        return failures;
    }

    /** Successes and failures. */
    public long total() {
        return successes + failures;
    }

    public long bytes() {
        return bytes;
    }

    public long responseNanosSum() {
        return responseNanosSum;
    }

    public long processingNanosSum() {
        return processingNanosSum;
    }

    public long firstStartMicros() {
        return firstStartMicros;
    }

    public long lastEndMicros() {
        return lastEndMicros;
    }

    /** Failures per kind (a new map). */
    public Map<ErrorKind, Long> errors() {
        Map<ErrorKind, Long> map = new EnumMap<>(ErrorKind.class);
        for (ErrorKind kind : KINDS) {
            if (errors[kind.ordinal()] != 0) {
                map.put(kind, errors[kind.ordinal()]);
            }
        }
        return map;
    }

    /** The sum's own histogram (µs): read it, do not change or keep it; it is reused after {@link #reset}. */
    public Histogram histogram() {
        return histogram;
    }

    /** True once an open-loop measurement was added since the last {@link #reset}. */
    public boolean openLoop() {
        return openLoop;
    }

    /** The sum's own service-time histogram (µs), {@code null} unless {@link #openLoop}; read only, as {@link #histogram}. */
    public Histogram serviceHistogram() {
        return openLoop ? service : null;
    }

    /** The sum's own schedule-lag histogram (µs), {@code null} unless {@link #openLoop}; read only. */
    public Histogram lagHistogram() {
        return openLoop ? lag : null;
    }

    /** True once a first-byte histogram was added since the last {@link #reset}. */
    public boolean hasFirstByte() {
        return hasFirstByte;
    }

    /** The sum's own first-byte histogram (µs), {@code null} unless {@link #hasFirstByte}; read only. */
    public Histogram firstByteHistogram() {
        return hasFirstByte ? firstByte : null;
    }
}
