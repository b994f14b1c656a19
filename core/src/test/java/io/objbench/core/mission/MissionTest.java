package io.objbench.core.mission;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.workload.Work;
import io.objbench.core.workload.WorkloadReader;
import org.junit.jupiter.api.Test;

class MissionTest {

    private static Work work() throws Exception {
        return WorkloadReader.read("""
                <workload name="m"><storage type="none" /><workflow><workstage name="s">
                <work name="w" workers="8" totalOps="8"><operation type="read" ratio="100"
                 config="containers=c(1);objects=c(1)" /></work></workstage></workflow></workload>
                """, "m.xml").stages().get(0).works().get(0);
    }

    @Test
    void workersMustLieWithinTheWork() throws Exception {
        Work w = work();
        assertThatCode(() -> new Mission("m1", "w1", "s1-s", w, 4, 4, 1)).doesNotThrowAnyException();
        assertThatThrownBy(() -> new Mission("m1", "w1", "s1-s", w, 4, 5, 1))
                .hasMessage("mission m1: workers 6..9 are not within 1..8");
    }

    @Test
    void anOffsetThatWouldOverflowIsRefusedNotWrappedAround() throws Exception {
        Work w = work();
        assertThatThrownBy(() -> new Mission("m1", "w1", "s1-s", w, 2, Integer.MAX_VALUE, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("mission m1: workers 2147483648..2147483649 are not within 1..8");
    }
}
