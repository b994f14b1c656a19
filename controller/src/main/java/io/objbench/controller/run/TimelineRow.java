package io.objbench.controller.run;

import io.objbench.api.ErrorKind;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.HistogramEncoder;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.OpStatsSum;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One merged row of a stage's time series: what every mission of the stage measured since the
 * previous row, per operation (all of the stage's operations, in op id order).
 *
 * @param at          controller time of the row
 * @param startMicros earliest start of the snapshots merged (epoch µs)
 * @param endMicros   latest end of the snapshots merged (epoch µs)
 * @param ops         per operation: the exact merge and the summed per-mission rates
 * @param minVersion  lowest snapshot sequence merged (COSBench's Min-Version)
 * @param version     the row number, 1-based
 * @param maxVersion  highest snapshot sequence merged
 * @param drivers     the same interval per driver and operation (for the live per-driver view);
 *                    empty when the missions' drivers are not known
 */
public record TimelineRow(Instant at, long startMicros, long endMicros, List<RowOp> ops,
                          long minVersion, long version, long maxVersion, List<DriverOp> drivers) {

    public TimelineRow {
        ops = List.copyOf(ops);
        drivers = List.copyOf(drivers);
    }

    /** A row without a per-driver breakdown. */
    public TimelineRow(Instant at, long startMicros, long endMicros, List<RowOp> ops,
                       long minVersion, long version, long maxVersion) {
        this(at, startMicros, endMicros, ops, minVersion, version, maxVersion, List.of());
    }

    /**
     * One operation on one driver during the row's interval.
     *
     * @param driver     the driver's name
     * @param opId       the operation
     * @param successes  successful operations
     * @param failures   failed operations
     * @param throughput successes per second of that driver's missions' intervals
     * @param bandwidth  bytes per second likewise
     * @param p99Ms      99th percentile response time of the interval on that driver, NaN without successes
     */
    public record DriverOp(String driver, String opId, long successes, long failures, double throughput,
                           double bandwidth, double p99Ms) {
    }

    /**
     * One operation of a row: the exact merge over missions, its histogram kept compressed (a
     * long run has thousands of rows; a full latency histogram is ~190 KB, compressed a few
     * hundred bytes), and the rates.
     *
     * @param opId               the operation
     * @param successes          successful operations
     * @param failures           failed operations
     * @param bytes              bytes of successes
     * @param responseNanosSum   sum of response times of successes, ns
     * @param processingNanosSum sum of processing times of successes, ns
     * @param errors             failures by kind
     * @param encodedHistogram   response times of successes (µs), as {@link HistogramCodec#encode}
     * @param throughput         sum over missions of successes / that mission's interval seconds
     * @param bandwidth          sum over missions of bytes / that mission's interval seconds
     * @param encodedService     open loop: service times of successes (µs), encoded; {@code null} for closed loop
     * @param encodedLag         open loop: schedule lags of successes (µs), encoded; {@code null} for closed loop
     * @param targetRate         open loop: the operation's target, operations per second (the work's
     *                           rate × the operation's ratio); 0 for closed loop
     * @param achievedRate       operations started (successes and failures) per second, summed
     *                           over missions like {@code throughput}
     * @param encodedFirstByte   a read: times to first byte of successes (µs), encoded; {@code null}
     *                           for other operations (and rows of drivers that sent none)
     */
    public record RowOp(String opId, long successes, long failures, long bytes, long responseNanosSum,
                        long processingNanosSum, Map<ErrorKind, Long> errors, String encodedHistogram,
                        double throughput, double bandwidth, String encodedService, String encodedLag,
                        double targetRate, double achievedRate, String encodedFirstByte) {

        public RowOp {
            errors = Map.copyOf(errors);
        }

        /** A closed-loop row entry (no open-loop histograms, no target). */
        public RowOp(String opId, long successes, long failures, long bytes, long responseNanosSum,
                     long processingNanosSum, Map<ErrorKind, Long> errors, String encodedHistogram,
                     double throughput, double bandwidth) {
            this(opId, successes, failures, bytes, responseNanosSum, processingNanosSum, errors, encodedHistogram,
                    throughput, bandwidth, null, null, 0, Double.NaN, null);
        }

        /** The row entry of a merged measurement with its rates (closed loop: no target). */
        public static RowOp of(OpStats s, double throughput, double bandwidth) {
            return of(s, throughput, bandwidth, 0, Double.NaN);
        }

        /** The row entry of a merged measurement with its rates and, open loop, its target and achieved rate. */
        public static RowOp of(OpStats s, double throughput, double bandwidth, double targetRate, double achievedRate) {
            return new RowOp(s.opId(), s.successes(), s.failures(), s.bytes(), s.responseNanosSum(),
                    s.processingNanosSum(), s.errors(), HistogramCodec.encode(s.responseHistogram()),
                    throughput, bandwidth,
                    s.openLoop() ? HistogramCodec.encode(s.serviceHistogram()) : null,
                    s.openLoop() ? HistogramCodec.encode(s.lagHistogram()) : null, targetRate, achievedRate,
                    s.hasFirstByte() ? HistogramCodec.encode(s.firstByteHistogram()) : null);
        }

        /** The row entry of a running sum with its rates, its histograms encoded with {@code encoder}. */
        public static RowOp of(OpStatsSum s, HistogramEncoder encoder, double throughput, double bandwidth,
                               double targetRate, double achievedRate) {
            return new RowOp(s.opId(), s.successes(), s.failures(), s.bytes(), s.responseNanosSum(),
                    s.processingNanosSum(), s.errors(), encoder.encode(s.histogram()), throughput, bandwidth,
                    s.openLoop() ? encoder.encode(s.serviceHistogram()) : null,
                    s.openLoop() ? encoder.encode(s.lagHistogram()) : null, targetRate, achievedRate,
                    s.hasFirstByte() ? encoder.encode(s.firstByteHistogram()) : null);
        }

        /** True when the operation ran open loop in this row (it has service and lag histograms). */
        public boolean openLoop() {
            return encodedLag != null;
        }

        /** The service-time histogram (µs), decoded anew; {@code null} for closed loop. */
        public Histogram serviceHistogram() {
            return encodedService == null ? null : HistogramCodec.decode(encodedService);
        }

        /** The schedule-lag histogram (µs), decoded anew; {@code null} for closed loop. */
        public Histogram lagHistogram() {
            return encodedLag == null ? null : HistogramCodec.decode(encodedLag);
        }

        /** True when the row carries the operation's times to first byte (a read). */
        public boolean hasFirstByte() {
            return encodedFirstByte != null;
        }

        /** The first-byte histogram (µs), decoded anew; {@code null} without one. */
        public Histogram firstByteHistogram() {
            return encodedFirstByte == null ? null : HistogramCodec.decode(encodedFirstByte);
        }

        /** Attempts: successes and failures. */
        public long total() {
            return successes + failures;
        }

        /** Mean response time of successes in ms, NaN without successes. */
        public double avgResponseMs() {
            return successes == 0 ? Double.NaN : responseNanosSum / 1e6 / successes;
        }

        /** Mean processing time of successes in ms, NaN without successes. */
        public double avgProcessingMs() {
            return successes == 0 ? Double.NaN : processingNanosSum / 1e6 / successes;
        }

        /** Successes over attempts, NaN without attempts. */
        public double successRatio() {
            return total() == 0 ? Double.NaN : (double) successes / total();
        }

        /** The response-time histogram (µs), decoded anew on every call. */
        public Histogram histogram() {
            return HistogramCodec.decode(encodedHistogram);
        }
    }
}
