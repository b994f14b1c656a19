package io.objbench.app.client;

import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.protocol.WorkloadView.OpView;
import io.objbench.core.protocol.WorkloadView.StageView;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** How the client commands show workloads: dates in the local zone, numbers with Locale.ROOT. */
final class ViewFormat {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);

    private final ZoneId zone;

    ViewFormat(ZoneId zone) {
        this.zone = zone;
    }

    /** {@code yyyy-MM-dd HH:mm:ss}, {@code -} for 0 (not yet). */
    String date(long epochMillis) {
        return epochMillis <= 0 ? "-" : DATE.format(Instant.ofEpochMilli(epochMillis).atZone(zone));
    }

    /** The header lines of {@code objbench status}. */
    String header(WorkloadView v) {
        StringBuilder sb = new StringBuilder();
        sb.append(v.id()).append("  ").append(v.name()).append("  ").append(v.state()).append('\n');
        sb.append("submitted ").append(date(v.submittedMillis())).append(", started ").append(date(v.startedMillis()))
                .append(", stopped ").append(date(v.stoppedMillis()));
        if (!v.currentStage().isEmpty()) {
            sb.append(", current stage ").append(v.currentStage());
        }
        sb.append('\n');
        if (!v.message().isEmpty()) {
            sb.append(v.message()).append('\n');
        }
        return sb.toString();
    }

    /** One row per operation of every stage (a stage that has no numbers yet gets one row). */
    static String stages(WorkloadView v) {
        TextTable t = new TextTable("stage", "state", "op", "ops", "ops/s", "MB/s", "avg-ms", "p99-ms", "max-ms",
                "errors", "success");
        for (StageView s : v.stages()) {
            String state = s.state().toLowerCase(Locale.ROOT);
            if (s.ops().isEmpty()) {
                t.row(s.id(), state);
            }
            for (OpView o : s.ops()) {
                t.row(s.id(), state, o.label(), Long.toString(o.ops()), number(o.throughput(), 2),
                        number(o.bandwidth() / 1e6, 2), number(o.avgMs(), 2), number(o.p99Ms(), 2),
                        number(o.maxMs(), 2), Long.toString(o.errors()), percent(o.successRatio()));
            }
        }
        return t.render();
    }

    /** {@code value} with {@code decimals}, {@code -} when undefined. */
    static String number(double value, int decimals) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return "-";
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** A ratio as a percentage, {@code -} when undefined. */
    static String percent(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2f%%", ratio * 100);
    }

    /** True once a workload can no longer change. */
    static boolean ended(WorkloadView v) {
        return !v.state().equals("QUEUING") && !v.state().equals("PROCESSING");
    }
}
