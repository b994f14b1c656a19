package io.objbench.driver.http;

import io.objbench.core.mission.MissionState;
import io.objbench.core.stats.OpTotals;
import io.objbench.core.workload.Operation;
import io.objbench.driver.MissionManager;
import io.objbench.driver.MissionTotals;
import io.objbench.http.OpFamilies;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The driver's {@code /metrics}, built at each scrape from the missions it holds
 * (docs/metrics.md, "Prometheus"): per mission and operation the operations, bytes, errors by
 * kind and latency histogram, summed from the missions' interval snapshots (never on the
 * per-operation path); the missions held by state. A mission's series go once the driver evicts
 * it after its report was read; the controller's {@code /metrics} keeps the run's totals.
 */
final class DriverMetrics implements MultiCollector {

    private final MissionManager manager;
    private final String driverName;

    DriverMetrics(MissionManager manager) {
        this.manager = manager;
        this.driverName = manager.name();
    }

    @Override
    public MetricSnapshots collect() {
        List<MissionTotals> missions = manager.totals();
        OpFamilies ops = new OpFamilies();
        Map<MissionState, Integer> byState = new EnumMap<>(MissionState.class);
        for (MissionState s : MissionState.values()) {
            byState.put(s, 0);
        }
        for (MissionTotals m : missions) {
            byState.merge(m.state(), 1, Integer::sum);
            for (Map.Entry<Operation, OpTotals> e : m.ops().entrySet()) {
                Operation op = e.getKey();
                ops.add(Labels.of("driver", driverName, "workload_id", m.mission().workloadId(),
                        "stage", m.mission().stageId(), "mission", m.mission().id(),
                        "op", op.label(), "op_id", op.id(), "op_type", op.type()), e.getValue());
            }
        }
        GaugeSnapshot.Builder held = GaugeSnapshot.builder().name("objbench_driver_missions")
                .help("Missions the driver holds, by state");
        byState.forEach((state, n) -> held.dataPoint(GaugeDataPointSnapshot.builder()
                .labels(Labels.of("driver", driverName, "state", state.name().toLowerCase(Locale.ROOT)))
                .value(n).build()));
        return ops.addTo(MetricSnapshots.builder()).metricSnapshot(held.build()).build();
    }
}
