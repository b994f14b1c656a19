package io.objbench.controller.archive;

import com.fasterxml.jackson.databind.ObjectWriter;
import io.objbench.controller.run.ClientNetwork;
import io.objbench.controller.run.GeneratorVerdict;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.StateChange;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.json.Json;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpMetrics;
import io.objbench.core.stats.Percentiles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * objbench's own summary {@code w<N>-<name>.json}: run and stage states with histories, and per
 * operation every metric (NaN written as null), errors by kind and the encoded in-window
 * histogram, so runs can be re-analysed and merged exactly later.
 */
public final class JsonSummary {

    // the project's mapper, indented for people reading the archive; read back with ArchiveReader
    private static final ObjectWriter WRITER = Json.mapper().writerWithDefaultPrettyPrinter();

    /** The run. */
    public record RunJson(String id, String name, String state, String submittedAt, String startedAt,
                          String stoppedAt, List<ChangeJson> history, List<StageJson> stages) {
    }

    /** A state change, ISO-8601 instant. */
    public record ChangeJson(String state, String at) {
    }

    /**
     * A stage; {@code partial} is true (and only then written) when a mission's results were built
     * from the snapshots received before its driver was lost; {@code recovered} is true (and only
     * then written) when the results are the final reports a controller restarted after a crash
     * collected from the drivers. {@code clientNetwork} (objbench extension, written only when the
     * drivers measured it) holds each driver's bytes and share of its link and whether the stage
     * was "client network-bound" (docs/metrics.md).
     */
    public record StageJson(String id, String state, String message, List<ChangeJson> history, List<OpJson> ops,
                            List<MissionBreakdown.MissionJson> missions,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) Boolean partial,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) Boolean recovered,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                            List<GeneratorJson> generator,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                            ClientNetwork clientNetwork) {
    }

    /**
     * An open-loop work's generator verdict over the stage's window (written only for a stage
     * with open-loop works; docs/metrics.md, "Generator saturated").
     *
     * @param work          the work's name
     * @param targetRate    the work's rate, operations per second
     * @param achievedRate  operations started per second of the window, over all drivers
     * @param lagP99Ms      the merged schedule lag's p99
     * @param lagLimitMs    the work's {@code lagLimit}
     * @param workers       the work's workers
     * @param peakInFlight  the missions' peaks of operations in flight, summed; null when not reported
     * @param saturated     whether the stage is marked "generator saturated"
     * @param cause         {@code all workers busy}, {@code driver CPU} or the unknown cause; "" when not saturated
     * @param reason        which limit was crossed, with the figures; "" when not saturated
     */
    public record GeneratorJson(String work, double targetRate, double achievedRate, double lagP99Ms,
                                double lagLimitMs, int workers, Integer peakInFlight, boolean saturated,
                                String cause, String reason) {
    }

    /**
     * An open-loop operation's extra results (objbench extension; absent for closed loop): the
     * service time and schedule lag as the response time is given (percentiles in ms, encoded
     * in-window histograms), and its target and achieved rate. Its {@code percentilesMs},
     * {@code avgResTimeMs} and {@code histogram} are the response time from the intended start.
     */
    public record OpenLoopJson(double targetRate, Double achievedRate, Map<String, Double> servicePercentilesMs,
                               Map<String, Double> lagPercentilesMs, String serviceHistogram, String lagHistogram) {
    }

    /**
     * An operation's in-window results merged over missions; times in ms, rates per second, ratio
     * 0..1; {@code missions} holds each mission's own share (counts add up to the merged ones, the
     * histograms' union is the merged histogram).
     */
    public record OpJson(String stage, String opId, String label, String type, String sampleType, String work,
                         int workers, long opCount, long failures, long byteCount, Double avgResTimeMs,
                         Double avgProcTimeMs, Double throughput, Double bandwidth, Double successRatio,
                         Double windowSeconds, Map<String, Double> percentilesMs, Map<String, Long> errors,
                         String histogram, List<MissionBreakdown.OpPartJson> missions,
                         @com.fasterxml.jackson.annotation.JsonInclude(
                                 com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) OpenLoopJson openLoop) {
    }

    private JsonSummary() {
    }

    /** The file's text. */
    public static String render(WorkloadResult run) {
        List<StageJson> stages = new ArrayList<>();
        for (StageResult s : run.stages()) {
            List<OpJson> ops = new ArrayList<>();
            for (ReportedOp op : ReportedOp.of(s)) {
                ops.add(op(s, op));
            }
            stages.add(new StageJson(s.stage().id(), s.state().csvName(), s.message(), history(s.history()), ops,
                    MissionBreakdown.missions(s), s.partial() ? Boolean.TRUE : null,
                    s.recovered() != null ? Boolean.TRUE : null, generator(s), s.clientNetwork()));
        }
        RunJson json = new RunJson(run.id(), run.workload().name(), run.state().csvName(),
                run.submittedAt().toString(), run.startedAt() == null ? null : run.startedAt().toString(),
                run.stoppedAt().toString(),
                history(run.history()), stages);
        try {
            return WRITER.writeValueAsString(json) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write the JSON summary", e);
        }
    }

    private static OpJson op(StageResult stage, ReportedOp op) {
        OpMetrics m = op.metrics();
        Map<String, Double> pct = new LinkedHashMap<>();
        for (double p : Percentiles.REPORTED) {
            pct.put(Percentiles.label(p), num(op.percentileMs(p)));
        }
        Map<String, Long> errors = new LinkedHashMap<>();
        op.stats().errors().forEach((k, v) -> errors.put(k.name(), v));
        return new OpJson(stage.stage().id(), op.operation().id(), op.operation().label(), op.operation().type(),
                op.operation().sampleType(), op.work().work().name(), op.work().work().workers(),
                m.opCount(), op.stats().failures(), m.byteCount(), num(m.avgResponseMs()), num(m.avgProcessingMs()),
                num(m.throughput()), num(m.bandwidth()), num(m.successRatio()), num(m.windowSeconds()), pct, errors,
                HistogramCodec.encode(op.stats().responseHistogram()), MissionBreakdown.parts(stage, op),
                openLoop(op));
    }

    private static OpenLoopJson openLoop(ReportedOp op) {
        if (!op.openLoop()) {
            return null;
        }
        return new OpenLoopJson(op.targetRate(), num(op.achievedRate()), labelled(op.servicePercentilesMs()),
                labelled(op.lagPercentilesMs()), HistogramCodec.encode(op.stats().serviceHistogram()),
                HistogramCodec.encode(op.stats().lagHistogram()));
    }

    private static Map<String, Double> labelled(Map<Double, Double> percentiles) {
        if (percentiles == null) {
            return null;
        }
        Map<String, Double> out = new LinkedHashMap<>();
        percentiles.forEach((p, v) -> out.put(Percentiles.label(p), num(v)));
        return out;
    }

    private static List<GeneratorJson> generator(StageResult stage) {
        List<GeneratorJson> out = new ArrayList<>();
        for (WorkResult w : stage.works()) {
            GeneratorVerdict v = w.verdict();
            if (v != null) {
                out.add(new GeneratorJson(w.work().name(), v.saturation().targetRate(), v.saturation().achievedRate(),
                        v.saturation().lagP99Micros() / 1e3, v.lagLimitMicros() / 1e3, v.workers(), v.peakInFlight(),
                        v.saturated(), v.cause(), v.saturation().reason()));
            }
        }
        return out.isEmpty() ? null : out;
    }

    private static <S extends Enum<S>> List<ChangeJson> history(List<StateChange<S>> changes) {
        return changes.stream().map(c -> new ChangeJson(c.state().name().toLowerCase(java.util.Locale.ROOT),
                c.at().toString())).toList();
    }

    static Double num(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? null : v;
    }
}
