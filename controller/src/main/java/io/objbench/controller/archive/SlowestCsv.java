package io.objbench.controller.archive;

import io.objbench.controller.run.StageOps;
import io.objbench.controller.run.StageResult;
import io.objbench.core.stats.Exemplar;
import io.objbench.core.workload.Operation;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A stage's slowest requests, {@code <stage part>-slowest.csv} (objbench extension,
 * docs/metrics.md, "Slowest requests"): per operation its {@code exemplars} slowest in-window
 * requests, slowest first, with the server's request id when the adaptor reports one. Written
 * only for a stage that kept some.
 */
public final class SlowestCsv {

    static final String HEADER = CsvFormat.line(List.of("Op-Id", "Op-Name", "Start-Time", "Latency-ms", "Driver",
            "Container", "Object", "Status", "Request-Id"));

    private SlowestCsv() {
    }

    /** Whether the stage kept any slow request. */
    public static boolean applies(StageResult stage) {
        return !stage.slowest().isEmpty();
    }

    /** The file's text: the header and one line per request. */
    public static String render(StageResult stage, CsvFormat f) {
        Map<String, String> names = new HashMap<>();
        for (Operation op : StageOps.of(stage.stage())) {
            names.put(op.id(), op.name());
        }
        StringBuilder sb = new StringBuilder(HEADER);
        for (Exemplar e : stage.slowest()) {
            Instant start = Instant.EPOCH.plus(e.startMicros(), ChronoUnit.MICROS);
            sb.append(CsvFormat.line(List.of(e.opId(), names.getOrDefault(e.opId(), e.opId()), start.toString(),
                    f.millis(e.latencyMicros() / 1_000.0), e.driver() == null ? "" : e.driver(), e.container(),
                    e.object(), e.status(), e.requestId() == null ? "" : e.requestId())));
        }
        return sb.toString();
    }
}
