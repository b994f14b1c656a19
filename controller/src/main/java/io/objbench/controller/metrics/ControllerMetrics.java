package io.objbench.controller.metrics;

import io.objbench.core.protocol.DriverView;
import io.objbench.http.OpFamilies;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Unit;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * The controller's {@code /metrics}, built at each scrape from the run tallies, the driver pool's
 * views and the queue (docs/metrics.md, "Prometheus"): per run, stage and operation the
 * operations, bytes, errors by kind and a latency histogram; each driver's liveness and clock
 * skew; the queue's length; the stages' validity flags once verdicts are recorded.
 */
public final class ControllerMetrics implements MultiCollector {

    private final RunTallies runs;
    private final Supplier<List<DriverView>> drivers;
    private final IntSupplier queued;

    /**
     * @param runs    the runs shown
     * @param drivers the drivers as the pool sees them now
     * @param queued  how many workloads wait in the queue now
     */
    public ControllerMetrics(RunTallies runs, Supplier<List<DriverView>> drivers, IntSupplier queued) {
        this.runs = runs;
        this.drivers = drivers;
        this.queued = queued;
    }

    @Override
    public MetricSnapshots collect() {
        OpFamilies ops = new OpFamilies();
        GaugeSnapshot.Builder valid = GaugeSnapshot.builder().name("objbench_stage_valid")
                .help("1 when the stage's verdict is valid, 0 when suspect (only stages with a verdict)");
        GaugeSnapshot.Builder suspect = GaugeSnapshot.builder().name("objbench_stage_suspect_reason")
                .help("1 for each reason a stage's verdict is suspect");
        boolean anyVerdict = false;
        for (RunTally run : runs.shown()) {
            for (StageOpTotals t : run.totals()) {
                ops.add(Labels.of("workload_id", run.id(), "workload", run.name(), "stage", t.stage(),
                        "op", t.opName(), "op_id", t.opId(), "op_type", t.opType()), t.totals());
            }
            for (Map.Entry<String, List<String>> v : run.verdicts().entrySet()) {
                anyVerdict = true;
                Labels labels = Labels.of("workload_id", run.id(), "workload", run.name(), "stage", v.getKey());
                valid.dataPoint(GaugeDataPointSnapshot.builder().labels(labels).value(v.getValue().isEmpty() ? 1 : 0)
                        .build());
                for (String reason : v.getValue()) {
                    suspect.dataPoint(GaugeDataPointSnapshot.builder().labels(labels.add("reason", reason))
                            .value(1).build());
                }
            }
        }
        GaugeSnapshot.Builder up = GaugeSnapshot.builder().name("objbench_driver_up")
                .help("1 while the controller reaches the driver, 0 once it missed the configured polls");
        GaugeSnapshot.Builder skew = GaugeSnapshot.builder().name("objbench_driver_clock_skew_seconds")
                .unit(Unit.SECONDS).help("The driver's clock minus the controller's, estimated at the last poll");
        for (DriverView d : drivers.get()) {
            Labels labels = Labels.of("driver", d.name());
            up.dataPoint(GaugeDataPointSnapshot.builder().labels(labels).value(d.alive() ? 1 : 0).build());
            skew.dataPoint(GaugeDataPointSnapshot.builder().labels(labels).value(d.clockSkewMillis() / 1e3).build());
        }
        GaugeSnapshot queue = GaugeSnapshot.builder().name("objbench_queue_length")
                .help("Workloads waiting in the queue (not yet running)")
                .dataPoint(GaugeDataPointSnapshot.builder().value(queued.getAsInt()).build()).build();
        MetricSnapshots.Builder all = ops.addTo(MetricSnapshots.builder()).metricSnapshot(up.build())
                .metricSnapshot(skew.build()).metricSnapshot(queue);
        if (anyVerdict) {
            all.metricSnapshot(valid.build()).metricSnapshot(suspect.build());
        }
        return all.build();
    }
}
