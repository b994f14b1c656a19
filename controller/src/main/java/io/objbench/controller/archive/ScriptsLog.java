package io.objbench.controller.archive;

import io.objbench.controller.run.TriggerLog;
import io.objbench.controller.run.WorkloadResult;
import io.objbench.core.protocol.TriggerReport;
import java.util.stream.Collectors;

/**
 * {@code scripts.log} (COSBench's name): for every trigger on every driver, how it started and
 * ended, then what it printed (stdout and stderr of its run and of its {@code -k} run). A script
 * that did not start (missing, driver down) or failed is named with the driver's reason.
 */
public final class ScriptsLog {

    private ScriptsLog() {
    }

    /** The file's text; a run without triggers says so in one line. */
    public static String render(WorkloadResult run, CsvFormat format) {
        StringBuilder sb = new StringBuilder();
        sb.append("trigger scripts of workload ").append(run.id()).append(' ').append(run.workload().name())
                .append(": ").append(run.triggers().size()).append(run.triggers().size() == 1 ? " run" : " runs")
                .append(" on drivers").append('\n');
        for (TriggerLog t : run.triggers()) {
            sb.append("\n== ").append(t.scope().equals(run.id()) ? "workload " + run.id() : "stage " + t.scope())
                    .append(": ").append(t.trigger().spec()).append(" on driver ").append(t.driverName()).append('\n');
            sb.append("started ").append(format.dateTime(t.startedAt())).append(", stopped ")
                    .append(format.dateTime(t.stoppedAt()));
            if (t.pid() > 0) {
                sb.append(", pid ").append(t.pid());
            }
            sb.append('\n');
            if (!t.problem().isEmpty()) {
                sb.append("FAILED: ").append(t.problem()).append('\n');
            }
            TriggerReport r = t.report();
            if (r == null) {
                continue;
            }
            sb.append(r.exitStatus() != null ? "run exited with status " + r.exitStatus() + " before the end"
                    : "run still running at the end");
            sb.append("; -k ").append(r.stopStatus() != null ? "exited with status " + r.stopStatus() : "did not end");
            if (!r.killed().isEmpty()) {
                sb.append("; killed ").append(r.killed().size()).append(r.killed().size() == 1 ? " process (" : " processes (")
                        .append(r.killed().stream().map(String::valueOf).collect(Collectors.joining(", "))).append(')');
            }
            sb.append('\n');
            if (!r.message().isEmpty()) {
                sb.append("FAILED: ").append(r.message()).append('\n');
            }
            sb.append("-- output").append(r.output().isEmpty() ? " (none)" : "").append('\n');
            sb.append(r.output());
            if (!r.output().isEmpty() && !r.output().endsWith("\n")) {
                sb.append('\n');
            }
            if (r.truncatedBytes() > 0) {
                sb.append("[").append(r.truncatedBytes()).append(" more bytes of output not kept by the driver]\n");
            }
        }
        return sb.toString();
    }
}
