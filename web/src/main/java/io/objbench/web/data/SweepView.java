package io.objbench.web.data;

import io.objbench.core.workload.Operation;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A parameter sweep read as curves (the sweep page, {@code /ui/workloads/{id}/sweep}): the run's
 * main stages (init, prepare, cleanup, dispose and delay stages left out) with the parameters
 * each one set (object size, workers, read/write/delete mix, open-loop rate) and, per stage and
 * operation, the figures of the report, nothing re-estimated. The page draws one series per value
 * of the parameters other than the x axis' (throughput against workers, one line per size), so a
 * 3 sizes × 3 workers matrix reads as three lines, not one zig-zag.
 *
 * @param varies the parameters whose value differs between main stages, in the order
 *               size, workers, mix, rate; empty when the run is no sweep
 * @param stages how many main stages the run has
 * @param points one per main stage and operation, in run order
 */
public record SweepView(List<String> varies, int stages, List<Point> points) {

    /** The parameters a sweep can vary, in the order the page names them. */
    public static final List<String> PARAMETERS = List.of("size", "workers", "mix", "rate");

    // the matrix generator's main stages, s<n>-main-<size>[-o<objects>]-c<containers>-w<workers>-<r>-<w>-<d>:
    // the size of a stage that only reads (its operations name no size) comes from there
    private static final Pattern MATRIX_STAGE = Pattern.compile(
            "(?:^|-)main-(\\d+[A-Za-z]+)(?:-o\\d+)?-c\\d+-w\\d+-\\d+-\\d+-\\d+$");
    private static final Set<String> SPECIAL_LABELS = Set.of("init", "prepare", "cleanup", "dispose", "delay");

    /**
     * One operation of one main stage.
     *
     * @param stage         the stage id
     * @param op            the operation's label
     * @param work          the work's name
     * @param sizeBytes     the stage's object size in bytes (the largest of its operations' size
     *                      selectors' midpoints); null when none names a size
     * @param size          the same for people ({@code 4 KiB}, {@code 64 KB}); empty when unknown
     * @param workers       the stage's workers (all its works)
     * @param mix           the stage's operation mix ({@code read 80 / write 20}); empty when the
     *                      archive has no workload
     * @param rate          the stage's open-loop target rate (op/s, all works); null for closed loop
     * @param opCount       successes
     * @param failures      failures
     * @param failureRatio  failures / attempts; null without attempts
     * @param throughput    op/s
     * @param bandwidthMBps MB/s (decimal)
     * @param avgMs         mean response time
     * @param percentilesMs {@code p50} … {@code p99.99}, {@code max}
     */
    public record Point(String stage, String op, String work, Long sizeBytes, String size, int workers, String mix,
                        Double rate, long opCount, long failures, Double failureRatio, Double throughput,
                        Double bandwidthMBps, Double avgMs, Map<String, Double> percentilesMs) {
    }

    /** The sweep of {@code report}; {@code workload} (the archived one, may be null) gives mixes and rates. */
    public static SweepView of(RunReport report, Workload workload) {
        List<Point> points = new ArrayList<>();
        List<Set<Object>> values = new ArrayList<>();
        for (int i = 0; i < PARAMETERS.size(); i++) {
            values.add(new LinkedHashSet<>());
        }
        int stages = 0;
        for (RunReport.StageReport s : report.stages()) {
            Stage stage = workload == null ? null
                    : workload.stages().stream().filter(w -> w.id().equals(s.id())).findFirst().orElse(null);
            if (special(s, stage)) {
                continue;
            }
            stages++;
            Long size = size(s);
            String mix = mix(stage);
            Double rate = rate(stage);
            values.get(0).add(size == null ? "" : size);
            values.get(1).add(s.workers());
            values.get(2).add(mix);
            values.get(3).add(rate == null ? "" : rate);
            for (OpReport o : s.ops()) {
                long attempts = o.opCount() + o.failures();
                points.add(new Point(s.id(), o.label(), o.work(), size, size == null ? "" : bytes(size), s.workers(),
                        mix, rate, o.opCount(), o.failures(), attempts == 0 ? null : (double) o.failures() / attempts,
                        o.throughput(), o.bandwidth() == null ? null : o.bandwidth() / 1e6, o.avgResTimeMs(),
                        o.percentilesMs()));
            }
        }
        List<String> varies = new ArrayList<>();
        for (int i = 0; i < PARAMETERS.size(); i++) {
            if (values.get(i).size() > 1) {
                varies.add(PARAMETERS.get(i));
            }
        }
        return new SweepView(List.copyOf(varies), stages, List.copyOf(points));
    }

