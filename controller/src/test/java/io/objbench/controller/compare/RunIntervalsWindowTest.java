package io.objbench.controller.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkloadReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Which archived rows a comparison keeps: the work's window only, ramp-up and ramp-down left out. */
class RunIntervalsWindowTest {

    private static Work work(String attributes) throws Exception {
        String xml = """
                <workload name="w"><storage type="mock"/><workflow><workstage name="main">
                <work name="main" workers="1" %s><operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/></work>
                </workstage></workflow></workload>""".formatted(attributes);
        return WorkloadReader.read(xml, "w.xml").stages().get(0).works().get(0);
    }

    /** {@code n} rows of one second from t = 100 s. */
    private static List<Histogram> rows(int n) {
        List<Histogram> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Histogram h = HistogramCodec.newHistogram();
            h.recordValue(1000);
            h.setStartTimeStamp(100_000L + 1000L * i);
            h.setEndTimeStamp(100_000L + 1000L * (i + 1));
            rows.add(h);
        }
        return rows;
    }

    @Test
    void rowsOfTheRampUpAndRampDownAreLeftOut() throws Exception {
        double[] rates = new double[12];
        Arrays.fill(rates, 7);
        OpIntervals op = RunIntervals.window("s", "read", rows(12), rates, work("rampup=\"3\" runtime=\"6\" rampdown=\"3\""));
        // window: 103 s to 109 s; rows starting at 103..108 end by 109
        assertThat(op.intervals()).extracting(Interval::startMs)
                .containsExactly(103_000L, 104_000L, 105_000L, 106_000L, 107_000L, 108_000L);
        assertThat(op.skipped()).isEqualTo(6);
        assertThat(op.intervals()).allSatisfy(i -> assertThat(i.throughput()).isEqualTo(7));
    }

    @Test
    void theWindowStartsWhereTheDetectedWarmUpEnded() throws Exception {
        Work w = work("rampup=\"3\" runtime=\"6\" rampdown=\"3\"");
        // warm-up detected until 5 s: rows from 105 s; a cut inside the rampup changes nothing
        assertThat(RunIntervals.window("s", "read", rows(12), new double[12], w, 5).intervals())
                .extracting(Interval::startMs).containsExactly(105_000L, 106_000L, 107_000L, 108_000L);
        assertThat(RunIntervals.window("s", "read", rows(12), new double[12], w, 1).intervals()).hasSize(6);
    }

    @Test
    void aWorkWithoutRuntimeKeepsEveryRow() throws Exception {
        OpIntervals op = RunIntervals.window("s", "read", rows(5), new double[5], work("totalOps=\"100\""));
        assertThat(op.intervals()).hasSize(5);
        assertThat(op.skipped()).isZero();
    }
}
