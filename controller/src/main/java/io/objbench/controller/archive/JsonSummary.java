package io.objbench.controller.archive;

import com.fasterxml.jackson.databind.ObjectWriter;
import io.objbench.controller.run.ClientNetwork;
import io.objbench.controller.run.GeneratorVerdict;
import io.objbench.controller.run.StageVerdict;
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

    /**
     * The run; {@code search} is a capacity search's summary (docs/capacity.md), written only for
     * a run with a search; {@code assertions} holds the verdicts of the workload's
     * {@code <assertions>} (written only when it has some).
     */
    public record RunJson(String id, String name, String state, String submittedAt, String startedAt,
                          String stoppedAt, List<ChangeJson> history, List<StageJson> stages,
                          @com.fasterxml.jackson.annotation.JsonInclude(
                                  com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                          io.objbench.controller.search.SearchReport search,
                          @com.fasterxml.jackson.annotation.JsonInclude(
                                  com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
                          List<AssertionJson> assertions) {

        /** A run without a search or assertions. */
        public RunJson(String id, String name, String state, String submittedAt, String startedAt,
                       String stoppedAt, List<ChangeJson> history, List<StageJson> stages) {
            this(id, name, state, submittedAt, startedAt, stoppedAt, history, stages, null, List.of());
        }

        public RunJson {
            assertions = assertions == null ? List.of() : List.copyOf(assertions);
        }
    }

    /**
     * One assertion's verdict (docs/metrics.md, "Assertions").
     *
     * @param text   the criterion as written
     * @param stage  the stage named, null for every stage
     * @param op     the operation named, null for every operation
     * @param metric {@code p99}, {@code avg}, {@code throughput}, …
     * @param value  the measured value in {@code unit}; null when nothing could be measured
     * @param limit  the limit in {@code unit}
     * @param unit   {@code ms}, {@code ops/s}, {@code B/s} or {@code ratio} (0..1)
     * @param cmp    {@code <}, {@code <=}, {@code >} or {@code >=}
     * @param pass   whether the value meets the limit
     * @param reason why it failed without a value (no such stage or operation, nothing measured);
     *               absent otherwise
     */
    public record AssertionJson(String text, String stage, String op, String metric, Double value, double limit,
                                String unit, String cmp, boolean pass,
                                @com.fasterxml.jackson.annotation.JsonInclude(
                                        com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) String reason) {

        /** The JSON of {@code v}. */
        public static AssertionJson of(io.objbench.core.check.Verdict v) {
            var c = v.criterion();
            return new AssertionJson(c.text(), c.stage().orElse(null), c.op().orElse(null), c.metric().name(),
                    num(v.value()), c.limit(), c.metric().unit(), c.comparison().symbol(), v.pass(), v.reason());
        }
    }

    /** A state change, ISO-8601 instant. */
    public record ChangeJson(String state, String at) {
    }

    /**
     * A stage; {@code partial} is true (and only then written) when a mission's results were built
     * from the snapshots received before its driver was lost; {@code recovered} is true (and only
     * then written) when the results are the final reports a controller restarted after a crash
     * collected from the drivers. {@code overheadMs} (written when known) is the time from the
     * previous stage's last operation to this stage's first, less the waits the workload asked for
     * ({@link io.objbench.controller.run.StageOverhead}).
     * collected from the drivers. {@code clientNetwork} (objbench extension, written only when the
     * drivers measured it) holds each driver's bytes and share of its link and whether the stage
     * was "client network-bound" (docs/metrics.md). {@code validity} (objbench extension, written
     * for a stage that measured something) is the stage verdict, {@code telemetry} each driver's
     * own CPU, GC, heap and scheduling lag per interval (docs/metrics.md, "Stage verdict" and
     * "Driver telemetry"); older readers ignore both.
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
                            SteadyJson steady,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) Double overheadMs,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                            ClientNetwork clientNetwork,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
                            List<io.objbench.core.stats.Exemplar> slowest,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                            ValidityJson validity,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY)
                            List<io.objbench.controller.run.TelemetryRow> telemetry) {

        /** A stage without slowest requests, verdict or telemetry (older archives; docs/metrics.md). */
        public StageJson(String id, String state, String message, List<ChangeJson> history, List<OpJson> ops,
                         List<MissionBreakdown.MissionJson> missions, Boolean partial, Boolean recovered,
                         List<GeneratorJson> generator, SteadyJson steady, Double overheadMs,
                         ClientNetwork clientNetwork) {
            this(id, state, message, history, ops, missions, partial, recovered, generator, steady, overheadMs,
                    clientNetwork, null, null, null);
        }
    }

    /**
     * A stage verdict: {@code valid} or {@code suspect}, its one-line label and every reason (code,
     * label, subject, measured value, threshold, message).
     */
    public record ValidityJson(String verdict, String label, List<StageVerdict.Reason> reasons) {

        /** The JSON of {@code v}; null for null. */
        public static ValidityJson of(StageVerdict v) {
            return v == null ? null : new ValidityJson(v.verdict(), v.label(), v.reasons());
        }
    }

    /**
     * A stage's steady state (objbench extensions; docs/metrics.md, "Warm-up detection" and
     * "Stages that end when the answer is known"): where its steady window began, for every stage
     * (the stage's {@code ops} describe that window, each op's {@code whole} COSBench's when they
     * differ), and for a stage with until="stable" works the verdict. Unknown or not applicable
     * numbers are absent.
     *
     * @param warmupEndsAt        seconds from the start of the load where the steady window begins
     * @param warmupIntervals     intervals found transient, from the start of the load
     * @param method              {@code MSER-5}, {@code fixed} ({@code warmup="fixed"}) or {@code none}
     * @param note                why {@code none}, or what bounded the cut; absent when empty
     * @param stable              until="stable" only. true: ended when the precision was reached;
     *                            false: "not steady", ran to its limit; null: not judged
     * @param precision           the achieved relative half-width of the 95 % intervals (the largest)
     * @param target              the precision asked for
     * @param driftPerMinute      the steady throughput's trend as a share of its mean per minute
     * @param endedBy             stable, runtime, totalOps, totalBytes or the stage's end state
     * @param intervalSeconds     the works' interval
     * @param steadyIntervals     intervals judged
     * @param judgedFrom          seconds from the launch where the judged series began: the same
     *                            warm-up end as the figures' window, or the rampup rounded up to an
     *                            interval when later (docs/metrics.md, the "steady" table)
     * @param decidedAfterSeconds seconds from the launch to the decision (stable only)
     * @param decidedAt           the controller's time of the decision, ISO-8601 (stable only)
     * @param metrics             each judged metric's mean and 95 % interval
     */
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
    public record SteadyJson(Double warmupEndsAt, Integer warmupIntervals, String method,
                             @com.fasterxml.jackson.annotation.JsonInclude(
                                     com.fasterxml.jackson.annotation.JsonInclude.Include.NON_EMPTY) String note,
                             Boolean stable, Double precision, Double target, Double driftPerMinute, String endedBy,
                             Double intervalSeconds, Integer steadyIntervals, Double judgedFrom,
                             Double decidedAfterSeconds, String decidedAt, List<SteadyMetricJson> metrics) {

        /** The warm-up part only (a stage without until="stable" works). */
        public SteadyJson(Double warmupEndsAt, int warmupIntervals, String method, String note) {
            this(warmupEndsAt, warmupIntervals, method, note, null, null, null, null, null, null, null, null, null,
                    null, null);
        }
    }

    /** One judged metric: throughput in ops/s, a percentile in ms. */
    public record SteadyMetricJson(String metric, Double mean, Double low, Double high, Double relativeHalfWidth) {
    }

    /**
     * An operation over COSBench's window (from rampup on), written when the detected warm-up
     * ended later and the operation's figures describe the steady window instead; fields as
     * {@link OpJson}'s.
     */
    public record WholeJson(long opCount, long failures, long byteCount, Double avgResTimeMs, Double throughput,
                            Double bandwidth, Double successRatio, Double windowSeconds,
                            Map<String, Double> percentilesMs, String histogram) {
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
     * A read's time to first byte (objbench extension; absent for other operations): op start →
     * first byte of the response, as the response time is given (percentiles in ms, {@code null}
     * with {@code histogram=false}; the encoded in-window histogram). Its mean is the operation's
     * {@code avgProcTimeMs}.
     */
    public record FirstByteJson(Map<String, Double> percentilesMs, String histogram) {
    }

    /**
     * One size class of an operation whose sizes come from {@code h(…)} (objbench extension): the
     * in-window results of the samples whose size was drawn from the class, as the operation's own
     * (rates over the operation's window; percentiles {@code null} with {@code histogram=false});
     * the histograms encoded so the figures can be merged again exactly.
     */
    public record ClassJson(String label, long lowBytes, long highBytes, long weight, long opCount, long failures,
                            long byteCount, Double avgResTimeMs, Double throughput, Double bandwidth,
                            Double successRatio, Map<String, Double> percentilesMs, Map<String, Long> errors,
                            String histogram,
                            @com.fasterxml.jackson.annotation.JsonInclude(
                                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                            FirstByteJson firstByte) {
    }

    /**
     * An operation's in-window results merged over missions; times in ms, rates per second, ratio
     * 0..1; {@code missions} holds each mission's own share (counts add up to the merged ones, the
     * histograms' union is the merged histogram); {@code unavailable}, only when non-zero: turns of
     * an inventory operation that found no object and sent nothing (neither in opCount nor failures);
     * {@code classes}, only when the sizes come from {@code h(…)}: the results per size class.
     */
    public record OpJson(String stage, String opId, String label, String type, String sampleType, String work,
                         int workers, long opCount, long failures, long byteCount, Double avgResTimeMs,
                         Double avgProcTimeMs, Double throughput, Double bandwidth, Double successRatio,
                         Double windowSeconds, Map<String, Double> percentilesMs, Map<String, Long> errors,
                         String histogram, List<MissionBreakdown.OpPartJson> missions,
                         @com.fasterxml.jackson.annotation.JsonInclude(
                                 com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) OpenLoopJson openLoop,
                         @com.fasterxml.jackson.annotation.JsonInclude(
                                 com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) WholeJson whole,
                         @com.fasterxml.jackson.annotation.JsonInclude(
                                 com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) FirstByteJson firstByte,
                         @com.fasterxml.jackson.annotation.JsonInclude(
                                 com.fasterxml.jackson.annotation.JsonInclude.Include.NON_DEFAULT) long unavailable,
                         @com.fasterxml.jackson.annotation.JsonInclude(
                                 com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL) List<ClassJson> classes) {
    }

    private JsonSummary() {
    }

    /** The file's text. */
    public static String render(WorkloadResult run) {
        List<StageJson> stages = new ArrayList<>();
        List<Double> overheads = io.objbench.controller.run.StageOverhead.millis(run.stages());
        for (StageResult s : run.stages()) {
            List<OpJson> ops = new ArrayList<>();
            List<ReportedOp> whole = s.whole() == s.works() ? null : ReportedOp.of(s.whole());
            List<ReportedOp> steady = ReportedOp.of(s);
            for (int i = 0; i < steady.size(); i++) {
                ops.add(op(s, steady.get(i), whole == null || i >= whole.size() ? null : whole(whole.get(i))));
            }
            stages.add(new StageJson(s.stage().id(), s.state().csvName(), s.message(), history(s.history()), ops,
                    MissionBreakdown.missions(s), s.partial() ? Boolean.TRUE : null,
                    s.recovered() != null ? Boolean.TRUE : null, generator(s), steady(s), overheads.get(stages.size()),
                    s.clientNetwork(), s.slowest(), ValidityJson.of(s.verdict()), s.telemetry()));
        }
        // the workload's own assertions, checked on the figures written here (RunFigures)
        List<AssertionJson> assertions = RunFigures.check(run.workload().assertions(), stages).stream()
                .map(AssertionJson::of).toList();
        RunJson json = new RunJson(run.id(), run.workload().name(), run.state().csvName(),
                run.submittedAt().toString(), run.startedAt() == null ? null : run.startedAt().toString(),
                run.stoppedAt().toString(),
                history(run.history()), stages, io.objbench.controller.search.SearchReport.of(run), assertions);
        try {
            return WRITER.writeValueAsString(json) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write the JSON summary", e);
        }
    }

    /** The text of a capacity search's {@code search.json}. */
    public static String renderSearch(io.objbench.controller.search.SearchReport search) {
        try {
            return WRITER.writeValueAsString(search) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write the search summary", e);
        }
    }

    /** The window's cut and, for until="stable" works, the verdict; null when neither is known. */
    private static SteadyJson steady(StageResult stage) {
        var w = stage.window();
        var v = stage.steady();
        if (v == null) {
            return w == null ? null : new SteadyJson(w.warmupEndsAt(), w.warmupIntervals(), w.method(), w.note());
        }
        List<SteadyMetricJson> metrics = new ArrayList<>();
        for (var e : v.metrics()) {
            metrics.add(new SteadyMetricJson(e.metric(), num(e.mean()), num(e.low()), num(e.high()),
                    num(e.relativeHalfWidth())));
        }
        // the figures' window (warm-up detection) where known, else the judged series' own start
        return new SteadyJson(w != null ? w.warmupEndsAt() : num(v.warmupEndsAt()),
                w != null ? w.warmupIntervals() : v.warmupIntervals(),
                w != null ? w.method() : io.objbench.controller.run.SteadyVerdict.METHOD, w != null ? w.note() : "",
                v.stable(), num(v.precision()), v.target(), num(v.driftPerMinute()), v.endedBy(), v.intervalSeconds(),
                v.steadyIntervals(), num(v.warmupEndsAt()), num(v.decidedAfterSeconds()),
                v.decidedAt() == null ? null : v.decidedAt().toString(), metrics);
    }

    private static WholeJson whole(ReportedOp op) {
        OpMetrics m = op.metrics();
        Map<String, Double> pct = new LinkedHashMap<>();
        for (double p : Percentiles.REPORTED) {
            pct.put(Percentiles.label(p), num(op.percentileMs(p)));
        }
        return new WholeJson(m.opCount(), op.stats().failures(), m.byteCount(), num(m.avgResponseMs()),
                num(m.throughput()), num(m.bandwidth()), num(m.successRatio()), num(m.windowSeconds()), pct,
                HistogramCodec.encode(op.stats().responseHistogram()));
    }

    private static OpJson op(StageResult stage, ReportedOp op, WholeJson whole) {
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
                openLoop(op), whole, firstByte(op), op.stats().unavailable(), classes(op));
    }

    private static List<ClassJson> classes(ReportedOp op) {
        if (!op.stats().hasClasses()) {
            return null;
        }
        List<ClassJson> out = new ArrayList<>();
        for (io.objbench.core.stats.SizeClassStats c : op.stats().classes()) {
            OpMetrics m = OpMetrics.of(c.stats(), op.metrics().windowSeconds());
            boolean pct = op.hasPercentiles();
            Map<String, Long> errors = new LinkedHashMap<>();
            c.stats().errors().forEach((k, v) -> errors.put(k.name(), v));
            FirstByteJson firstByte = c.stats().hasFirstByte()
                    ? new FirstByteJson(pct ? labelled(OpMetrics.percentilesMs(c.stats().firstByteHistogram())) : null,
                    HistogramCodec.encode(c.stats().firstByteHistogram())) : null;
            out.add(new ClassJson(c.sizeClass().label(), c.sizeClass().lowBytes(), c.sizeClass().highBytes(),
                    c.sizeClass().weight(), m.opCount(), c.stats().failures(), m.byteCount(), num(m.avgResponseMs()),
                    num(m.throughput()), num(m.bandwidth()), num(m.successRatio()),
                    pct ? labelled(m.percentilesMs()) : null, errors, HistogramCodec.encode(c.stats().responseHistogram()),
                    firstByte));
        }
        return out;
    }

    private static FirstByteJson firstByte(ReportedOp op) {
        return op.hasFirstByte() ? new FirstByteJson(labelled(op.firstBytePercentilesMs()),
                HistogramCodec.encode(op.stats().firstByteHistogram())) : null;
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