    /** True when at least two main stages differ in size, workers, mix or rate. */
    public boolean isSweep() {
        return stages >= 2 && !varies.isEmpty();
    }

    /** True when {@code parameter} ({@link #PARAMETERS}) differs between main stages. */
    public boolean varied(String parameter) {
        return varies.contains(parameter);
    }

    /** The points as JSON for the page's script (a data attribute, escaped by the template). */
    public String json() {
        try {
            return io.objbench.core.json.Json.mapper().writeValueAsString(this);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("cannot write the sweep", e);
        }
    }

    /**
     * {@code n} bytes in the unit that states them exactly: binary (KiB, MiB, GiB) when a multiple of
     * 1024, else decimal (KB, MB, GB, objbench's and COSBench's sizes); three significant digits otherwise.
     */
    public static String bytes(long n) {
        String[][] units = {{"GiB", "GB"}, {"MiB", "MB"}, {"KiB", "KB"}};
        for (int i = 0; i < units.length; i++) {
            long binary = 1L << (10 * (units.length - i));
            long decimal = (long) Math.pow(1000, units.length - i);
            if (n >= binary && n % binary == 0) {
                return n / binary + " " + units[i][0];
            }
            if (n >= decimal && n % decimal == 0) {
                return n / decimal + " " + units[i][1];
            }
        }
        for (int i = 0; i < units.length; i++) {
            double decimal = Math.pow(1000, units.length - i);
            if (n >= decimal) {
                return String.format(Locale.ROOT, "%.3g %s", n / decimal, units[i][1]);
            }
        }
        return n + " B";
    }

    // a stage of init/prepare/cleanup/dispose/delay works only; without the workload, by its operations' labels
    private static boolean special(RunReport.StageReport s, Stage stage) {
        if (stage != null) {
            return stage.works().stream().allMatch(w -> w.type() != io.objbench.core.workload.WorkType.NORMAL);
        }
        return s.ops().isEmpty() || s.ops().stream().allMatch(o -> SPECIAL_LABELS.contains(o.label()));
    }

    private static Long size(RunReport.StageReport s) {
        Long size = s.ops().stream().map(OpReport::sizeBytes).filter(b -> b != null && b > 0)
                .max(Long::compare).orElse(null);
        if (size == null) {
            Matcher m = MATRIX_STAGE.matcher(s.id());
            if (m.find()) {
                size = ReportReader.sizeBytes("c(" + m.group(1).replaceAll("[A-Za-z]+$", "") + ")"
                        + m.group(1).replaceAll("^\\d+", ""));
            }
        }
        return size;
    }

    // the stage's operation types with their share of its operations: "read 80 / write 20"
    private static String mix(Stage stage) {
        if (stage == null) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (Work w : stage.works()) {
            for (Operation o : w.operations()) {
                parts.add(o.type() + " " + o.ratio());
            }
        }
        return String.join(" / ", parts);
    }

    private static Double rate(Stage stage) {
        if (stage == null || stage.works().stream().noneMatch(w -> w.openLoop() != null)) {
            return null;
        }
        return stage.works().stream().filter(w -> w.openLoop() != null).mapToDouble(w -> w.openLoop().rate()).sum();
    }
}
