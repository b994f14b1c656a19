package io.objbench.controller.archive;

import io.objbench.controller.run.GeneratorVerdict;
import io.objbench.controller.run.MissionLog;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.WorkResult;
import io.objbench.controller.run.WorkloadResult;

/**
 * {@code workload.log}: every mission's log, grouped by stage, with how each mission and stage
 * ended, the stage's verdict (valid or suspect, with reasons) and, per open-loop work, whether the generator kept its schedule ("generator saturated").
 */
public final class WorkloadLog {

    private WorkloadLog() {
    }

    /** The file's text. */
    public static String render(WorkloadResult run) {
        StringBuilder sb = new StringBuilder();
        sb.append("workload ").append(run.id()).append(' ').append(run.workload().name())
                .append(": ").append(run.state().csvName()).append('\n');
        for (StageResult stage : run.stages()) {
            sb.append("\n== stage ").append(stage.stage().id()).append(": ").append(stage.state().csvName());
            if (!stage.message().isEmpty()) {
                sb.append(" (").append(stage.message()).append(')');
            }
            sb.append('\n');
            if (stage.verdict() != null) {
                stage.verdict().describe().forEach(line -> sb.append(line).append('\n'));
            }
            for (WorkResult w : stage.works()) {
                GeneratorVerdict verdict = w.verdict();
                if (verdict != null) {
                    sb.append("work '").append(w.work().name()).append("': ").append(verdict.describe()).append('\n');
                }
            }
            for (MissionLog m : stage.missions()) {
                sb.append("-- mission ").append(m.report().missionId()).append(" on driver ").append(m.driverName())
                        .append(": ").append(m.report().state().name().toLowerCase(java.util.Locale.ROOT));
                if (!m.report().message().isEmpty()) {
                    sb.append(" (").append(m.report().message()).append(')');
                }
                sb.append('\n');
                for (String line : m.report().log()) {
                    sb.append(line).append('\n');
                }
            }
        }
        return sb.toString();
    }
}
