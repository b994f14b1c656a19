package io.objbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.ErrorKind;
import io.objbench.controller.Fixtures;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.workload.Stage;
import io.objbench.http.MetricsText;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class ControllerMetricsTest {

    private static final Stage STAGE = Fixtures.stage(2, "main",
            Fixtures.work("main", 2, null, Fixtures.op("op1", "read", 100, "")));
    private static final String LABELS = "{op=\"read\",op_id=\"op1\",op_type=\"read\",stage=\"" + STAGE.id()
            + "\",workload=\"demo\",workload_id=\"w1\"}";

    /** A row of {@code successes} reads of {@code micros} each, with {@code timeouts} failures. */
    private static TimelineRow row(long version, long successes, long micros, long timeouts) {
        Histogram h = HistogramCodec.newHistogram();
        h.recordValueWithCount(micros, successes);
        TimelineRow.RowOp op = new TimelineRow.RowOp("op1", successes, timeouts, successes * 1000,
                successes * micros * 1000, 0, timeouts == 0 ? Map.of() : Map.of(ErrorKind.TIMEOUT, timeouts),
                HistogramCodec.encode(h), 0, 0);
        return new TimelineRow(Instant.EPOCH, 0, 0, List.of(op), version, version, version);
    }

    private static String scrape(RunTallies runs, int queued) {
        List<DriverView> drivers = List.of(
                new DriverView("d1", "http://a", true, 0, 0, "1", List.of(), List.of(), 12, ""),
                new DriverView("d2", "http://b", false, 0, 3, "1", List.of(), List.of(), -1500, "down"));
        return MetricsText.of(new ControllerMetrics(runs, () -> drivers, () -> queued));
    }

    @Test
    void rowsAddUpIntoCountersAndExactBuckets() {
        RunTallies runs = new RunTallies();
        RunTally run = runs.open("w1", "demo");
        run.add(STAGE, row(1, 10, 150, 0));      // 10 × 150 µs: in (100 µs, 200 µs]
        run.add(STAGE, row(2, 5, 3_000, 2));     // 5 × 3 ms: in (2 ms, 5 ms]; 2 timeouts
        String text = scrape(runs, 3);
        assertThat(text).contains("objbench_operations_total" + LABELS + " 15.0\n")
                .contains("objbench_bytes_total" + LABELS + " 15000.0\n")
                .contains("objbench_errors_total" + LABELS.replace("{", "{kind=\"timeout\",") + " 2.0\n")
                .contains("objbench_response_seconds_bucket" + LABELS.replace("}", ",le=\"1.0E-4\"}") + " 0\n")
                .contains("objbench_response_seconds_bucket" + LABELS.replace("}", ",le=\"2.0E-4\"}") + " 10\n")
                .contains("objbench_response_seconds_bucket" + LABELS.replace("}", ",le=\"0.002\"}") + " 10\n")
                .contains("objbench_response_seconds_bucket" + LABELS.replace("}", ",le=\"0.005\"}") + " 15\n")
                .contains("objbench_response_seconds_count" + LABELS + " 15\n")
                .contains("objbench_driver_up{driver=\"d1\"} 1.0").contains("objbench_driver_up{driver=\"d2\"} 0.0")
                .contains("objbench_driver_clock_skew_seconds{driver=\"d2\"} -1.5")
                .contains("objbench_queue_length 3.0")
                .doesNotContain("objbench_stage_valid");
    }

    @Test
    void verdictsBecomeValidityFlags() {
        RunTallies runs = new RunTallies();
        RunTally run = runs.open("w1", "demo");
        run.add(STAGE, row(1, 1, 100, 0));
        run.verdict(STAGE.id(), List.of("client CPU", "GC"));
        String text = scrape(runs, 0);
        String stage = "{stage=\"" + STAGE.id() + "\",workload=\"demo\",workload_id=\"w1\"}";
        assertThat(text).contains("objbench_stage_valid" + stage + " 0.0")
                .contains("objbench_stage_suspect_reason" + stage.replace("{", "{reason=\"GC\",") + " 1.0")
                .contains("objbench_stage_suspect_reason" + stage.replace("{", "{reason=\"client CPU\",") + " 1.0");
    }

    @Test
    void endedRunsStayShownUpToTheLimitAndEmptyOnesGo() {
        RunTallies runs = new RunTallies();
        for (int i = 1; i <= RunTallies.KEPT_ENDED + 2; i++) {
            runs.open("w" + i, "demo").add(STAGE, row(1, 1, 100, 0));
            runs.ended("w" + i);
        }
        runs.open("w-empty", "demo");
        runs.ended("w-empty"); // cancelled while queued: nothing ran
        runs.open("w-live", "demo");
        assertThat(runs.shown()).extracting(RunTally::id).hasSize(RunTallies.KEPT_ENDED + 1)
                .startsWith("w3").endsWith("w" + (RunTallies.KEPT_ENDED + 2), "w-live").doesNotContain("w-empty");
    }
}
