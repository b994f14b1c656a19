package io.objbench.controller.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StageOverheadTest {

    private static final String XML = """
            <workload name="o">
              <storage type="mock"/>
              <workflow>
                <workstage name="a" closuredelay="2">
                  <work name="a" workers="1" totalOps="1"><operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/></work>
                </workstage>
                <workstage name="b">
                  <work name="b" workers="1" totalOps="1"><operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/></work>
                </workstage>
                <workstage name="pause" closuredelay="5">
                  <work type="delay" workers="1"/>
                </workstage>
                <workstage name="c">
                  <work name="c" workers="1" totalOps="1"><operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/></work>
                </workstage>
                <workstage name="d">
                  <work name="d" workers="1" totalOps="1"><operation type="read" ratio="100" config="containers=c(1);objects=c(1)"/></work>
                </workstage>
              </workflow>
            </workload>
            """;

    @Test
    void theGapBetweenStagesLessTheAskedWaitsIsTheOverhead() throws Exception {
        Workload w = WorkloadReader.read(XML, "o.xml");
        List<StageResult> stages = new ArrayList<>();
        StageSpan[] spans = {
                new StageSpan(1_000_000, 2_000_000),
                // 2 s closure delay of a, then 12.3456 ms of objbench
                new StageSpan(2_000_000 + 2_000_000 + 12_346, 5_000_000),
                null, // the 5 s delay stage runs nothing
                new StageSpan(5_000_000 + 5_000_000 + 30_000, 11_000_000),
                null, // d measured nothing (e.g. it never ran)
        };
        for (int i = 0; i < spans.length; i++) {
            stages.add(new StageResult(w.stages().get(i), StageState.COMPLETED, List.of(), List.of(), List.of(),
                    List.of(), "", null, spans[i]));
        }
        assertThat(StageOverhead.millis(stages)).containsExactly(null, 12.3, null, 30.0, null);
        assertThat(StageOverhead.total(stages)).isEqualTo(new StageOverhead.Total(42.3, 2));
    }
}
