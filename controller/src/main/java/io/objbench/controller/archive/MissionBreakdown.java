package io.objbench.controller.archive;

import io.objbench.controller.run.MissionLog;
import io.objbench.controller.run.StageResult;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpMetrics;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Percentiles;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The per-driver side of the JSON summary: each mission of a stage and, per operation, what that
 * mission alone measured in its own window. The merged numbers next to them must equal their sum
 * and the merged histogram their union, which lets anyone check that the merge is exact.
 */
public final class MissionBreakdown {

    private MissionBreakdown() {
    }

    /** A mission of a stage: where it ran and how it ended; window instants ISO-8601, empty when nothing ran. */
    public record MissionJson(String missionId, String driver, int workIndex, String state, String message,
                       String windowStart, String windowEnd, double windowSeconds) {
    }

    /**
     * One mission's share of an operation, same units as {@link JsonSummary.OpJson}; throughput and
     * bandwidth over the mission's own window. An open-loop operation's part also carries its
     * encoded {@code serviceHistogram} and {@code lagHistogram} (absent for closed loop), whose
     * unions are the merged ones; a read's part its {@code firstByteHistogram} likewise.
     */
    public record OpPartJson(String missionId, String driver, long opCount, long failures, long byteCount,
                      Double avgResTimeMs, Double avgProcTimeMs, Double throughput, Double bandwidth,
                      Double successRatio, Double windowSeconds, Map<String, Double> percentilesMs,
                      Map<String, Long> errors, String histogram,
                      @com.fasterxml.jackson.annotation.JsonInclude(
                              com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) String serviceHistogram,
                      @com.fasterxml.jackson.annotation.JsonInclude(
                              com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) String lagHistogram,
                      @com.fasterxml.jackson.annotation.JsonInclude(
                              com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) String firstByteHistogram) {
    }

    /** Every mission of the stage, in the order the stage recorded them. */
    static List<MissionJson> missions(StageResult stage) {
        List<MissionJson> out = new ArrayList<>();
        for (MissionLog m : stage.missions()) {
            var r = m.report();
            boolean ran = r.windowEndMicros() > r.windowStartMicros();
            out.add(new MissionJson(r.missionId(), m.driverName(), m.workIndex(),
                    r.state().name().toLowerCase(java.util.Locale.ROOT), r.message(),
                    ran ? instant(r.windowStartMicros()) : "", ran ? instant(r.windowEndMicros()) : "",
                    r.windowSeconds()));
        }
        return out;
    }

    /** Each mission's measurement of {@code op} (missions of other works are skipped). */
    static List<OpPartJson> parts(StageResult stage, ReportedOp op) {
        List<OpPartJson> out = new ArrayList<>();
        for (MissionLog m : stage.missions()) {
            if (m.workIndex() != op.work().workIndex()) {
                continue;
            }
            OpStats s = m.report().ops().stream().filter(o -> o.opId().equals(op.operation().id())).findFirst()
                    .orElseGet(() -> OpStats.empty(op.operation().id(), op.operation().name(),
                            op.operation().type(), op.operation().sampleType()));
            out.add(part(m, s, op.hasPercentiles()));
        }
        return out;
    }

    private static OpPartJson part(MissionLog m, OpStats s, boolean percentiles) {
        OpMetrics metrics = OpMetrics.of(s, m.report().windowSeconds());
        Map<String, Double> pct = new LinkedHashMap<>();
        for (double p : Percentiles.REPORTED) {
            pct.put(Percentiles.label(p), percentiles ? JsonSummary.num(metrics.percentileMs(p)) : null);
        }
        Map<String, Long> errors = new LinkedHashMap<>();
        s.errors().forEach((k, v) -> errors.put(k.name(), v));
        return new OpPartJson(m.report().missionId(), m.driverName(), metrics.opCount(), s.failures(),
                metrics.byteCount(), JsonSummary.num(metrics.avgResponseMs()),
                JsonSummary.num(metrics.avgProcessingMs()), JsonSummary.num(metrics.throughput()),
                JsonSummary.num(metrics.bandwidth()), JsonSummary.num(metrics.successRatio()),
                JsonSummary.num(metrics.windowSeconds()), pct, errors, HistogramCodec.encode(s.responseHistogram()),
                s.openLoop() ? HistogramCodec.encode(s.serviceHistogram()) : null,
                s.openLoop() ? HistogramCodec.encode(s.lagHistogram()) : null,
                s.hasFirstByte() ? HistogramCodec.encode(s.firstByteHistogram()) : null);
    }

    private static String instant(long epochMicros) {
        return Instant.EPOCH.plus(epochMicros, ChronoUnit.MICROS).toString();
    }
}
